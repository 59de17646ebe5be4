package dev.ferret.core.model;

import java.util.Map;

/** A map of text keys made from another map (as collections4's {@code PatriciaTrie(Map)}). */
public final class TextKeyedFixture<V> {

    public TextKeyedFixture(Map<? extends String, ? extends V> map) {
    }
}
