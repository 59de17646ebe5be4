package dev.ferret.core.build;

import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.ValueTypes;
import java.util.ArrayList;
import java.util.List;

/**
 * The parts of a sequence being assembled, in order, and the values among them that may be
 * reused as inputs.
 */
final class Assembly {

    /** A value available for reuse within the parts chosen so far. */
    record Available(int index, Class<?> runtimeType) { }

    private final List<Sequence> parts = new ArrayList<>();
    private final List<Available> available = new ArrayList<>();
    private int offset;

    /** Appends a part; returns the index of its first statement. */
    int append(Sequence part) {
        int base = offset;
        parts.add(part);
        offset += part.size();
        return base;
    }

    /** Appends a pool entry's sequence, makes its values available for reuse, returns the value's index. */
    int appendEntry(ValuePool.Entry entry) {
        int base = append(entry.kept().sequence());
        KeptSequence kept = entry.kept();
        for (int s = 0; s < kept.reusable().length; s++) {
            available.add(new Available(base + kept.reusable()[s], kept.runtimeTypes()[s]));
        }
        return base + entry.index();
    }

    List<Available> available() {
        return available;
    }

    /** The runtime type of the available value at {@code index}, or the fallback if none is known. */
    Class<?> runtimeTypeAt(int index, Class<?> fallback) {
        for (Available a : available) {
            if (a.index() == index) {
                return a.runtimeType();
            }
        }
        return fallback;
    }

    /**
     * The declared type, with type arguments, of the value at {@code index} when {@code op}'s
     * parameters depend on its receiver's type arguments; null when they do not ({@link ValueTypes}).
     */
    java.lang.reflect.Type declaredTypeAt(int index, dev.ferret.core.model.Operation op) {
        if (!ValueTypes.dependsOnReceiver(op)) {
            return null;
        }
        int base = 0;
        for (Sequence part : parts) { // a part's inputs stay within it: its types are its own
            if (index < base + part.size()) {
                return PartTypes.of(part)[index - base];
            }
            base += part.size();
        }
        return null;
    }

    /** The statement at {@code index} of the parts so far. */
    Statement statementAt(int index) {
        return Sequence.of(parts, List.of()).statements()[index];
    }

    /** Collapses the parts into one that ends in {@code last}; returns the index of {@code last}. */
    int collapseWith(Statement last) {
        Sequence collapsed = Sequence.of(parts, List.of(last));
        parts.clear();
        parts.add(collapsed);
        offset = collapsed.size();
        return collapsed.size() - 1;
    }

    /** The parts followed by {@code tail}. */
    Sequence sequence(List<Statement> tail) {
        return Sequence.of(parts, tail);
    }
}
