package dev.ferret.stateful.reduce;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.store.Candidate;
import dev.ferret.stateful.store.PairCandidate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
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
        return build(method, Map.of(role, object), template);
    }

    /**
     * A new test whose inputs come from several stored objects (each rebuilt by its own
     * sequence, in the order of the roles), the others from a passing call of the routine.
     *
     * @param method the routine
     * @param objects the stored objects, by the input they take
     * @param template a passing call of the routine whose other inputs the test reuses
     */
    public Sequence build(MethodOperation method, Map<Integer, Candidate> objects, RecordedCall template) {
        List<Sequence> parts = new ArrayList<>();
        Map<Integer, Integer> at = new TreeMap<>();
        int length = 0;
        for (Map.Entry<Integer, Candidate> e : new TreeMap<>(objects).entrySet()) {
            Sequence built = prefix(e.getValue().sequence(), e.getValue().prefix());
            at.put(e.getKey(), length + e.getValue().statement());
            parts.add(built);
            length += built.size();
        }
        int[] inputs = new int[template.inputs().length];
        if (!objects.keySet().containsAll(java.util.stream.IntStream.range(0, inputs.length).boxed().toList())) {
            parts.add(prefix(template.sequence(), template.at()));
        }
        for (int k = 0; k < inputs.length; k++) {
            inputs[k] = at.containsKey(k) ? at.get(k) : length + template.inputs()[k];
        }
        return Sequence.of(parts, List.of(new Statement(method, inputs)));
    }

    /**
     * A two-call test (the paper's transition fallback): the stored object's sequence, then a
     * call of {@code transition} with the object in role {@code transitionRole} (its other inputs
     * from a passing call of it) that should establish the dropped clause, then the routine with
     * the same object in role {@code role} (its other inputs from a passing call of the routine).
     */
    public Sequence buildWithTransition(MethodOperation transition, int transitionRole, RecordedCall transitionTemplate,
                                        MethodOperation method, int role, Candidate object, RecordedCall template) {
        List<Sequence> parts = new ArrayList<>();
        Sequence built = prefix(object.sequence(), object.prefix());
        parts.add(built);
        int sAt = built.size();
        boolean sOthers = transitionTemplate.inputs().length > 1;
        Sequence sPrefix = sOthers ? prefix(transitionTemplate.sequence(), transitionTemplate.at()) : Sequence.EMPTY;
        parts.add(sPrefix);
        int rAt = sAt + sPrefix.size();
        boolean rOthers = template.inputs().length > 1;
        Sequence rPrefix = rOthers ? prefix(template.sequence(), template.at()) : Sequence.EMPTY;
        parts.add(rPrefix);
        int[] sInputs = new int[transitionTemplate.inputs().length];
        for (int k = 0; k < sInputs.length; k++) {
            sInputs[k] = k == transitionRole ? object.statement() : sAt + transitionTemplate.inputs()[k];
        }
        int[] rInputs = new int[template.inputs().length];
        for (int k = 0; k < rInputs.length; k++) {
            rInputs[k] = k == role ? object.statement() : rAt + template.inputs()[k];
        }
        return Sequence.of(parts, List.of(new Statement(transition, sInputs), new Statement(method, rInputs)));
    }

    /**
     * A new test whose inputs {@code role0} and {@code role1} are a stored pair of objects, both
     * rebuilt by one replay of their state so that the relation between them holds (the others from
     * a passing call of the routine).
     */
    public Sequence buildPair(MethodOperation method, int role0, int role1, PairCandidate pair, RecordedCall template) {
        return buildPairWithTransition(null, 0, null, false, method, role0, role1, pair, template);
    }

    /**
     * A two-call test over a stored pair (the transition fallback with a binary clause kept): the
     * pair's replayed state, a call of {@code transition} with the pair's first (or
     * {@code onSecond}, second) object in role {@code transitionRole} (its other inputs from a
     * passing call of it), then the routine with the pair in roles {@code role0} and {@code role1}.
     * No transition call when {@code transition} is null.
     */
    public Sequence buildPairWithTransition(MethodOperation transition, int transitionRole,
                                            RecordedCall transitionTemplate, boolean onSecond, MethodOperation method,
                                            int role0, int role1, PairCandidate pair, RecordedCall template) {
        List<Sequence> parts = new ArrayList<>();
        Sequence built = prefix(pair.sequence(), pair.prefix());
        parts.add(built);
        int length = built.size();
        List<Statement> calls = new ArrayList<>();
        if (transition != null) {
            int object = onSecond ? pair.second() : pair.first();
            Sequence sPrefix = transitionTemplate.inputs().length > 1
                    ? prefix(transitionTemplate.sequence(), transitionTemplate.at()) : Sequence.EMPTY;
            parts.add(sPrefix);
            int[] sInputs = new int[transitionTemplate.inputs().length];
            for (int k = 0; k < sInputs.length; k++) {
                sInputs[k] = k == transitionRole ? object : length + transitionTemplate.inputs()[k];
            }
            length += sPrefix.size();
            calls.add(new Statement(transition, sInputs));
        }
        Sequence rPrefix = template.inputs().length > 2 ? prefix(template.sequence(), template.at()) : Sequence.EMPTY;
        parts.add(rPrefix);
        int[] rInputs = new int[template.inputs().length];
        for (int k = 0; k < rInputs.length; k++) {
            rInputs[k] = k == role0 ? pair.first() : k == role1 ? pair.second() : length + template.inputs()[k];
        }
        calls.add(new Statement(method, rInputs));
        return Sequence.of(parts, calls);
    }

    private Sequence prefix(int sequence, int length) {
        Statement[] all = sequences.apply(sequence);
        return Sequence.of(List.of(), Arrays.asList(Arrays.copyOf(all, length)));
    }
}
