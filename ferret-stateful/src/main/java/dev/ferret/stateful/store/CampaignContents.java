package dev.ferret.stateful.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a kept campaign holds, per class under test: its recorded calls, and those of them whose
 * sequence is stored in portable form (schema version 4), the only ones a run without a random
 * phase ({@code ferret stateful}) can rebuild. Read by the coordinator before such a run; nothing
 * of the code under test is involved.
 *
 * @param calls recorded calls per class, in name order
 * @param replayable calls per class whose sequence is stored (absent: none)
 */
public record CampaignContents(Map<String, Long> calls, Map<String, Long> replayable) {

    /**
     * Reads the campaign (migrating an older one first, as a run would).
     *
     * @throws java.io.FileNotFoundException when an H2 campaign file does not exist (opening it would
     *     create an empty one)
     * @throws IncompatibleCampaignException when a newer Ferret wrote it
     */
    public static CampaignContents read(CampaignLocation location) throws SQLException, java.io.FileNotFoundException {
        if (location.h2File()) {
            Path file = Path.of(location.url().substring("jdbc:h2:file:".length()) + ".mv.db");
            if (!Files.isRegularFile(file)) {
                throw new java.io.FileNotFoundException("campaign " + location.name() + " does not exist (no " + file
                        + ")");
            }
        }
        try (Connection c = CampaignStore.connect(location)) {
            Schema.migrate(c, location.name());
            return new CampaignContents(counts(c, "SELECT class_name, COUNT(*) FROM testcases GROUP BY class_name"),
                    counts(c, "SELECT t.class_name, COUNT(*) FROM testcases t JOIN sequences s ON s.writer = t.writer"
                            + " AND s.seq = t.seq GROUP BY t.class_name"));
        }
    }

    private static Map<String, Long> counts(Connection c, String sql) throws SQLException {
        Map<String, Long> out = new TreeMap<>();
        try (Statement s = c.createStatement()) {
            s.setQueryTimeout(CampaignStore.DEFAULT_TIMEOUT_SECONDS);
            try (ResultSet r = s.executeQuery(sql)) {
                while (r.next()) {
                    out.put(r.getString(1), r.getLong(2));
                }
            }
        }
        return out;
    }
}
