package dev.ferret.core.keep;

import dev.ferret.core.model.Sequence;
import dev.ferret.core.testcase.GeneratedTest;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Regression tests held back for a window of executions, so that a test whose sequence becomes
 * part of a longer kept sequence is dropped as subsumed instead of emitted. Tests leave the
 * window in the order they entered it. Every test entering the window is announced as held, and
 * every test leaving it other than through {@link #due} or {@link #drain} as withdrawn.
 */
final class PendingRegressions {

    private record Pending(GeneratedTest test, long enteredAt) { }

    private final Map<Object, Pending> pending = new LinkedHashMap<>();
    private final Map<String, Integer> perClass = new LinkedHashMap<>();
    private final long window;
    private final TestOutput output;

    PendingRegressions(long window, TestOutput output) {
        this.window = window;
        this.output = output;
    }

    /** Adds a test under a key: its sequence, or another object for a test no sequence subsumes. */
    void add(Object sequence, GeneratedTest test, long now) {
        Pending replaced = pending.put(sequence, new Pending(test, now));
        if (replaced != null) {
            perClass.merge(replaced.test().classUnderTest(), -1, Integer::sum);
            output.withdrawn(replaced.test());
        }
        perClass.merge(test.classUnderTest(), 1, Integer::sum);
        output.held(test);
    }

    /**
     * Drops the pending tests of the given sub-sequences, which a longer test now contains, where
     * that test reaches every goal theirs reach: a test kept for a mutant it kills keeps its
     * goal, which the longer test, asserting only on its own last call, may not kill.
     *
     * @param covering the goals of the longer test
     */
    void subsume(List<Sequence> parts, dev.ferret.core.testcase.Coverage covering) {
        for (Sequence p : parts) {
            Pending held = pending.get(p);
            Pending gone = held != null && covering.covers(held.test().coverage()) ? pending.remove(p) : null;
            if (gone != null) {
                perClass.merge(gone.test().classUnderTest(), -1, Integer::sum);
                output.withdrawn(gone.test());
            }
        }
    }

    /** Tests that have spent the whole window pending, oldest first; they leave the window. */
    List<GeneratedTest> due(long now) {
        List<GeneratedTest> out = new ArrayList<>();
        Iterator<Pending> it = pending.values().iterator();
        while (it.hasNext()) {
            Pending p = it.next();
            if (now - p.enteredAt() < window) {
                break;
            }
            it.remove();
            perClass.merge(p.test().classUnderTest(), -1, Integer::sum);
            out.add(p.test());
        }
        return out;
    }

    /** Everything still pending, oldest first; the window is left empty. */
    List<GeneratedTest> drain() {
        List<GeneratedTest> out = new ArrayList<>();
        pending.values().forEach(p -> out.add(p.test()));
        pending.clear();
        perClass.clear();
        return out;
    }

    int pendingFor(String classUnderTest) {
        return perClass.getOrDefault(classUnderTest, 0);
    }

    int size() {
        return pending.size();
    }
}
