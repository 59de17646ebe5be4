package dev.ferret.stateful.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code transitions} table of a {@link CampaignStore}: per routine, predicate, role and
 * writer, how often a passing call took the predicate from one value to another. Filled by one
 * {@code INSERT … SELECT} after the load, read by the transition fallback.
 */
final class TransitionTable {

    private TransitionTable() {
    }

    /** Aggregates {@code writer}'s passing calls' pre/post predicate pairs into {@code transitions}; commits. */
    static void fill(Connection connection, String writer, int timeoutSeconds) throws SQLException {
        try (PreparedStatement s = connection.prepareStatement("INSERT INTO transitions (class_name, routine,"
                + " name, var_0, pre_value, post_value, occurrences, writer) SELECT t.class_name, t.routine, a.name,"
                + " a.var_0, a.ret_value, b.ret_value, COUNT(*), t.writer FROM testcases t JOIN predicates_1 a"
                + " ON a.tid = t.tid AND a.kind = 'pre' JOIN predicates_1 b ON b.tid = t.tid AND b.kind = 'post'"
                + " AND b.var_0 = a.var_0 AND b.name = a.name WHERE t.outcome = 'pass' AND t.writer = ?"
                + " GROUP BY t.class_name, t.routine, a.name, a.var_0, a.ret_value, b.ret_value, t.writer")) {
            s.setQueryTimeout(timeoutSeconds);
            s.setString(1, writer);
            s.executeUpdate();
        }
        connection.commit();
    }

    /** The routines and roles that took {@code name} from {@code from} to {@code to}, most frequent first, at most {@code cap}. */
    static List<CampaignStore.Flip> flips(Connection connection, String name, long from, long to, int cap,
                                          int timeoutSeconds) throws SQLException {
        String sql = "SELECT routine, var_0, SUM(occurrences) AS n FROM transitions WHERE name = ? AND pre_value = ?"
                + " AND post_value = ? GROUP BY routine, var_0 ORDER BY n DESC, routine, var_0 LIMIT " + cap;
        List<CampaignStore.Flip> out = new ArrayList<>();
        try (PreparedStatement s = connection.prepareStatement(sql)) {
            s.setQueryTimeout(timeoutSeconds);
            s.setString(1, name);
            s.setLong(2, from);
            s.setLong(3, to);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(new CampaignStore.Flip(r.getString(1), r.getInt(2)));
                }
            }
        }
        return out;
    }

    /** Rows of {@code transitions} that {@code writer} filled. */
    static long count(Connection connection, String writer) throws SQLException {
        try (PreparedStatement s = connection.prepareStatement("SELECT COUNT(*) FROM transitions WHERE writer = ?")) {
            s.setString(1, writer);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getLong(1);
            }
        }
    }
}
