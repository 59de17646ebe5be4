package dev.ferret.stateful.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.examples.stateful.LinkList;
import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.store.CampaignStore.Comparison;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The campaign database benchmark of issue 13, scaled down to run in every build: the stateful
 * phase's workload through {@link CampaignStore}'s own statements (a bulk insert of recorded calls
 * and their predicate rows, the inference queries, the transitions, and reduction searches) on the
 * embedded default (an H2 file) and on a real PostgreSQL server. The figures go to standard output
 * and {@code target/campaign-workload.txt}; only the answers are asserted, never the timings
 * ({@code bench/store.sh} compares engines at 10⁶ rows).
 */
class CampaignWorkloadTest {

    private static final int CALLS = 3_000;
    private static final int SEARCHES = 20;
    private static final String TYPE = LinkList.class.getName();

    @Test
    void shouldRunTheWorkloadOnAnH2File(@TempDir Path dir) throws Exception {
        try (CampaignStore store = CampaignStore.open("jdbc:h2:file:" + dir.resolve("campaign"), null, null,
                CampaignStore.DEFAULT_TIMEOUT_SECONDS, CampaignStore.DEFAULT_CAP)) {
            run("H2 file", store);
        }
    }

    @Test
    void shouldRunTheWorkloadOnPostgres() throws Exception {
        try (TemporaryPostgres server = TemporaryPostgres.startOrSkip("CampaignWorkloadTest")) {
            server.createDatabase("workload");
            try (CampaignStore store = CampaignStore.open(server.url("workload"), TemporaryPostgres.USER,
                    TemporaryPostgres.PASSWORD, CampaignStore.DEFAULT_TIMEOUT_SECONDS, CampaignStore.DEFAULT_CAP)) {
                run("PostgreSQL", store);
            }
        }
    }

    /** Recorded calls of {@code LinkList.append} with random sizes; the expected answers counted on the side. */
    private static void run(String engine, CampaignStore store) throws Exception {
        MethodOperation append = new MethodOperation(LinkList.class.getMethod("append", LinkList.class),
                LinkList.class, LinkList.class, false);
        SplittableRandom random = new SplittableRandom(13);
        List<RecordedCall> calls = new ArrayList<>();
        int[] lengths = new int[CALLS];
        long[] preSizes = new long[CALLS];
        int passing = 0;
        for (int i = 0; i < CALLS; i++) {
            lengths[i] = 2 + random.nextInt(30);
            long receiver = random.nextInt(8);
            long argument = random.nextInt(8);
            boolean passed = random.nextInt(10) > 0;
            passing += passed ? 1 : 0;
            preSizes[i] = receiver;
            List<Predicate> ps = new ArrayList<>(List.of(
                    new Predicate(0, "$.size()", TYPE, receiver, false),
                    new Predicate(0, "$.isEmpty()", TYPE, receiver == 0 ? 1 : 0, false),
                    new Predicate(1, "$.size()", TYPE, argument, false),
                    new Predicate(1, "$.isEmpty()", TYPE, argument == 0 ? 1 : 0, false)));
            if (passed) {
                ps.add(new Predicate(0, "$.size()", TYPE, receiver + argument, true));
                ps.add(new Predicate(0, "$.isEmpty()", TYPE, receiver + argument == 0 ? 1 : 0, true));
            }
            calls.add(new RecordedCall(i, lengths[i] - 1, append, new int[] {0, 1}, passed, ps));
        }
        long t0 = System.nanoTime();
        store.insert(calls, id -> lengths[id]);
        long insert = System.nanoTime() - t0;
        t0 = System.nanoTime();
        store.fillTransitions(); // as the phase does: the indexes, then the transitions
        long transitions = System.nanoTime() - t0;
        t0 = System.nanoTime();
        List<Observed> observed = store.observed();
        List<PassingCall> passingCalls = store.passingCalls();
        long inference = System.nanoTime() - t0;
        long[] searches = new long[SEARCHES];
        for (int s = 0; s < SEARCHES; s++) {
            long size = s % 8;
            t0 = System.nanoTime();
            List<Candidate> found = store.search("$.size()", List.of(TYPE), Comparison.EQ, size);
            searches[s] = System.nanoTime() - t0;
            assertTrue(found.size() == CampaignStore.DEFAULT_CAP, "enough stored lists of size " + size);
            for (int k = 1; k < found.size(); k++) {
                assertTrue(lengths[found.get(k - 1).sequence()] <= lengths[found.get(k).sequence()],
                        "shortest sequences first");
            }
            for (Candidate c : found) {
                if (c.statement() == 0 && c.prefix() == lengths[c.sequence()] - 1) {
                    assertEquals(size, preSizes[c.sequence()], "a receiver found in its pre-state has the size asked");
                }
            }
        }
        assertEquals(CALLS, store.testCases());
        assertEquals(passing, passingCalls.size(), "only passing calls feed inference");
        assertTrue(observed.stream().anyMatch(o -> o.name().equals("$.size()") && o.role() == 0));
        report(engine, store.predicateRows(), insert, inference, transitions, searches);
    }

    private static void report(String engine, long rows, long insert, long inference, long transitions,
                               long[] searches) throws IOException {
        long[] sorted = searches.clone();
        Arrays.sort(sorted);
        String line = String.format("campaign workload, %s: %,d calls and %,d predicate rows inserted in %,d ms"
                        + " (%,d rows/s); indexes and transitions %,d ms; inference queries %,d ms; search median %.1f ms,"
                        + " max %.1f ms over %d%n", engine, CALLS, rows, insert / 1_000_000,
                rows * 1_000_000_000L / Math.max(1, insert), transitions / 1_000_000, inference / 1_000_000,
                sorted[sorted.length / 2] / 1e6, sorted[sorted.length - 1] / 1e6, sorted.length);
        System.out.print(line);
        Path out = Path.of("target", "campaign-workload.txt");
        Files.createDirectories(out.getParent());
        Files.writeString(out, line, java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
    }
}
