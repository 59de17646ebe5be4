package dev.ferret.stateful.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An H2 campaign file served to a run's writers: they share it, and one's end does not cut the other off. */
class CampaignHostTest {

    @Test
    void shouldServeAnH2FileToSeveralWritersForTheRunsLength(@TempDir Path dir) throws Exception {
        CampaignLocation file = CampaignLocation.parse(dir.resolve("c").toString(), Map.of());
        CampaignStore.prepare(file, "run", 0, List.of());
        try (CampaignHost host = CampaignHost.serve(file)) {
            CampaignLocation served = CampaignLocation.parse(host.campaignForWorkers(), Map.of());
            assertTrue(served.url().startsWith("jdbc:h2:tcp://127.0.0.1:"), served.url());
            try (CampaignStore a = CampaignStore.join(served, "run")) {
                try (CampaignStore b = CampaignStore.join(served, "run")) {
                    b.insert(CampaignStoreChecks.calls(), id -> 3);
                }
                a.insert(CampaignStoreChecks.calls(), id -> 3);
                a.fillTransitions();
                assertEquals(4, a.passingCalls().size(), "both writers' passing calls, after b has gone");
            }
        }
        try (CampaignStore after = CampaignStore.join(file, "next")) {
            assertEquals(4, after.observed().stream().filter(o -> o.role() == 0 && o.name().equals("$.isEmpty()"))
                    .findFirst().orElseThrow().passingCalls(), "the file, served no more, opens directly");
        }
    }

    @Test
    void shouldReachPostgresDirectly() throws Exception {
        CampaignLocation pg = CampaignLocation.parse("jdbc:postgresql://127.0.0.1:1/c", Map.of());
        try (CampaignHost host = CampaignHost.serve(pg)) {
            assertEquals(pg.url(), host.campaignForWorkers());
        }
    }
}
