package dev.ferret.stateful.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Versioned migrations of a kept campaign: created, migrated with its rows kept, or refused when newer. */
class SchemaMigrationTest {

    @TempDir
    Path dir;

    private CampaignLocation location() {
        return CampaignLocation.parse(dir.resolve("c").toString(), Map.of());
    }

    private Connection connect() throws Exception {
        org.h2.Driver.load();
        return DriverManager.getConnection(location().url());
    }

    @Test
    void shouldMigrateACampaignOfVersionOneKeepingItsRowsAndItsIds() throws Exception {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            Schema.migrate(c, "c", 1);
            assertEquals(1, Schema.version(c));
            s.execute("INSERT INTO testcases (tid, class_name, routine, pre_serialized, outcome, seq, at_index,"
                    + " seq_length) VALUES (7, 'A', 'A.m()', '0', 'pass', 0, 1, 2)");
        }
        CampaignStore.prepare(location(), "r2", 5, List.of("A"));
        try (Connection c = connect(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT t.tid, t.run_id, n.next_tid FROM testcases t, tid_counter n")) {
            assertEquals(Schema.VERSION, Schema.version(c));
            r.next();
            assertEquals(7, r.getLong(1));
            assertEquals("", r.getString(2), "an old row has no run");
            assertEquals(8, r.getLong(3), "new ids follow the old ones");
        }
    }

    @Test
    void shouldMigrateACampaignOfVersionThreeWhoseRowsHaveNoSequenceToRebuild() throws Exception {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            Schema.migrate(c, "c", 3);
            s.execute("INSERT INTO testcases (tid, class_name, routine, pre_serialized, outcome, seq, at_index,"
                    + " seq_length, run_id, writer) VALUES (7, 'A', 'A.m()', '0', 'pass', 0, 1, 2, 'r1', 'w1')");
            s.execute("INSERT INTO predicates_1 (tid, name, var_0, type_0, ret_value, kind)"
                    + " VALUES (7, '$.isEmpty()', 0, 'A', 1, 'pre')");
        }
        CampaignStore.prepare(location(), "r2", 5, List.of("A"));
        try (CampaignStore store = CampaignStore.join(location(), "r2")) {
            store.replayWith((writer, seq) -> 0);
            assertEquals(List.of(), store.search("$.isEmpty()", List.of("A"),
                    CampaignStore.Comparison.EQ, 1), "a row without a stored sequence cannot be rebuilt");
            assertEquals(List.of(), store.replayablePassingCalls(List.of("A"), 5));
            assertEquals(1, store.observed().size(), "but inference still reads it");
        }
        try (Connection c = connect()) {
            assertEquals(4, Schema.version(c));
        }
    }

    @Test
    void shouldRefuseACampaignOfANewerSchemaInOneLine() throws Exception {
        CampaignStore.prepare(location(), "r1", 0, List.of());
        try (Connection c = connect(); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE schema_version SET version = 99");
        }
        IncompatibleCampaignException e = assertThrows(IncompatibleCampaignException.class,
                () -> CampaignStore.join(location(), "r2"));
        assertEquals("campaign " + dir.resolve("c") + " has schema version 99, this Ferret reads up to " + Schema.VERSION,
                e.getMessage());
    }
}
