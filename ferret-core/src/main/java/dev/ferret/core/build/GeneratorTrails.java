package dev.ferret.core.build;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Which value of one {@link GeneratorFactory} to use next: its values in order of size for small
 * scopes (every size from 0 to {@value #SMALL_SIZE}, each in depth-first order, at most
 * {@value #PER_SIZE} values per size; one exploration for a factory without a size), and beside
 * them values sampled at random up to size {@value #MAX_SIZE}. Each pick takes the next explored
 * value or a sample with even odds, until the explored ones run out; then only samples.
 */
final class GeneratorTrails {

    static final int SMALL_SIZE = 3;
    static final int PER_SIZE = 64;
    static final int MAX_SIZE = 8;

    /** One value to rebuild: the size its generator was made for (0 without one) and its trail. */
    record Pick(int size, String trail) { }

    private final GeneratorFactory factory;
    private final List<Pick> explored = new ArrayList<>();
    private int exploredSize = -1;
    private int next;

    GeneratorTrails(GeneratorFactory factory) {
        this.factory = factory;
    }

    /** The next value to use, or null if neither exploration nor sampling finds one. */
    Pick next(RandomGenerator random) {
        if (random.nextBoolean()) {
            Pick p = nextExplored();
            if (p != null) {
                return p;
            }
        }
        int size = factory.sized() ? random.nextInt(MAX_SIZE + 1) : 0;
        String trail = factory.sample(size, random.nextLong());
        return trail != null ? new Pick(size, trail) : nextExplored();
    }

    /** The next value in order of size, exploring the next size when one is used up; null when all are. */
    private Pick nextExplored() {
        int last = factory.sized() ? SMALL_SIZE : 0;
        while (next == explored.size() && exploredSize < last) {
            exploredSize++;
            for (String t : factory.trails(exploredSize, factory.sized() ? PER_SIZE : PER_SIZE * (SMALL_SIZE + 1))) {
                explored.add(new Pick(factory.sized() ? exploredSize : 0, t));
            }
        }
        return next < explored.size() ? explored.get(next++) : null;
    }
}
