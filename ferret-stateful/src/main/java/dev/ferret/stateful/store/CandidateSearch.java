package dev.ferret.stateful.store;

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
 * The reduction's searches for stored objects ({@link CampaignStore#search},
 * {@link CampaignStore#searchTogether}): among the rows of the asking writer, whose sequences its
 * JVM holds, and the rows of every writer whose sequence is stored in portable form (schema
 * version 4), rebuilt through {@link ForeignSequences}. Shortest sequences first (for a bound,
 * the value closest to it before them), at most the cap.
 */
final class CandidateSearch {

    private static final String COLUMNS =
            "SELECT t.tid, t.seq, t.at_index, t.pre_serialized, t.post_serialized, p.var_0, p.kind, t.writer";
    private static final String ORDER = " ORDER BY t.seq_length, t.tid, p.kind DESC LIMIT ";

    /**
     * The order of a search on {@code comparison}: for a bound the value closest to it first (the
     * smallest object that breaks {@code size() <= 7}: a boundary value, and the cheapest test of
     * a routine whose cost grows with it), then {@link #ORDER}.
     */
    private static String order(Comparison comparison) {
        return switch (comparison) {
            case GT -> " ORDER BY p.ret_value," + ORDER.substring(" ORDER BY".length());
            case LT -> " ORDER BY p.ret_value DESC," + ORDER.substring(" ORDER BY".length());
            default -> ORDER;
        };
    }

    /** A row is usable when its writer is the one asking or its sequence is stored. */
    private static final String USABLE = " AND (t.writer = ? OR EXISTS (SELECT 1 FROM sequences s"
            + " WHERE s.writer = t.writer AND s.seq = t.seq))";

    private final Connection connection;
    private final String writer;
    private final int cap;

    CandidateSearch(Connection connection, String writer, int cap) {
        this.connection = connection;
        this.writer = writer;
        this.cap = cap;
    }

    List<Candidate> search(String name, Collection<String> types, Comparison comparison, long value,
                           int timeoutSeconds, ForeignSequences foreign) throws SQLException {
        if (types.isEmpty()) {
            return List.of();
        }
        String sql = COLUMNS + " FROM predicates_1 p JOIN testcases t ON t.tid = p.tid WHERE p.name = ? AND p.type_0 IN "
                + in(types) + " AND p.ret_value " + comparison.sql() + " ?" + USABLE + order(comparison) + cap;
        List<Object> params = new ArrayList<>();
        params.add(name);
        params.addAll(types);
        params.add(value);
        return query(sql, params, timeoutSeconds, foreign);
    }

    /**
     * Objects whose predicate {@code name} compares to {@code value} and that satisfy every one of
     * {@code also} in the same stored state (one join per condition).
     */
    List<Candidate> searchSatisfying(String name, Collection<String> types, Comparison comparison, long value,
                                     List<Condition> also, int timeoutSeconds, ForeignSequences foreign)
            throws SQLException {
        if (types.isEmpty()) {
            return List.of();
        }
        StringBuilder sql = new StringBuilder(COLUMNS).append(" FROM predicates_1 p JOIN testcases t ON t.tid = p.tid");
        List<Object> params = new ArrayList<>();
        for (int i = 0; i < also.size(); i++) {
            String q = "q" + i;
            sql.append(" JOIN predicates_1 ").append(q).append(" ON ").append(q).append(".tid = p.tid AND ").append(q)
                    .append(".var_0 = p.var_0 AND ").append(q).append(".kind = p.kind AND ").append(q)
                    .append(".name = ? AND ").append(q).append(".ret_value ").append(also.get(i).comparison().sql())
                    .append(" ?");
            params.add(also.get(i).name());
            params.add(also.get(i).value());
        }
        sql.append(" WHERE p.name = ? AND p.type_0 IN ").append(in(types)).append(" AND p.ret_value ")
                .append(comparison.sql()).append(" ?").append(USABLE).append(order(comparison)).append(cap);
        params.add(name);
        params.addAll(types);
        params.add(value);
        return query(sql.toString(), params, timeoutSeconds, foreign);
    }

    /**
     * The smallest and largest value of each predicate over the stored objects of each dynamic
     * type, every writer's: whether a search can find anything, without the search.
     */
    java.util.Map<String, java.util.Map<String, long[]>> ranges(int timeoutSeconds) throws SQLException {
        java.util.Map<String, java.util.Map<String, long[]>> out = new java.util.HashMap<>();
        try (java.sql.Statement s = connection.createStatement()) {
            s.setQueryTimeout(timeoutSeconds);
            try (ResultSet r = s.executeQuery(
                    "SELECT name, type_0, MIN(ret_value), MAX(ret_value) FROM predicates_1 GROUP BY name, type_0")) {
                while (r.next()) {
                    out.computeIfAbsent(r.getString(1), k -> new java.util.HashMap<>())
                            .put(r.getString(2), new long[] {r.getLong(3), r.getLong(4)});
                }
            }
        }
        return out;
    }

    List<Candidate> searchTogether(String name, Comparison comparison, long value, String name2,
                                   Comparison comparison2, long value2, Collection<String> types,
                                   int timeoutSeconds, ForeignSequences foreign) throws SQLException {
        if (types.isEmpty()) {
            return List.of();
        }
        String sql = COLUMNS + " FROM predicates_1 p JOIN predicates_1 q ON q.tid = p.tid AND q.var_0 = p.var_0"
                + " AND q.kind = p.kind JOIN testcases t ON t.tid = p.tid WHERE p.name = ? AND p.type_0 IN " + in(types)
                + " AND p.ret_value " + comparison.sql() + " ? AND q.name = ? AND q.ret_value " + comparison2.sql()
                + " ?" + USABLE + ORDER + cap;
        List<Object> params = new ArrayList<>();
        params.add(name);
        params.addAll(types);
        params.add(value);
        params.add(name2);
        params.add(value2);
        return query(sql, params, timeoutSeconds, foreign);
    }

    /** Runs a search with the query timeout and the cap; {@code params} are bound in order, then the writer. */
    private List<Candidate> query(String sql, List<Object> params, int timeoutSeconds, ForeignSequences foreign)
            throws SQLException {
        try (PreparedStatement s = connection.prepareStatement(sql)) {
            s.setQueryTimeout(timeoutSeconds);
            s.setMaxRows(cap);
            int i = 1;
            for (Object p : params) {
                if (p instanceof Long l) {
                    s.setLong(i++, l);
                } else {
                    s.setString(i++, (String) p);
                }
            }
            s.setString(i, writer);
            return candidates(s, foreign);
        }
    }

    /** The dynamic types recorded for inputs and results, by every writer. */
    List<String> types() throws SQLException {
        List<String> out = new ArrayList<>();
        try (java.sql.Statement s = connection.createStatement();
             ResultSet r = s.executeQuery("SELECT DISTINCT type_0 FROM predicates_1 ORDER BY type_0")) {
            while (r.next()) {
                out.add(r.getString(1));
            }
        }
        return out;
    }

    private static String in(Collection<String> types) {
        StringJoiner in = new StringJoiner(",", "(", ")");
        types.forEach(t -> in.add("?"));
        return in.toString();
    }

    /** One row of a search: where the object is, by whose sequence. */
    private record Row(long tid, long seq, int at, String pre, String post, int role, boolean postState,
                       String writer) {
    }

    /** The rows as candidates: this writer's under their own sequence ids, others' under local ones. */
    private List<Candidate> candidates(PreparedStatement s, ForeignSequences foreign) throws SQLException {
        List<Row> rows = new ArrayList<>();
        try (ResultSet r = s.executeQuery()) {
            while (r.next()) {
                rows.add(new Row(r.getLong(1), r.getLong(2), r.getInt(3), r.getString(4), r.getString(5), r.getInt(6),
                        "post".equals(r.getString(7)), r.getString(8)));
            }
        }
        List<Candidate> out = new ArrayList<>();
        for (Row row : rows) { // after the result set is closed: resolving may query the store
            int sequence = writer.equals(row.writer()) ? (int) row.seq() : foreign.localId(row.writer(), row.seq());
            if (sequence == -1) {
                continue;
            }
            String[] objects = (row.postState() ? row.post() : row.pre()).split(",");
            out.add(new Candidate(row.tid(), sequence, Integer.parseInt(objects[row.role()]),
                    row.postState() ? row.at() + 1 : row.at()));
        }
        return out;
    }
}
