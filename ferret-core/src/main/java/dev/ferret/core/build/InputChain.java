package dev.ferret.core.build;

import java.util.List;

/**
 * The input sources in the order they are tried, each with a weight: the probability of being
 * tried when its turn comes. For each source that {@linkplain InputSource#applies applies}, one
 * draw of {@code nextDouble()} decides (a weight of 0 or 1 costs a draw too), except for a weight
 * of {@link #ALWAYS}, which costs none. A source may be listed more than once (the on-demand
 * builder is tried rarely before the pool and again after it); it is asked at most once per
 * input, at the first place its draw succeeds; later places skip it without a draw.
 */
public final class InputChain {

    /** The weight of a source that is tried whenever its turn comes, without a draw. */
    public static final double ALWAYS = Double.POSITIVE_INFINITY;

    private static final int MAX_LINKS = 64;

    /**
     * One place in the chain.
     *
     * @param source the source
     * @param weight the probability of trying it (0 to 1), or {@link #ALWAYS}
     */
    public record Link(InputSource source, double weight) {

        /** Checks the weight. */
        public Link {
            if (source == null || !(weight == ALWAYS || weight >= 0 && weight <= 1)) {
                throw new IllegalArgumentException("a source with a weight in [0, 1] or ALWAYS: " + weight);
            }
        }
    }

    private final List<Link> links;
    private final int[] firstPlace;

    /** @param links the sources in the order they are tried; at most 64 */
    public InputChain(List<Link> links) {
        if (links.size() > MAX_LINKS) {
            throw new IllegalArgumentException("at most " + MAX_LINKS + " links: " + links.size());
        }
        this.links = List.copyOf(links);
        this.firstPlace = new int[links.size()];
        for (int i = 0; i < firstPlace.length; i++) {
            int first = 0;
            while (this.links.get(first).source() != this.links.get(i).source()) {
                first++;
            }
            firstPlace[i] = first;
        }
    }

    /** The links in the order they are tried. */
    public List<Link> links() {
        return links;
    }

    /** The value's index from the first source that supplies one, or -1 if none does. */
    int supply(InputRequest request) {
        long asked = 0;
        for (int i = 0; i < firstPlace.length; i++) {
            Link link = links.get(i);
            long bit = 1L << firstPlace[i];
            if ((asked & bit) != 0 || !link.source().applies(request)) {
                continue;
            }
            if (link.weight() != ALWAYS && !(request.random().nextDouble() < link.weight())) {
                continue;
            }
            asked |= bit;
            int index = link.source().supply(request);
            if (index >= 0) {
                return index;
            }
        }
        return -1;
    }
}
