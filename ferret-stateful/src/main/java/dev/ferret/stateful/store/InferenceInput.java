package dev.ferret.stateful.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** Inference's two reads of the campaign, over every run and writer in it ({@link CampaignStore#observed}). */
final class InferenceInput {

    private InferenceInput() {
    }

    /** Per routine, input and predicate: what its passing calls showed before the call (inference's input). */
    static List<Observed> observed(Connection connection, int timeoutSeconds) throws SQLException {
        String sql = "SELECT t.class_name, t.routine, p.var_0, p.name, MIN(p.ret_value), MAX(p.ret_value),"
                + " COUNT(*), MAX(n.calls) FROM testcases t JOIN predicates_1 p ON p.tid = t.tid AND p.kind = 'pre'"
                + " JOIN (SELECT class_name, routine, COUNT(*) AS calls FROM testcases WHERE outcome = 'pass'"
                + " GROUP BY class_name, routine) n ON n.class_name = t.class_name AND n.routine = t.routine"
                + " WHERE t.outcome = 'pass' GROUP BY t.class_name, t.routine, p.var_0, p.name"
                + " ORDER BY t.class_name, t.routine, p.var_0, p.name";
        List<Observed> out = new ArrayList<>();
        try (Statement s = connection.createStatement()) {
            s.setQueryTimeout(timeoutSeconds);
            try (ResultSet r = s.executeQuery(sql)) {
                while (r.next()) {
                    out.add(new Observed(r.getString(1), r.getString(2), r.getInt(3), r.getString(4), r.getLong(5),
                            r.getLong(6), r.getLong(7), r.getLong(8)));
                }
            }
        }
        return out;
    }

    /**
     * The pre- and post-states of every stored passing call, in the order they were stored
     * (postcondition inference's input), within the timeout.
     */
    static List<PassingCall> passingCalls(Connection connection, int timeoutSeconds) throws SQLException {
        String sql = "SELECT t.tid, t.class_name, t.routine, p.var_0, p.name, p.kind, p.ret_value FROM testcases t"
                + " JOIN predicates_1 p ON p.tid = t.tid WHERE t.outcome = 'pass' ORDER BY t.tid";
        List<PassingCall> out = new ArrayList<>();
        try (Statement s = connection.createStatement()) {
            s.setQueryTimeout(timeoutSeconds);
            try (ResultSet r = s.executeQuery(sql)) {
                long tid = -1;
                String[] names = new String[2];
                java.util.Map<Slot, Long> pre = new java.util.HashMap<>();
                java.util.Map<Slot, Long> post = new java.util.HashMap<>();
                while (r.next()) {
                    if (r.getLong(1) != tid && tid >= 0) {
                        out.add(new PassingCall(tid, names[0], names[1], pre, post));
                        pre.clear();
                        post.clear();
                    }
                    tid = r.getLong(1);
                    names[0] = r.getString(2);
                    names[1] = r.getString(3);
                    ("post".equals(r.getString(6)) ? post : pre).put(new Slot(r.getInt(4), r.getString(5)), r.getLong(7));
                }
                if (tid >= 0) {
                    out.add(new PassingCall(tid, names[0], names[1], pre, post));
                }
            }
        }
        return out;
    }
}
