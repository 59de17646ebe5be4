package dev.ferret.stateful.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The work queue on a real PostgreSQL server ({@link TemporaryPostgres}): two participants never
 * hold the same class, a lease that runs out hands the class to another, a class is completed
 * once. Skipped, with the reason printed, only when no server can start.
 */
class WorkQueueTest {

    private static TemporaryPostgres server;
    private static int databases;

    @BeforeAll
    static void startServer() {
        server = TemporaryPostgres.startOrSkip("WorkQueueTest");
    }

    @AfterAll
    static void stopServer() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    private static CampaignLocation campaign() throws Exception {
        String db = "queue" + databases++;
        server.createDatabase(db);
        return new CampaignLocation(db, server.url(db), TemporaryPostgres.USER, TemporaryPostgres.PASSWORD);
    }

    @Test
    void shouldHandEachClassToOneParticipantAndFinishWhenAllAreDone() throws Exception {
        CampaignLocation location = campaign();
        List<String> classes = List.of("a.A", "a.B", "a.C");
        try (WorkQueue one = WorkQueue.join(location, "q", classes, "one", Duration.ofMinutes(1));
             WorkQueue two = WorkQueue.join(location, "q", classes, "two", Duration.ofMinutes(1))) {
            List<String> taken = new ArrayList<>();
            for (WorkQueue w : List.of(one, two, one)) {
                taken.add(w.take().orElseThrow());
            }
            assertEquals(Set.of("a.A", "a.B", "a.C"), Set.copyOf(taken), "no class handed out twice");
            assertEquals(Optional.empty(), two.take(), "all leased");
            assertFalse(one.finished());
            assertFalse(two.complete(taken.get(0), () -> { }), "not two's class");
            int[] placed = new int[1];
            assertTrue(one.complete(taken.get(0), () -> placed[0]++));
            assertTrue(two.complete(taken.get(1), () -> placed[0]++));
            assertFalse(one.complete(taken.get(0), () -> placed[0]++), "done once");
            assertTrue(one.complete(taken.get(2), () -> placed[0]++));
            assertEquals(3, placed[0]);
            assertTrue(two.finished());
            assertTrue(one.renew(taken.get(0)) == false, "a done class has no lease");
        }
    }

    @Test
    void shouldHandAClassAgainWhenItsLeaseRunsOutAndKeepItWhileRenewed() throws Exception {
        CampaignLocation location = campaign();
        try (WorkQueue dying = WorkQueue.join(location, "q", List.of("a.A"), "dying", Duration.ofSeconds(1));
             WorkQueue other = WorkQueue.join(location, "q", List.of("a.A"), "other", Duration.ofSeconds(1))) {
            assertEquals(Optional.of("a.A"), dying.take());
            for (int i = 0; i < 3; i++) {
                Thread.sleep(500);
                assertTrue(dying.renew("a.A"));
                assertEquals(Optional.empty(), other.take(), "renewed: still dying's");
            }
            Thread.sleep(1300); // no heartbeat: the lease runs out
            assertEquals(Optional.of("a.A"), other.take());
            assertFalse(dying.renew("a.A"), "lost");
            assertFalse(dying.complete("a.A", () -> { throw new AssertionError("placed by a participant that lost it"); }));
            assertThrows(IllegalStateException.class, () -> other.complete("a.A", () -> {
                throw new IllegalStateException("disk full");
            }));
            assertFalse(other.finished(), "a failed placement leaves the class not done");
            assertEquals(List.of(new WorkQueue.Entry("a.A", null, 2)), dying.entries(), "not done, taken twice");
            assertTrue(other.complete("a.A", () -> { }));
            assertTrue(dying.finished());
            assertEquals(List.of(new WorkQueue.Entry("a.A", "other", 2)), dying.entries(), "the same view for all");
        }
    }

    @Test
    void shouldRefuseACampaignThatIsNotPostgres() {
        CampaignLocation h2 = CampaignLocation.parse("/tmp/some-campaign");
        assertThrows(IllegalArgumentException.class,
                () -> WorkQueue.join(h2, "q", List.of("a.A"), "one", Duration.ofSeconds(1)));
    }
}
