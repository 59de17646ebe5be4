package dev.ferret.core.build;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * The component set: kept sequences indexed by the exact runtime type of each reusable value,
 * with a transitive subtype map so a lookup by type visits only compatible buckets (thesis
 * §7.6). Bounded: past {@code capacity} entries the oldest half of the non-seed entries is
 * evicted. Iteration orders are insertion orders, so runs are reproducible.
 */
final class ValuePool {

    /** One reusable value: a sequence and the index (within it) of the value. */
    record Entry(KeptSequence kept, int slot) {
        int index() {
            return kept.reusable()[slot];
        }

        Class<?> declaredType() {
            return kept.declaredTypes()[slot];
        }
    }

    private final Map<Class<?>, List<Entry>> buckets = new LinkedHashMap<>();
    private final Map<Class<?>, List<Class<?>>> compatibleKeys = new LinkedHashMap<>();
    private final int capacity;
    private final int seedEntries;
    private int size;
    private long evictions;

    ValuePool(int capacity, List<KeptSequence> seeds) {
        this.capacity = capacity;
        seeds.forEach(this::add);
        this.seedEntries = size;
    }

    /** Adds every reusable value of a kept sequence. */
    void add(KeptSequence kept) {
        for (int slot = 0; slot < kept.reusable().length; slot++) {
            Class<?> key = kept.runtimeTypes()[slot];
            List<Entry> bucket = buckets.get(key);
            if (bucket == null) {
                bucket = new ArrayList<>();
                buckets.put(key, bucket);
                for (Map.Entry<Class<?>, List<Class<?>>> e : compatibleKeys.entrySet()) {
                    if (e.getKey().isAssignableFrom(key)) {
                        e.getValue().add(key);
                    }
                }
            }
            bucket.add(new Entry(kept, slot));
            size++;
        }
        if (size > capacity) {
            evictOldest();
        }
    }

    /** Removes every value of a kept sequence that {@code unwanted} accepts; the number removed. */
    int removeIf(java.util.function.Predicate<KeptSequence> unwanted) {
        int removed = 0;
        for (List<Entry> bucket : buckets.values()) {
            int before = bucket.size();
            bucket.removeIf(e -> unwanted.test(e.kept()));
            removed += before - bucket.size();
        }
        size -= removed;
        return removed;
    }

    /** A uniformly chosen entry whose value is assignable to {@code type}, or null. */
    Entry select(Class<?> type, RandomGenerator random) {
        List<Class<?>> keys = keysFor(type);
        int total = 0;
        for (Class<?> k : keys) {
            total += buckets.get(k).size();
        }
        if (total == 0) {
            return null;
        }
        int pick = random.nextInt(total);
        for (Class<?> k : keys) {
            List<Entry> bucket = buckets.get(k);
            if (pick < bucket.size()) {
                return bucket.get(pick);
            }
            pick -= bucket.size();
        }
        throw new IllegalStateException("unreachable");
    }

    /** Every entry whose value is assignable to {@code type}, bucket by bucket in insertion order. */
    List<Entry> entriesFor(Class<?> type) {
        List<Entry> out = new ArrayList<>();
        for (Class<?> k : keysFor(type)) {
            out.addAll(buckets.get(k));
        }
        return out;
    }

    /** Whether any value assignable to {@code type} is present. */
    boolean has(Class<?> type) {
        for (Class<?> k : keysFor(type)) {
            if (!buckets.get(k).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    private List<Class<?>> keysFor(Class<?> type) {
        List<Class<?>> keys = compatibleKeys.get(type);
        if (keys == null) {
            keys = new ArrayList<>();
            for (Class<?> k : buckets.keySet()) {
                if (type.isAssignableFrom(k)) {
                    keys.add(k);
                }
            }
            compatibleKeys.put(type, keys);
        }
        return keys;
    }

    int size() {
        return size;
    }

    long evictions() {
        return evictions;
    }

    /** Drops the oldest half of the entries added after the seeds, bucket by bucket. */
    private void evictOldest() {
        int target = seedEntries + (capacity - seedEntries) / 2;
        int excess = size - target;
        int before = size;
        for (List<Entry> bucket : buckets.values()) {
            int keepSeeds = 0;
            while (keepSeeds < bucket.size() && bucket.get(keepSeeds).kept().sequence().size() == 1) {
                keepSeeds++;
            }
            int removable = bucket.size() - keepSeeds;
            int drop = (int) Math.min(removable, Math.ceil(removable * (double) excess / Math.max(1, before - seedEntries)));
            if (drop > 0) {
                bucket.subList(keepSeeds, keepSeeds + drop).clear();
                size -= drop;
            }
        }
        evictions++;
    }
}
