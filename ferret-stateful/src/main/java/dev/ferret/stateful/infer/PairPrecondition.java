package dev.ferret.stateful.infer;

import dev.ferret.stateful.store.PairCount;

/**
 * An inferred precondition over two inputs of a routine: a binary boolean predicate that was
 * true ({@link Template#TRUE}) or false ({@link Template#FALSE}) at every passing call, such as
 * {@code !this.isSiblingOf(other)} or {@code this != other}.
 *
 * @param observed the counts it was inferred from (its value is the one every passing call showed)
 * @param template {@link Template#TRUE} or {@link Template#FALSE}
 * @param clause the clause in Java syntax
 */
public record PairPrecondition(PairCount observed, Template template, String clause) {

    /** The predicate's value in an object pair breaking it. */
    public long violationValue() {
        return 1 - observed.value();
    }

    /** The routine's signature. */
    public String routine() {
        return observed.routine();
    }
}
