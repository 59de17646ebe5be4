package dev.ferret.stateful.store;

import dev.ferret.stateful.record.PairPredicate;
import dev.ferret.stateful.store.CampaignStore.Comparison;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.StringJoiner;

/**
 * The rows of {@code predicates_2} (binary predicates) and the queries over them, for
 * {@link CampaignStore}: the inserts of a recorded call's pairs, the value counts at passing calls
 * (binary preconditions' input), the unary predicates of the pair's objects at the passing calls
 * where the pair had one value (conditional preconditions {@code pre(r | A)} with a binary A),
 * and the search for pairs of stored objects with a value, optionally joined with a unary clause
 * on one of them.
 */
final class PairRows {

    static final String INSERT = "INSERT INTO predicates_2 (tid, name, var_0, var_1, type_0, type_1, ret_value, kind)"
            + " VALUES (?,?,?,?,?,?,?,?)";

    /**
     * A unary clause on one object of a searched pair.
     *
     * @param second whether it is on the pair's second object
     */
    record Clause(boolean second, String name, Comparison comparison, long value) {
    }

    private PairRows() {
    }

    /** Adds the pairs of test case {@code tid} to the batch; the rows added. */
    static int add(PreparedStatement p2, long tid, List<PairPredicate> pairs) throws SQLException {
        for (PairPredicate p : pairs) {
            p2.setLong(1, tid);
            p2.setString(2, p.name());
            p2.setInt(3, p.role0());
            p2.setInt(4, p.role1());
            p2.setString(5, p.type0());
            p2.setString(6, p.type1());
            p2.setLong(7, p.value());
            p2.setString(8, p.post() ? "post" : "pre");
            p2.addBatch();
        }
        return pairs.size();
    }

    /** Per routine, pair of inputs, predicate and value: the passing calls that showed it before the call. */
    static List<PairCount> counts(Connection c, int timeoutSeconds) throws SQLException {
        String sql = "SELECT t.class_name, t.routine, p.var_0, p.var_1, p.name, p.ret_value, COUNT(*), MAX(n.calls)"
                + " FROM testcases t JOIN predicates_2 p ON p.tid = t.tid AND p.kind = 'pre'"
                + " JOIN (SELECT class_name, routine, COUNT(*) AS calls FROM testcases WHERE outcome = 'pass'"
                + " GROUP BY class_name, routine) n ON n.class_name = t.class_name AND n.routine = t.routine"
                + " WHERE t.outcome = 'pass' GROUP BY t.class_name, t.routine, p.var_0, p.var_1, p.name, p.ret_value"
                + " ORDER BY t.class_name, t.routine, p.var_0, p.var_1, p.name, p.ret_value";
        List<PairCount> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setQueryTimeout(timeoutSeconds);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(new PairCount(r.getString(1), r.getString(2), r.getInt(3), r.getInt(4), r.getString(5),
                            r.getLong(6), r.getLong(7), r.getLong(8)));
                }
            }
        }
        return out;
    }

    /**
     * What the passing calls of {@code pair}'s routine whose pair had {@code pair.value()} showed
     * of the unary predicates of the pair's two objects before the call.
     */
    static List<Observed> conditional(Connection c, int timeoutSeconds, PairCount pair) throws SQLException {
        String sql = "SELECT q.var_0, q.name, MIN(q.ret_value), MAX(q.ret_value), COUNT(*) FROM testcases t"
                + " JOIN predicates_2 p ON p.tid = t.tid AND p.kind = 'pre' JOIN predicates_1 q ON q.tid = t.tid"
                + " AND q.kind = 'pre' AND (q.var_0 = ? OR q.var_0 = ?) WHERE t.outcome = 'pass' AND t.class_name = ?"
                + " AND t.routine = ? AND p.name = ? AND p.var_0 = ? AND p.var_1 = ? AND p.ret_value = ?"
                + " GROUP BY q.var_0, q.name ORDER BY q.var_0, q.name";
        List<Observed> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setQueryTimeout(timeoutSeconds);
            s.setInt(1, pair.role0());
            s.setInt(2, pair.role1());
            s.setString(3, pair.className());
            s.setString(4, pair.routine());
            s.setString(5, pair.name());
            s.setInt(6, pair.role0());
            s.setInt(7, pair.role1());
            s.setLong(8, pair.value());
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(new Observed(pair.className(), pair.routine(), r.getInt(1), r.getString(2), r.getLong(3),
                            r.getLong(4), r.getLong(5), pair.calls()));
                }
            }
        }
        return out;
    }

    /**
     * Pairs of {@code writer}'s stored objects, of the given types, one state each, whose predicate
     * {@code name} has {@code value} and, when {@code clause} is not null, whose object it names
     * satisfies it too; the shortest sequences first, at most {@code cap}.
     */
    static List<PairCandidate> search(Connection c, int timeoutSeconds, int cap, String writer, String name, long value,
                                      Collection<String> types0, Collection<String> types1, Clause clause)
            throws SQLException {
        String join = clause == null ? "" : " JOIN predicates_1 q ON q.tid = p.tid AND q.kind = p.kind AND q.var_0 = p.var_"
                + (clause.second() ? 1 : 0) + " AND q.name = ? AND q.ret_value " + clause.comparison().sql() + " ?";
        String sql = "SELECT t.tid, t.seq, t.at_index, t.pre_serialized, t.post_serialized, p.var_0, p.var_1, p.kind"
                + " FROM predicates_2 p JOIN testcases t ON t.tid = p.tid" + join + " WHERE p.name = ? AND p.ret_value = ?"
                + " AND p.type_0 IN " + marks(types0) + " AND p.type_1 IN " + marks(types1)
                + " AND t.writer = ? ORDER BY t.seq_length, t.tid, p.kind DESC LIMIT " + cap;
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setQueryTimeout(timeoutSeconds);
            s.setMaxRows(cap);
            int i = 1;
            if (clause != null) {
                s.setString(i++, clause.name());
                s.setLong(i++, clause.value());
            }
            s.setString(i++, name);
            s.setLong(i++, value);
            for (String t : types0) {
                s.setString(i++, t);
            }
            for (String t : types1) {
                s.setString(i++, t);
            }
            s.setString(i, writer);
            return candidates(s);
        }
    }

    private static String marks(Collection<String> types) {
        StringJoiner in = new StringJoiner(",", "(", ")");
        types.forEach(t -> in.add("?"));
        return in.toString();
    }

    private static List<PairCandidate> candidates(PreparedStatement s) throws SQLException {
        List<PairCandidate> out = new ArrayList<>();
        try (ResultSet r = s.executeQuery()) {
            while (r.next()) {
                boolean post = "post".equals(r.getString(8));
                String[] objects = r.getString(post ? 5 : 4).split(",");
                int at = r.getInt(3);
                out.add(new PairCandidate(r.getLong(1), (int) r.getLong(2), Integer.parseInt(objects[r.getInt(6)]),
                        Integer.parseInt(objects[r.getInt(7)]), post ? at + 1 : at));
            }
        }
        return out;
    }
}
