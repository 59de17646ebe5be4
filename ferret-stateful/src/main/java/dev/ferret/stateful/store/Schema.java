package dev.ferret.stateful.store;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The campaign database's tables, after the paper's Fig. 3, in SQL that H2 and PostgreSQL both
 * accept, built by versioned migrations: {@code testcases} (one row per recorded call: its class,
 * routine, the statement indices of its pre- and post-state objects as comma-separated lists, the
 * recorded sequence and the call's place in it, the run and the writer that stored it),
 * {@code predicates_1} and {@code predicates_2} (atomic predicates over one and two objects with
 * {@code $}-normalized names; {@code var_i} indexes the test's object list, {@code kind} is
 * {@code pre} or {@code post}), {@code transitions} (per routine, predicate and role: how often a
 * passing call took the value from {@code pre_value} to {@code post_value}), {@code runs} (one row
 * per run that wrote to the campaign), {@code tid_counter} (the next free test-case id, so that
 * several writers never collide), {@code work_queue} (version 3: the classes of a shared run,
 * {@link WorkQueue}), {@code sequences} (version 4: per writer and recorded sequence, the statements
 * that built its objects in a portable form, {@link dev.ferret.stateful.replay.SequenceCodec}, so
 * that any later run can rebuild them; test cases of older campaigns have none and are not rebuilt)
 * and {@code schema_version}.
 */
final class Schema {

    /** Migration {@code i} brings a database from version {@code i} to {@code i + 1}. */
    private static final List<List<String>> MIGRATIONS = List.of(
            List.of("CREATE TABLE schema_version (version INT NOT NULL)",
                    "INSERT INTO schema_version (version) VALUES (0)",
                    "CREATE TABLE testcases (tid BIGINT PRIMARY KEY, class_name VARCHAR(1000) NOT NULL,"
                            + " routine VARCHAR(2000) NOT NULL, pre_serialized VARCHAR(2000) NOT NULL,"
                            + " post_serialized VARCHAR(2000), outcome VARCHAR(8) NOT NULL, seq BIGINT NOT NULL,"
                            + " at_index INT NOT NULL, seq_length INT NOT NULL)",
                    "CREATE TABLE predicates_1 (tid BIGINT NOT NULL, name VARCHAR(1000) NOT NULL, var_0 INT NOT NULL,"
                            + " type_0 VARCHAR(1000) NOT NULL, ret_value BIGINT NOT NULL, kind VARCHAR(4) NOT NULL)",
                    "CREATE TABLE predicates_2 (tid BIGINT NOT NULL, name VARCHAR(1000) NOT NULL, var_0 INT NOT NULL,"
                            + " var_1 INT NOT NULL, type_0 VARCHAR(1000) NOT NULL, type_1 VARCHAR(1000) NOT NULL,"
                            + " ret_value BIGINT NOT NULL, kind VARCHAR(4) NOT NULL)",
                    "CREATE TABLE transitions (class_name VARCHAR(1000) NOT NULL, routine VARCHAR(2000) NOT NULL,"
                            + " name VARCHAR(1000) NOT NULL, var_0 INT NOT NULL, pre_value BIGINT NOT NULL,"
                            + " post_value BIGINT NOT NULL, occurrences BIGINT NOT NULL)"),
            List.of("ALTER TABLE testcases ADD COLUMN run_id VARCHAR(64) DEFAULT '' NOT NULL",
                    "ALTER TABLE testcases ADD COLUMN writer VARCHAR(64) DEFAULT '' NOT NULL",
                    "ALTER TABLE transitions ADD COLUMN writer VARCHAR(64) DEFAULT '' NOT NULL",
                    "CREATE TABLE runs (run_id VARCHAR(64) PRIMARY KEY, started VARCHAR(40) NOT NULL,"
                            + " seed BIGINT NOT NULL, classes VARCHAR(4000) NOT NULL)",
                    "CREATE TABLE tid_counter (next_tid BIGINT NOT NULL)",
                    "INSERT INTO tid_counter (next_tid) SELECT COALESCE(MAX(tid) + 1, 0) FROM testcases"),
            List.of("CREATE TABLE work_queue (queue VARCHAR(200) NOT NULL, class_name VARCHAR(1000) NOT NULL,"
                    + " taken_by VARCHAR(64), lease_until TIMESTAMP, takes INT DEFAULT 0 NOT NULL, done_by VARCHAR(64),"
                    + " PRIMARY KEY (queue, class_name))"),
            List.of("CREATE TABLE sequences (writer VARCHAR(64) NOT NULL, seq BIGINT NOT NULL, run_id VARCHAR(64) NOT NULL,"
                    + " steps VARCHAR NOT NULL, PRIMARY KEY (writer, seq))"));

    /** The key of the PostgreSQL advisory lock held while a campaign is checked and migrated. */
    private static final long MIGRATION_LOCK = 0x4665727265744341L;

    /** The version this code reads and writes. */
    static final int VERSION = MIGRATIONS.size();

    /** Created after the bulk load: loading into indexed tables is several times slower. */
    private static final List<String> INDEXES = List.of(
            "CREATE INDEX IF NOT EXISTS predicates_1_search ON predicates_1 (name, type_0, ret_value)",
            "CREATE INDEX IF NOT EXISTS predicates_1_tid ON predicates_1 (tid)",
            "CREATE INDEX IF NOT EXISTS predicates_2_search ON predicates_2 (name, kind, type_0, type_1, ret_value)",
            "CREATE INDEX IF NOT EXISTS testcases_routine ON testcases (class_name, routine, outcome)",
            "CREATE INDEX IF NOT EXISTS transitions_flip ON transitions (name, pre_value, post_value)");

    private Schema() {
    }

    /** Creates the indexes, once the recorded calls are loaded (those that exist are kept). */
    static void index(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String ddl : INDEXES) {
                s.execute(ddl);
            }
        }
    }

    /**
     * Refreshes PostgreSQL's statistics of the tables a bulk load filled, so that the queries after
     * it are planned for the rows now there (autovacuum comes too late for them); a no-op on H2,
     * whose planner counts rows itself.
     */
    static void analyze(Connection c) throws SQLException {
        if (c.getMetaData().getDatabaseProductName().equals("PostgreSQL")) {
            try (Statement s = c.createStatement()) {
                s.execute("ANALYZE testcases, predicates_1, predicates_2");
            }
        }
    }

    /**
     * Brings the database to {@link #VERSION}: creates the tables in an empty one, applies the
     * migrations a campaign of an older version lacks, and refuses one written by a newer Ferret.
     * On PostgreSQL the check and all migrations are one transaction (its DDL is transactional)
     * under an advisory lock, so concurrent openers wait for each other and a failed migration
     * leaves nothing behind; H2 commits each DDL statement at once.
     * Leaves the connection in auto-commit mode.
     *
     * @param name the campaign as the user named it, for the refusal
     * @throws IncompatibleCampaignException when the campaign's version is newer than this code's
     */
    static void migrate(Connection c, String name) throws SQLException {
        migrate(c, name, VERSION, false);
    }

    /** {@link #migrate(Connection, String)}, then the indexes, in the same transaction and lock. */
    static void migrateAndIndex(Connection c, String name) throws SQLException {
        migrate(c, name, VERSION, true);
    }

    /** {@link #migrate(Connection, String)} up to {@code target} only (older campaigns, for tests). */
    static void migrate(Connection c, String name, int target) throws SQLException {
        migrate(c, name, target, false);
    }

    private static void migrate(Connection c, String name, int target, boolean index) throws SQLException {
        c.setAutoCommit(false);
        try (Statement s = c.createStatement()) {
            if ("PostgreSQL".equals(c.getMetaData().getDatabaseProductName())) {
                // processes that open a fresh campaign at once migrate it one after the other
                s.execute("SELECT pg_advisory_xact_lock(" + MIGRATION_LOCK + ")");
            }
            int version = version(c);
            if (version > VERSION) {
                throw new IncompatibleCampaignException("campaign " + name + " has schema version " + version
                        + ", this Ferret reads up to " + VERSION);
            }
            for (int v = version; v < target; v++) {
                for (String ddl : MIGRATIONS.get(v)) {
                    s.execute(ddl);
                }
                s.executeUpdate("UPDATE schema_version SET version = " + (v + 1));
            }
            if (index) {
                index(c);
            }
            c.commit(); // one transaction: the advisory lock is held until here
        } catch (SQLException e) {
            c.rollback();
            throw e;
        } finally {
            c.setAutoCommit(true);
        }
    }

    /** The schema version of the database, 0 when it has no {@code schema_version} table. */
    static int version(Connection c) throws SQLException {
        if (!hasTable(c.getMetaData(), "schema_version")) {
            return 0;
        }
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT MAX(version) FROM schema_version")) {
            return r.next() ? r.getInt(1) : 0;
        }
    }

    private static boolean hasTable(DatabaseMetaData meta, String table) throws SQLException {
        for (String spelled : List.of(table, table.toUpperCase(java.util.Locale.ROOT))) {
            try (ResultSet r = meta.getTables(null, null, spelled, new String[] {"TABLE"})) {
                if (r.next()) {
                    return true;
                }
            }
        }
        return false;
    }
}
