package dev.ferret.core.model;

import java.util.HashMap;
import java.util.List;

/** A factory whose map's keys must be lists (as collections4's {@code MultiKeyMap.multiKeyMap}). */
public final class KeyedFixture {

    private KeyedFixture() {
    }

    public static <K, V> HashMap<List<? extends K>, V> keyed(HashMap<List<? extends K>, V> map) {
        return map;
    }
}
