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
 * window in the order they entered it.
 */
final class PendingRegressions {

    private record Pending(GeneratedTest test, long enteredAt) { }

    private final Map<Object, Pending> pending = new LinkedHashMap<>();
    private final Map<String, Integer> perClass = new LinkedHashMap<>();
    private final long window;

    PendingRegressions(long window) {
        this.window = window;
    }

    /** Adds a test under a key: its sequence, or another object for a test no sequence subsumes. */
    void add(Object sequence, GeneratedTest test, long now) {
        pending.put(sequence, new Pending(test, now));
        perClass.merge(test.classUnderTest(), 1, Integer::sum);
    }

    /** Drops the pending tests of the given sub-sequences, which a longer test now contains. */
    void subsume(List<Sequence> parts) {
        for (Sequence p : parts) {
            Pending gone = pending.remove(p);
            if (gone != null) {
                perClass.merge(gone.test().classUnderTest(), -1, Integer::sum);
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
