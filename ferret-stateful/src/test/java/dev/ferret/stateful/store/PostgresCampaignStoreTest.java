package dev.ferret.stateful.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The same schema and queries on a real PostgreSQL server started for the test
 * ({@link TemporaryPostgres}); skipped, with the reason printed, only when no server can start.
 */
class PostgresCampaignStoreTest extends CampaignStoreChecks {

    private static TemporaryPostgres server;
    private static String why;
    private int databases;

    @BeforeAll
    static void startServer() {
        try {
            server = TemporaryPostgres.start();
        } catch (Exception e) {
            why = e.getMessage();
            System.err.println("PostgresCampaignStoreTest SKIPPED: no PostgreSQL server could start: " + why);
        }
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
        Assumptions.assumeTrue(server != null, () -> "no PostgreSQL server: " + why);
        checkStoreInferenceInputSearchAndTransitions();
        try (CampaignStore store = open(1)) {
            assertEquals("PostgreSQL", store.product());
        }
    }

    @Test
    void shouldAddASecondRunToACampaignOnPostgresWithCredentialsFromTheEnvironment() throws Exception {
        Assumptions.assumeTrue(server != null, () -> "no PostgreSQL server: " + why);
        server.createDatabase("kept");
        checkTwoRunsAddToOneCampaign(CampaignLocation.parse(server.url("kept"), Map.of(
                CampaignLocation.USER_VARIABLE, TemporaryPostgres.USER,
                CampaignLocation.PASSWORD_VARIABLE, TemporaryPostgres.PASSWORD)));
    }

    @Test
    void shouldRefuseAWrongPasswordWithThePostgresMessage() {
        Assumptions.assumeTrue(server != null, () -> "no PostgreSQL server: " + why);
        CampaignLocation wrong = CampaignLocation.parse(server.url() + "?user=ferret&password=wrong", Map.of());
        assertEquals(server.url() + "?user=ferret&password=***", wrong.name(), "the password is not shown");
        SQLException e = assertThrows(SQLException.class, () -> CampaignStore.prepare(wrong, "r", 0, List.of()));
        assertTrue(e.getMessage().contains("password authentication failed"), e.getMessage());
    }
}
