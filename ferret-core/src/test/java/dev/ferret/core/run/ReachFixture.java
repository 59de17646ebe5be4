package dev.ferret.core.run;

import java.util.NavigableMap;
import java.util.function.IntSupplier;

/** Fixture: one method taking a generatable interface, one taking an interface of too many methods to generate, one taking neither. */
public class ReachFixture {

    private int total;

    public int add(IntSupplier supplier) {
        total += supplier.getAsInt();
        return total;
    }

    public int count(NavigableMap<String, String> items) {
        return items == null ? -1 : items.size();
    }

    public int total() {
        return total;
    }
}
