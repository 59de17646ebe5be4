package dev.ferret.stateful.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The same schema and queries on a real PostgreSQL server started for the test
 * ({@link TemporaryPostgres}); skipped, with the reason printed, only when no server can start.
 */
class PostgresCampaignStoreTest extends CampaignStoreChecks {

    private static TemporaryPostgres server;
    private int databases;

    @BeforeAll
    static void startServer() {
        server = TemporaryPostgres.startOrSkip("PostgresCampaignStoreTest");
    }

    @AfterAll
    static void stopServer() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    @Override
    CampaignStore open(int cap) throws SQLException {
        String db = "campaign" + databases++;
        server.createDatabase(db);
        return CampaignStore.open(server.url(db), TemporaryPostgres.USER, TemporaryPostgres.PASSWORD,
                CampaignStore.DEFAULT_TIMEOUT_SECONDS, cap);
    }

    @Test
    void shouldStoreRecordedCallsAndAnswerTheInferenceAndReductionQueriesOnPostgres() throws Exception {
        checkStoreInferenceInputSearchAndTransitions();
        try (CampaignStore store = open(1)) {
            assertEquals("PostgreSQL", store.product());
        }
    }

    @Test
    void shouldAddASecondRunToACampaignOnPostgresWithCredentialsFromTheEnvironment() throws Exception {
        server.createDatabase("kept");
        checkTwoRunsAddToOneCampaign(CampaignLocation.parse(server.url("kept"), Map.of(
                CampaignLocation.USER_VARIABLE, TemporaryPostgres.USER,
                CampaignLocation.PASSWORD_VARIABLE, TemporaryPostgres.PASSWORD)));
    }

    @Test
    void shouldLetALaterRunRebuildTheObjectsOfAnEarlierOneOnPostgres() throws Exception {
        server.createDatabase("replay");
        checkALaterRunFindsTheObjectsOfAnEarlierOne(CampaignLocation.parse(server.url("replay"), Map.of(
                CampaignLocation.USER_VARIABLE, TemporaryPostgres.USER,
                CampaignLocation.PASSWORD_VARIABLE, TemporaryPostgres.PASSWORD)));
    }

    @Test
    void shouldRefuseAWrongPasswordWithThePostgresMessage() {
        CampaignLocation wrong = CampaignLocation.parse(server.url() + "?user=ferret&password=wrong", Map.of());
        assertEquals(server.url() + "?user=ferret&password=***", wrong.name(), "the password is not shown");
        SQLException e = assertThrows(SQLException.class, () -> CampaignStore.prepare(wrong, "r", 0, List.of()));
        assertTrue(e.getMessage().contains("password authentication failed"), e.getMessage());
    }

    @Test
    void shouldLetProcessesThatOpenAFreshCampaignAtOnceMigrateItOneAfterTheOther() throws Exception {
        server.createDatabase("fresh");
        CampaignLocation fresh = CampaignLocation.parse(server.url("fresh"), Map.of(
                CampaignLocation.USER_VARIABLE, TemporaryPostgres.USER,
                CampaignLocation.PASSWORD_VARIABLE, TemporaryPostgres.PASSWORD));
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(4);
        try {
            List<java.util.concurrent.Future<Object>> all = new java.util.ArrayList<>();
            for (int i = 0; i < 4; i++) {
                String run = "run-" + i;
                all.add(pool.submit(() -> {
                    CampaignStore.prepare(fresh, run, 0, List.of());
                    return null;
                }));
            }
            for (java.util.concurrent.Future<Object> f : all) {
                f.get(); // throws when one of them failed (a table created twice)
            }
        } finally {
            pool.shutdownNow();
        }
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(server.url("fresh"), TemporaryPostgres.USER,
                TemporaryPostgres.PASSWORD); java.sql.Statement s = c.createStatement();
             java.sql.ResultSet r = s.executeQuery("SELECT COUNT(*) FROM runs")) {
            r.next();
            assertEquals(4, r.getLong(1));
            assertEquals(Schema.VERSION, Schema.version(c));
        }
    }

    @Test
    void shouldLetWritersOfOneRunStoreAndFillTransitionsAtOnceWithoutDeadlock() throws Exception {
        server.createDatabase("busy");
        CampaignLocation busy = CampaignLocation.parse(server.url("busy"), Map.of(
                CampaignLocation.USER_VARIABLE, TemporaryPostgres.USER,
                CampaignLocation.PASSWORD_VARIABLE, TemporaryPostgres.PASSWORD));
        CampaignStore.prepare(busy, "run", 0, List.of());
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(3);
        try {
            List<java.util.concurrent.Future<Long>> all = new java.util.ArrayList<>();
            for (int w = 0; w < 3; w++) {
                all.add(pool.submit(() -> {
                    try (CampaignStore store = CampaignStore.join(busy, "run")) {
                        for (int i = 0; i < 15; i++) {
                            store.insert(calls(), id -> 3);
                            store.fillTransitions();
                        }
                        return store.testCases();
                    }
                }));
            }
            for (java.util.concurrent.Future<Long> f : all) {
                assertEquals(45, f.get(), "a writer failed (deadlock)");
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
