package dev.ferret.stateful.infer;

/**
 * The postcondition templates (notes §3.5): over one predicate {@code q} after the call (of an
 * input or the result), over {@code q} and its value before the call ({@code old(q)}), over
 * two inputs' values before the call, and relating a primitive result to an input's predicate.
 * In the patterns, {@code {q}} is the predicate after the call, {@code {old}} its value before,
 * {@code {p}} the other predicate after the call, {@code {pold}} its value before, and
 * {@code {c}} the constant.
 */
public enum PostTemplate {
    /** A boolean after the call: {@code this.isEmpty()}, {@code result}. */
    POST_TRUE("{q}"),
    /** {@code !q} after the call. */
    POST_FALSE("!{q}"),
    /** An integer constant after the call: {@code this.size() == 0}, {@code result == 3}. */
    POST_EQUALS("{q} == {c}"),
    /** The result's lower bound: {@code result >= 0}. */
    POST_AT_LEAST("{q} >= {c}"),
    /** The result's upper bound. */
    POST_AT_MOST("{q} <= {c}"),
    /** {@code result != null}. */
    RESULT_NOT_NULL("result != null"),
    /** {@code result == null}. */
    RESULT_NULL("result == null"),
    /** {@code q == old(q)}: the call left it alone. */
    UNCHANGED("{q} == {old}"),
    /** {@code q == !old(q)} for a boolean. */
    FLIPPED("{q} == !{old}"),
    /** {@code q == old(q) + c}, the same positive c in every call. */
    INCREASED_BY("{q} == {old} + {c}"),
    /** {@code q == old(q) - c}, the same positive c in every call. */
    DECREASED_BY("{q} == {old} - {c}"),
    /** {@code q > old(q)}. */
    INCREASED("{q} > {old}"),
    /** {@code q < old(q)}. */
    DECREASED("{q} < {old}"),
    /** {@code q >= old(q)}. */
    NOT_DECREASED("{q} >= {old}"),
    /** {@code q <= old(q)}. */
    NOT_INCREASED("{q} <= {old}"),
    /** {@code this.size() == old(this.size()) + old(other.size())}: the same predicate of two inputs. */
    GREW_BY_OTHER("{q} == {old} + {pold}"),
    /** A primitive result equals an input's predicate after the call: {@code result == this.size()}. */
    RESULT_IS_POST("result == {p}"),
    /** ... before the call: {@code result == old(this.size())}. */
    RESULT_IS_OLD("result == {pold}"),
    /** A primitive result equals a primitive argument: {@code result == item}. */
    RESULT_IS_ARGUMENT("result == {p}"),
    /** A boolean result is the negation of an input's boolean after the call: {@code result == !this.isEmpty()}. */
    RESULT_NEGATES_POST("result == !{p}"),
    /** ... before the call: {@code result == !old(this.isEmpty())}. */
    RESULT_NEGATES_OLD("result == !{pold}");

    private final String pattern;

    PostTemplate(String pattern) {
        this.pattern = pattern;
    }

    /**
     * The clause in Java syntax with {@code old(...)}.
     *
     * @param q the predicate's term after the call ({@code this.size()}, {@code result})
     * @param p the other term, or null
     * @param c the constant
     */
    String clause(String q, String p, long c) {
        String out = pattern.replace("{old}", Terms.old(q)).replace("{q}", q).replace("{c}", Long.toString(c));
        return p == null ? out : out.replace("{pold}", Terms.old(p)).replace("{p}", p);
    }
}
