package dev.ferret.stateful.reduce;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.store.Candidate;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Builds a new test as a replayed sequence: the statements that built the stored object that
 * breaks the precondition (its recorded sequence up to the state it was stored in), then those
 * that built the other inputs of a passing call of the routine (the <em>template</em> call), then
 * the call of the routine with the stored object in the broken input's place. It renders as an
 * ordinary test, and a failing one is minimized like any other.
 */
public final class TestBuilder {

    private final IntFunction<Statement[]> sequences;

    /** @param sequences the recorded sequences' statements, by id */
    public TestBuilder(IntFunction<Statement[]> sequences) {
        this.sequences = sequences;
    }

    /**
     * The new test.
     *
     * @param method the routine
     * @param role the input the stored object takes
     * @param object where the stored object is
     * @param template a passing call of the routine whose other inputs the test reuses
     */
    public Sequence build(MethodOperation method, int role, Candidate object, RecordedCall template) {
        Sequence built = prefix(object.sequence(), object.prefix());
        int[] inputs = new int[template.inputs().length];
        boolean othersNeeded = inputs.length > 1;
        Sequence others = othersNeeded ? prefix(template.sequence(), template.at()) : Sequence.EMPTY;
        for (int k = 0; k < inputs.length; k++) {
            inputs[k] = k == role ? object.statement() : built.size() + template.inputs()[k];
        }
        return Sequence.of(othersNeeded ? List.of(built, others) : List.of(built),
                List.of(new Statement(method, inputs)));
    }

    private Sequence prefix(int sequence, int length) {
        Statement[] all = sequences.apply(sequence);
        return Sequence.of(List.of(), Arrays.asList(Arrays.copyOf(all, length)));
    }
}
