package dev.ferret.stateful.store;

/**
 * One predicate on one object of a call: the object's role and the predicate's
 * {@code $}-normalized name ({@code (0, "$.size()")} is the receiver's size).
 *
 * @param role the object's place in the call's object list (0 the receiver of an instance method,
 *     then the arguments, then the result in post-states)
 * @param name the predicate's {@code $}-normalized name
 */
public record Slot(int role, String name) implements Comparable<Slot> {

    @Override
    public int compareTo(Slot o) {
        return role != o.role ? Integer.compare(role, o.role) : name.compareTo(o.name);
    }
}
