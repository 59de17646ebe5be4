package dev.ferret.stateful.record;

import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Records, through the value-observer seam, every new call of a method of a class under test in
 * the judged sequences: the abstract state ({@link AbstractState}) of its inputs before the call,
 * of its inputs and result after it when it returned, and a handle to the sequence that built
 * them (kept in memory: replaying its statements rebuilds the objects, so new tests are ordinary
 * sequences). Calls of a kept prefix, which ran before, are not recorded again, nor calls with
 * a generated object among their inputs (its observers answer what its bodies say), nor calls whose
 * method and pre-state were already seen {@value #SAME_STATE} times; the states of at most
 * {@value #EVALUATED_PER_METHOD} calls per method are evaluated, and recording stops after
 * {@value #MAX_CALLS} calls.
 */
public final class StateRecorder implements ValueObserver {

    static final int SAME_STATE = 2;
    static final int MAX_CALLS = 5_000;
    /** Calls of one method whose states are evaluated at most: evaluation is what recording costs. */
    static final int EVALUATED_PER_METHOD = 200;

    private final AbstractState state = new AbstractState();
    private final PairState pairState = new PairState();
    private final List<RecordedCall> calls = new ArrayList<>();
    private final List<Statement[]> sequences = new ArrayList<>();
    private final Map<Long, Integer> seenStates = new HashMap<>();
    private final Map<MethodOperation, int[]> evaluated = new java.util.IdentityHashMap<>();
    private Statement[] current;
    private int tailStart;
    private int currentId = -1;
    private List<Predicate> pendingPre;
    private List<PairPredicate> pendingPairs;
    private boolean recording = true;
    private boolean probing;
    private List<Predicate> probe;

    @Override
    public void sequenceStarting(Statement[] statements, int tailStart) {
        this.current = statements;
        this.tailStart = tailStart;
        this.currentId = -1;
        this.pendingPre = null;
    }

    @Override
    public void beforeCall(int index, Statement statement, Object[] arguments) {
        pendingPre = null;
        if (probing) {
            if (index == current.length - 1 && statement.operation() instanceof MethodOperation m) {
                pendingPre = preState(m, arguments);
            }
            return;
        }
        if (!recording || index < tailStart || calls.size() >= MAX_CALLS
                || !(statement.operation() instanceof MethodOperation m) || m.owner() == null) {
            return;
        }
        if (evaluated.computeIfAbsent(m, k -> new int[1])[0]++ >= EVALUATED_PER_METHOD) {
            return;
        }
        for (Object a : arguments) {
            if (a != null && a.getClass().isSynthetic()) {
                return; // a generated subclass: its observers answer what its bodies say
            }
        }
        pendingPre = preState(m, arguments);
        pendingPairs = pendingPre == null ? null : pairs(m.inputTypes(), java.util.Arrays.asList(arguments), false, new ArrayList<>());
    }

    /** Adds the binary predicates of one state to {@code out}; null when an observer failed uncaught. */
    private List<PairPredicate> pairs(List<Class<?>> types, List<Object> values, boolean post, List<PairPredicate> out) {
        try {
            pairState.evaluate(types, values, post, out);
            return out;
        } catch (RuntimeException | LinkageError e) {
            return null;
        }
    }

    /** The inputs' predicates before a call, or null when an observer failed in a way not caught per observer. */
    private List<Predicate> preState(MethodOperation m, Object[] arguments) {
        try {
            List<Predicate> pre = new ArrayList<>();
            List<Class<?>> types = m.inputTypes();
            for (int k = 0; k < arguments.length; k++) {
                state.evaluate(k, types.get(k), arguments[k], false, pre);
            }
            return pre;
        } catch (RuntimeException | LinkageError e) {
            return null;
        }
    }

    @Override
    public void afterCall(int index, Statement statement, Object[] arguments, Object result, Throwable thrown) {
        List<Predicate> pre = pendingPre;
        List<PairPredicate> prePairs = pendingPairs;
        pendingPre = null;
        pendingPairs = null;
        if (pre == null) {
            return;
        }
        MethodOperation m = (MethodOperation) statement.operation();
        if (probing) {
            probe = withPostState(m, pre, arguments, result, thrown);
            return;
        }
        if (seenStates.merge(stateKey(m, pre, prePairs), 1, Integer::sum) > SAME_STATE) {
            return;
        }
        List<Predicate> all = withPostState(m, pre, arguments, result, thrown);
        List<PairPredicate> pairs = prePairs == null || thrown != null ? prePairs
                : pairs(postTypes(m), postValues(arguments, result, m), true, new ArrayList<>(prePairs));
        if (all == null || pairs == null) {
            return; // the post-state could not be read: the call is not recorded
        }
        if (currentId < 0) {
            currentId = sequences.size();
            sequences.add(current.clone());
        }
        calls.add(new RecordedCall(currentId, index, m, statement.inputs().clone(), thrown == null, all, pairs));
    }

    private static List<Class<?>> postTypes(MethodOperation m) {
        List<Class<?>> out = new ArrayList<>(m.inputTypes());
        if (m.outputType() != void.class) {
            out.add(m.outputType());
        }
        return out;
    }

    private static List<Object> postValues(Object[] arguments, Object result, MethodOperation m) {
        List<Object> out = new ArrayList<>(java.util.Arrays.asList(arguments));
        if (m.outputType() != void.class) {
            out.add(result);
        }
        return out;
    }

    /** The pre-state and, when the call returned, the inputs' and result's predicates after it; null when unreadable. */
    private List<Predicate> withPostState(MethodOperation m, List<Predicate> pre, Object[] arguments, Object result,
                                          Throwable thrown) {
        try {
            List<Predicate> all = new ArrayList<>(pre);
            if (thrown == null) {
                List<Class<?>> types = m.inputTypes();
                for (int k = 0; k < arguments.length; k++) {
                    state.evaluate(k, types.get(k), arguments[k], true, all);
                }
                if (m.outputType() != void.class) {
                    state.evaluate(arguments.length, m.outputType(), result, true, all);
                }
            }
            return all;
        } catch (RuntimeException | LinkageError e) {
            return null;
        }
    }

    /** A 64-bit key of a method and a pre-state (names, roles and values). */
    private static long stateKey(MethodOperation m, List<Predicate> pre, List<PairPredicate> pairs) {
        long h = m.signature().hashCode();
        for (Predicate p : pre) {
            h = h * 0x9E3779B97F4A7C15L + (p.name().hashCode() * 31L + p.role()) * 31 + p.value();
        }
        for (PairPredicate p : pairs == null ? List.<PairPredicate>of() : pairs) {
            h = h * 0x9E3779B97F4A7C15L + ((p.name().hashCode() * 31L + p.role0()) * 31 + p.role1()) * 31 + p.value();
        }
        return h;
    }

    /** Stops recording (the stateful phase's own sequences are not recorded). */
    public void stop() {
        recording = false;
    }

    /**
     * Stops recording and from now on evaluates the states of the last call of each sequence
     * judged (the stateful phase's new tests), kept until {@link #takeProbe()}: the pre-state,
     * and the post-state when the call returned, with no caps.
     */
    public void probeLastCalls() {
        recording = false;
        probing = true;
    }

    /** The states of the last call probed since the last take, or null; clears them. */
    public List<Predicate> takeProbe() {
        List<Predicate> out = probe;
        probe = null;
        return out;
    }

    /** The calls recorded, in order. */
    public List<RecordedCall> calls() {
        return calls;
    }

    /** The flat statements of recorded sequence {@code id}. */
    public Statement[] statements(int id) {
        return sequences.get(id);
    }

    /** The names of the predicates whose values are booleans. */
    public Set<String> booleanNames() {
        return state.booleanNames();
    }
}
