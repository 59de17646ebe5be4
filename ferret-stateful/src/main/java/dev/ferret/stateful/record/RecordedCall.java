package dev.ferret.stateful.record;

import dev.ferret.core.model.MethodOperation;
import java.util.List;

/**
 * One executed call of a method under test, as stored: which sequence built its inputs (replayed
 * to rebuild them), where in it the call is, its inputs' and result's positions, its predicates
 * and outcome.
 *
 * @param sequence the id of the recorded sequence ({@link StateRecorder#statements(int)})
 * @param at the index of the call in that sequence
 * @param method the method called
 * @param inputs the statement indices of its inputs, receiver first
 * @param passed whether it returned normally (only passing calls feed inference and post-states)
 * @param predicates its inputs' predicates before the call and, when it passed, after
 * @param pairs the predicates over two of its objects ({@link PairPredicate}), before and after
 */
public record RecordedCall(int sequence, int at, MethodOperation method, int[] inputs, boolean passed,
                           List<Predicate> predicates, List<PairPredicate> pairs) {

    /** A call with unary predicates only. */
    public RecordedCall(int sequence, int at, MethodOperation method, int[] inputs, boolean passed,
                        List<Predicate> predicates) {
        this(sequence, at, method, inputs, passed, predicates, List.of());
    }

    /** The statement indices of the post-state's objects: the inputs, then the result. */
    public int[] postObjects() {
        int[] out = java.util.Arrays.copyOf(inputs, inputs.length + 1);
        out[inputs.length] = at;
        return out;
    }
}
