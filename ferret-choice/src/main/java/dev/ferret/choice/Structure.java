package dev.ferret.choice;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The objects of one execution of a {@link Finitization}'s generator and their fields' cells, in
 * the canonical order (the root's fields, then each class's objects in slot order, each object's
 * fields in declaration order). A cell is set either in that order ({@link #setAll}) or lazily,
 * at its field's first read ({@link #read}, Korat's lazy initialisation): a reference then chooses
 * among null, the objects of its class already used, and one fresh object, so isomorphic
 * structures are not built twice. Either way the cell keeps its canonical index (0 for null or
 * the smallest int, k for the class's k-th object), and {@link #trail} lists them in canonical
 * order: the trail that rebuilds the structure by setting every field in order.
 */
final class Structure {

    /** One field of one object. */
    private static final class Cell {
        final Object owner;
        final FieldSlot slot;
        boolean set;
        int index;

        Cell(Object owner, FieldSlot slot) {
            this.owner = owner;
            this.slot = slot;
        }
    }

    private final Map<Class<?>, Object[]> objects;
    private final Map<Class<?>, Integer> used = new IdentityHashMap<>();
    private final IdentityHashMap<Object, List<Cell>> byOwner = new IdentityHashMap<>();
    private final List<Cell> canonical = new ArrayList<>();

    /**
     * @param owners the root, then every object, in canonical order
     * @param objects each class's objects in slot order
     * @param slots each class's fields
     */
    Structure(List<Object> owners, Map<Class<?>, Object[]> objects, Map<Class<?>, List<FieldSlot>> slots) {
        this.objects = objects;
        for (Object o : owners) {
            List<Cell> cells = new ArrayList<>();
            for (FieldSlot s : slots.get(o.getClass())) {
                cells.add(new Cell(o, s));
            }
            byOwner.put(o, cells);
            canonical.addAll(cells);
        }
    }

    /** Sets every field in canonical order, each a choice over its whole domain. */
    void setAll() {
        for (Cell c : canonical) {
            set(c, Choice.intIn(0, c.slot.size() - 1));
        }
    }

    /** A woven read of {@code field} of {@code owner}: chooses the field's value if this is its first read. */
    void read(Object owner, String field) {
        List<Cell> cells = byOwner.get(owner);
        if (cells == null) {
            return;
        }
        for (Cell c : cells) {
            if (!c.set && c.slot.field().getName().equals(field)) {
                set(c, lazyChoice(c.slot));
                return;
            }
        }
    }

    /** A reference chooses among null, the used objects and the first fresh one; an int among its range. */
    private int lazyChoice(FieldSlot slot) {
        if (!slot.reference()) {
            return Choice.intIn(0, slot.size() - 1);
        }
        Class<?> type = slot.field().getType();
        int u = used.getOrDefault(type, 0);
        int k = Choice.intIn(0, Math.min(u + 1, objects.get(type).length));
        if (k == u + 1) {
            used.put(type, k);
        }
        return k;
    }

    /** Gives every field never read its first value (null, the smallest int), without a choice: it did not matter. */
    void setUnread() {
        for (Cell c : canonical) {
            if (!c.set) {
                set(c, 0);
            }
        }
    }

    private void set(Cell c, int k) {
        c.index = k;
        c.set = true;
        Object[] pool = c.slot.reference() ? objects.get(c.slot.field().getType()) : null;
        try {
            c.slot.field().set(c.owner, c.slot.value(k, pool));
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot set " + c.slot.field(), e);
        }
    }

    /** The canonical indices of the fields whose domain has more than one value, joined by dots. */
    String trail() {
        StringBuilder b = new StringBuilder();
        for (Cell c : canonical) {
            if (c.slot.size() > 1) {
                b.append(b.length() == 0 ? "" : ".").append(c.index);
            }
        }
        return b.toString();
    }
}
