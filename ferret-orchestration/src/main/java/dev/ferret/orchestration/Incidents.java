package dev.ferret.orchestration;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Tallies what the code under test did that the user should hear about, by kind and member. */
public final class Incidents {

    /** One kind of behaviour of one member, how often it was reported, and the first detail. */
    public record Entry(String kind, String member, long count, String detail) { }

    private final Map<List<String>, Entry> entries = new LinkedHashMap<>();

    /** One report of a behaviour of a member (either may be null). */
    public synchronized void add(String kind, String member, String detail) {
        entries.merge(List.of(kind, member == null ? "" : member),
                new Entry(kind, member == null ? "" : member, 1, detail == null ? "" : detail),
                (a, b) -> new Entry(a.kind(), a.member(), a.count() + 1, a.detail()));
    }

    /** The entries sorted by kind, then member. */
    public synchronized List<Entry> entries() {
        List<Entry> out = new ArrayList<>(entries.values());
        out.sort(java.util.Comparator.comparing(Entry::kind).thenComparing(Entry::member));
        return out;
    }
}
