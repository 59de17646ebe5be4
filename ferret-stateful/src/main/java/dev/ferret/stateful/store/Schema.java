package dev.ferret.stateful.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The campaign database's tables, after the paper's Fig. 3, in SQL that H2 and PostgreSQL both
 * accept: {@code testcases} (one row per recorded call: its class, routine, the statement indices
 * of its pre- and post-state objects as comma-separated lists, the recorded sequence and the
 * call's place in it), {@code predicates_1} and {@code predicates_2} (atomic predicates over one
 * and two objects with {@code $}-normalized names; {@code var_i} indexes the test's object list,
 * {@code kind} is {@code pre} or {@code post}), {@code transitions} (per routine, predicate and
 * role: how often a passing call took the value from {@code pre_value} to {@code post_value}),
 * and {@code schema_version}.
 */
final class Schema {

    /** The version this code reads and writes. */
    static final int VERSION = 1;

    private static final List<String> DDL = List.of(
            "CREATE TABLE schema_version (version INT NOT NULL)",
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
                    + " post_value BIGINT NOT NULL, occurrences BIGINT NOT NULL)");

    /** Created after the bulk load: loading into indexed tables is several times slower. */
    private static final List<String> INDEXES = List.of(
            "CREATE INDEX predicates_1_search ON predicates_1 (name, type_0, ret_value)",
            "CREATE INDEX predicates_1_tid ON predicates_1 (tid)",
            "CREATE INDEX predicates_2_search ON predicates_2 (name, kind, type_0, type_1, ret_value)",
            "CREATE INDEX testcases_routine ON testcases (class_name, routine, outcome)",
            "CREATE INDEX transitions_flip ON transitions (name, pre_value, post_value)");

    private Schema() {
    }

    /** Creates the indexes, once the recorded calls are loaded. */
    static void index(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String ddl : INDEXES) {
                s.execute(ddl);
            }
        }
    }

    /** Creates the tables (without indexes) in an empty database. */
    static void create(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String ddl : DDL) {
                s.execute(ddl);
            }
            s.execute("INSERT INTO schema_version (version) VALUES (" + VERSION + ")");
        }
    }
}
