package dev.ferret.orchestration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.run.InvalidInputException;
import dev.ferret.core.run.RunConfig;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CampaignRunTest {

    private static final RunConfig BASE = RunConfig.of(List.of(), List.of("a.B")).withSeed(7);

    @Test
    void shouldRegisterTheRunAndServeAnH2FileToTheWorkersUntilClosed(@TempDir Path dir) throws Exception {
        String file = dir.resolve("c").toString();
        String served;
        String run;
        try (CampaignRun campaign = CampaignRun.open(BASE.withCampaign(file, ""))) {
            served = campaign.config().campaign();
            run = campaign.config().campaignRun();
            assertTrue(served.matches("jdbc:h2:tcp://127\\.0\\.0\\.1:\\d+/" + java.util.regex.Pattern.quote(file)), served);
            assertTrue(run.matches("\\d{8}T\\d{6}Z-[0-9a-f]+"), run);
            try (Connection c = DriverManager.getConnection(served); Statement s = c.createStatement();
                 ResultSet r = s.executeQuery("SELECT run_id, seed, classes FROM runs")) {
                r.next();
                assertEquals(List.of(run, "7", "a.B"), List.of(r.getString(1), r.getString(2), r.getString(3)));
            }
        }
        assertThrows(java.sql.SQLException.class, () -> DriverManager.getConnection(served).close(),
                "the server stops with the run");
    }

    @Test
    void shouldLeaveARunWithoutCampaignAlone() throws Exception {
        try (CampaignRun none = CampaignRun.open(BASE)) {
            assertSame(BASE, none.config());
        }
    }

    @Test
    void shouldReportAnUnreachableDatabaseInOneLine() throws Exception {
        int closed;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> CampaignRun.open(
                BASE.withCampaign("jdbc:postgresql://127.0.0.1:" + closed + "/c?user=u&password=p", "")));
        assertTrue(e.getMessage().startsWith("campaign jdbc:postgresql://127.0.0.1:" + closed
                + "/c?user=u&password=*** cannot be opened: Connection to 127.0.0.1:" + closed + " refused"),
                e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }
}
