package dev.ferret.stateful.infer;

import dev.ferret.stateful.store.Slot;
import java.util.Map;

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
     * Whether one call's states satisfy the template, or null when a value it needs is missing.
     *
     * @param q the predicate it constrains
     * @param p the other predicate, or null
     * @param c the constant
     * @param pre the values before the call
     * @param post the values after it
     */
    Boolean holds(Slot q, Slot p, long c, Map<Slot, Long> pre, Map<Slot, Long> post) {
        Long now = post.get(q);
        Long was = pre.get(q);
        Long other = p == null ? null : this == GREW_BY_OTHER || this == RESULT_IS_OLD || this == RESULT_NEGATES_OLD
                ? pre.get(p) : post.get(p);
        if (now == null || (p != null && other == null) || (was == null && usesOld())) {
            return null;
        }
        return switch (this) {
            case POST_TRUE, RESULT_NOT_NULL -> now == 1;
            case POST_FALSE, RESULT_NULL -> now == 0;
            case POST_EQUALS -> now == c;
            case POST_AT_LEAST -> now >= c;
            case POST_AT_MOST -> now <= c;
            case UNCHANGED -> now.longValue() == was;
            case FLIPPED -> now == 1 - was;
            case INCREASED_BY -> now == was + c;
            case DECREASED_BY -> now == was - c;
            case INCREASED -> now > was;
            case DECREASED -> now < was;
            case NOT_DECREASED -> now >= was;
            case NOT_INCREASED -> now <= was;
            case GREW_BY_OTHER -> now == was + other;
            case RESULT_IS_POST, RESULT_IS_OLD, RESULT_IS_ARGUMENT -> now.longValue() == other;
            case RESULT_NEGATES_POST, RESULT_NEGATES_OLD -> now == 1 - other;
        };
    }

    /** Whether the template reads its predicate's value before the call. */
    private boolean usesOld() {
        return pattern.contains("{old}");
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
