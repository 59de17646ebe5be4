package dev.ferret.stateful.infer;

import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.store.Slot;

/**
 * How clauses name a routine's objects and which predicates are booleans: the vocabulary the
 * postcondition and implication templates are written in.
 */
public interface Terms {

    /** The name of an object of a routine's call: {@code this}, a parameter's name, {@code result}. */
    String variable(String routine, int role);

    /** Whether the predicate's values are booleans (1/0). */
    boolean isBoolean(String routine, Slot slot);

    /** The predicate as a Java expression over its object ({@code this.size()}, {@code other}). */
    default String term(String routine, Slot slot) {
        String v = variable(routine, slot.role());
        return immutable(slot) ? v : slot.name().replace("$", v);
    }

    /** Whether no call can change the predicate's value: a primitive's value or a reference's null-ness. */
    static boolean immutable(Slot slot) {
        return slot.name().equals(Predicate.ITSELF) || slot.name().equals(Predicate.NOT_NULL);
    }

    /** A term's value before the call: {@code old(this.size())}; a bare variable (a parameter) is unchanged. */
    static String old(String term) {
        return term.matches("[\\w$]+") ? term : "old(" + term + ")";
    }
}
