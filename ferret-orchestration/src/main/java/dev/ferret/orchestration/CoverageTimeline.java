package dev.ferret.orchestration;

import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Coverage over time: the goals the regression tests found so far reach together, and the number
 * of tests kept, snapshotted as progress comes in (at most once a second, and only when either grew). Measured into lines and
 * branches at the end ({@link RunCoverage}), where the class files are analysed once per point.
 * Thread-safe.
 */
final class CoverageTimeline {

    private static final long MIN_INTERVAL_MILLIS = 1_000;
    private static final int MAX_POINTS = 40;

    /** Goals reached, and tests kept (of every kind), by the end of {@code elapsedMillis}. */
    record Snapshot(long elapsedMillis, BitSet goals, int testsKept) {
    }

    private final BitSet reached = new BitSet();
    private final List<Snapshot> snapshots = new ArrayList<>();
    private int sampledCardinality;
    private int testsKept;
    private int sampledTests;
    private long lastSample = -MIN_INTERVAL_MILLIS;

    /** Counts a kept test and adds the goals of a regression test. */
    synchronized void test(GeneratedTest test) {
        testsKept++;
        if (test.kind() != TestKind.REGRESSION) {
            return;
        }
        Coverage c = test.coverage();
        for (int i = 0; i < c.size(); i++) {
            reached.set(c.goal(i));
        }
    }

    /** The run has been going for {@code elapsedMillis}: takes a snapshot if coverage or the tests kept grew. */
    synchronized void progress(long elapsedMillis) {
        int now = reached.cardinality();
        boolean grew = now > sampledCardinality || testsKept > sampledTests;
        if (grew && elapsedMillis - lastSample >= MIN_INTERVAL_MILLIS) {
            snapshots.add(new Snapshot(elapsedMillis, (BitSet) reached.clone(), testsKept));
            sampledCardinality = now;
            sampledTests = testsKept;
            lastSample = elapsedMillis;
        }
    }

    /** The snapshots, thinned to at most 40 evenly spread ones (the last always kept). */
    synchronized List<Snapshot> snapshots() {
        if (snapshots.size() <= MAX_POINTS) {
            return List.copyOf(snapshots);
        }
        List<Snapshot> out = new ArrayList<>();
        for (int i = 0; i < MAX_POINTS; i++) {
            out.add(snapshots.get((int) ((long) i * (snapshots.size() - 1) / (MAX_POINTS - 1))));
        }
        return out;
    }
}
