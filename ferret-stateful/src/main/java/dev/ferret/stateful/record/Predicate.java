package dev.ferret.stateful.record;

/**
 * One atomic predicate evaluated on one input of a call: {@code $.isEmpty()} on the receiver
 * before the call is {@code (role 0, "$.isEmpty()", type, 1, PRE)}.
 *
 * @param role the input's place in the call's object list (0 the receiver of an instance method,
 *     then the arguments; the result after them, in post-states)
 * @param name the predicate's text with the object replaced by {@code $}: {@code $.size()},
 *     {@code $ != null}, {@code $} (a primitive value itself)
 * @param type the object's dynamic class ({@code "null"} for null)
 * @param value its value: 1/0 for booleans, the number for integers
 * @param post false for the pre-state, true for the post-state
 */
public record Predicate(int role, String name, String type, long value, boolean post) {

    /** The name of the null-ness predicate. */
    public static final String NOT_NULL = "$ != null";
    /** The name of a primitive value's own predicate. */
    public static final String ITSELF = "$";
}
