package dev.ferret.stateful.store;

/**
 * A stored object that satisfies a search predicate: where to find it again.
 *
 * @param tid the test case whose state holds it
 * @param sequence the recorded sequence of that test case
 * @param statement the index of the statement whose value the object is
 * @param prefix how many statements of the sequence to replay to rebuild the object in that
 *     state (up to the call for a pre-state, through it for a post-state)
 */
public record Candidate(long tid, int sequence, int statement, int prefix) {
}
