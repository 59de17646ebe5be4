package dev.ferret.stateful.store;

/**
 * Two stored objects related by a binary predicate: both come from one stored state (the paper's
 * rule for multi-object predicates), so one replay rebuilds them together and the relation holds.
 *
 * @param tid the test case whose state holds them
 * @param sequence the recorded sequence of that test case
 * @param first the index of the statement whose value the predicate's first object is
 * @param second the index of the statement whose value its second object is
 * @param prefix how many statements of the sequence to replay (as {@link Candidate#prefix()})
 */
public record PairCandidate(long tid, int sequence, int first, int second, int prefix) {

    /** The first object alone, as a single-object candidate. */
    public Candidate firstObject() {
        return new Candidate(tid, sequence, first, prefix);
    }
}
