package dev.ferret.stateful.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
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
        DriverManager.registerDriver(new org.postgresql.Driver());
        try (Connection c = DriverManager.getConnection(server.url(), "ferret", "");
             Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + db);
        }
        return CampaignStore.open(server.url().replace("/postgres", "/" + db), "ferret", "",
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
}
