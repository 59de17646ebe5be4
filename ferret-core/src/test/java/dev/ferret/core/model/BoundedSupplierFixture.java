package dev.ferret.core.model;

import java.util.function.Supplier;

/** A generic method whose type parameter {@code Object} is not within (as lang3's {@code StringUtils.getIfEmpty}). */
public final class BoundedSupplierFixture {

    private BoundedSupplierFixture() {
    }

    public static <T extends CharSequence> T getIfEmpty(T s, Supplier<T> orElse) {
        return s == null || s.length() == 0 ? orElse.get() : s;
    }
}
