package dev.ferret.stateful.store;

import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.record.RecordedCall;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collection;
import java.util.StringJoiner;
import java.util.function.IntUnaryOperator;

/**
 * The bulk writer of one {@link CampaignStore}: recorded calls into {@code testcases}, their
 * predicates into {@code predicates_1} and {@code predicates_2} ({@link PairRows}), in JDBC
 * batches of {@value #BATCH} rows, tagged with the run and the writer; test-case ids come in
 * blocks from {@code tid_counter}.
 */
final class CallWriter {

    /** Rows sent to the database at a time. */
    static final int BATCH = 5_000;

    private final Connection connection;
    private final String runId;
    private final String writer;
    private long stored;
    private long predicateRows;

    CallWriter(Connection connection, String runId, String writer) {
        this.connection = connection;
        this.runId = runId;
        this.writer = writer;
    }

    /**
     * Stores recorded calls: one {@code testcases} row each and its predicates; commits.
     *
     * @param sequenceLength the length of each recorded sequence, by id
     */
    void insert(Collection<RecordedCall> calls, IntUnaryOperator sequenceLength, int timeoutSeconds)
            throws SQLException {
        long nextTid = reserve(calls.size(), timeoutSeconds);
        try (PreparedStatement tc = connection.prepareStatement("INSERT INTO testcases (tid, class_name, routine,"
                + " pre_serialized, post_serialized, outcome, seq, at_index, seq_length, run_id, writer)"
                + " VALUES (?,?,?,?,?,?,?,?,?,?,?)");
             PreparedStatement p1 = connection.prepareStatement("INSERT INTO predicates_1 (tid, name, var_0, type_0,"
                     + " ret_value, kind) VALUES (?,?,?,?,?,?)");
             PreparedStatement p2 = connection.prepareStatement(PairRows.INSERT)) {
            int pending = 0;
            for (RecordedCall call : calls) {
                long tid = nextTid++;
                tc.setLong(1, tid);
                tc.setString(2, call.method().owner().getName());
                tc.setString(3, call.method().signature());
                tc.setString(4, joined(call.inputs()));
                tc.setString(5, call.passed() ? joined(call.postObjects()) : null);
                tc.setString(6, call.passed() ? "pass" : "fail");
                tc.setLong(7, call.sequence());
                tc.setInt(8, call.at());
                tc.setInt(9, sequenceLength.applyAsInt(call.sequence()));
                tc.setString(10, runId);
                tc.setString(11, writer);
                tc.addBatch();
                stored++;
                predicateRows += PairRows.add(p2, tid, call.pairs());
                pending += call.pairs().size();
                for (Predicate p : call.predicates()) {
                    p1.setLong(1, tid);
                    p1.setString(2, p.name());
                    p1.setInt(3, p.role());
                    p1.setString(4, p.type());
                    p1.setLong(5, p.value());
                    p1.setString(6, p.post() ? "post" : "pre");
                    p1.addBatch();
                    predicateRows++;
                    if (++pending >= BATCH) {
                        tc.executeBatch();
                        p1.executeBatch();
                        p2.executeBatch();
                        pending = 0;
                    }
                }
            }
            tc.executeBatch();
            p1.executeBatch();
            p2.executeBatch();
        }
        connection.commit();
    }

    /**
     * Takes {@code n} test-case ids from the campaign's counter and commits at once: the row lock
     * orders concurrent writers, so no two of them ever take the same id.
     *
     * @return the first of the ids
     */
    private long reserve(int n, int timeoutSeconds) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.setQueryTimeout(timeoutSeconds);
            s.executeUpdate("UPDATE tid_counter SET next_tid = next_tid + " + n);
            try (ResultSet r = s.executeQuery("SELECT next_tid FROM tid_counter")) {
                r.next();
                long next = r.getLong(1);
                connection.commit();
                return next - n;
            }
        } catch (SQLException e) {
            connection.rollback();
            throw e;
        }
    }

    /** Test cases stored so far. */
    long stored() {
        return stored;
    }

    /** Predicate rows (unary and binary) stored so far. */
    long predicateRows() {
        return predicateRows;
    }

    private static String joined(int[] indices) {
        StringJoiner j = new StringJoiner(",");
        for (int i : indices) {
            j.add(Integer.toString(i));
        }
        return j.toString();
    }
}
