package dev.ferret.stateful.record;

/**
 * One atomic predicate over two inputs of a call (the paper's {@code predicates_2}):
 * {@code this.isSiblingOf(other)} before the call is
 * {@code (0, 1, "$.isSiblingOf($)", type, type, 1, PRE)}; the first {@code $} is the object at
 * {@code role0}, the second the one at {@code role1}.
 *
 * @param role0 the first object's place in the call's object list (as {@link Predicate#role()})
 * @param role1 the second object's place
 * @param name the predicate's text with each object replaced by {@code $}, in role order:
 *     {@code $.isSiblingOf($)}, {@code $ == $}, {@code $.equals($)}
 * @param type0 the first object's dynamic class
 * @param type1 the second object's dynamic class
 * @param value 1 when it holds, 0 when not
 * @param post false for the pre-state, true for the post-state
 */
public record PairPredicate(int role0, int role1, String name, String type0, String type1, long value,
                            boolean post) {

    /** The name of reference equality. */
    public static final String SAME = "$ == $";
    /** The name of object equality. */
    public static final String EQUAL = "$.equals($)";
}
