package dev.ferret.core.run;

import java.util.ArrayList;
import java.util.List;

/** A fixture: a mutable bag whose equals and hashCode follow its content. */
public final class RunBag {

    private final List<Integer> items = new ArrayList<>();

    public void add(int item) {
        items.add(item);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RunBag b && b.items.equals(items);
    }

    @Override
    public int hashCode() {
        return items.hashCode();
    }
}
