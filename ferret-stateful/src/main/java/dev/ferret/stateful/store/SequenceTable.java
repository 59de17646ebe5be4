package dev.ferret.stateful.store;

import dev.ferret.core.model.Statement;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.replay.SequenceCodec;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * The {@code sequences} table (schema version 4): one writer's recorded sequences in portable form
 * ({@link SequenceCodec}), each stored once, and what a later run reads back to rebuild the
 * objects of every writer: a sequence's text and the passing calls that have one.
 */
final class SequenceTable {

    /** Longer encodings are not kept (the column's portable limit is far above any real sequence). */
    private static final int MAX_CHARS = 1_000_000;

    private final Connection connection;
    private final String writer;
    private final String runId;
    private final Set<Integer> kept = new HashSet<>();

    SequenceTable(Connection connection, String writer, String runId) {
        this.connection = connection;
        this.writer = writer;
        this.runId = runId;
    }

    /** Stores the sequences of {@code calls} not stored yet that have a portable form; commits. */
    int keep(Collection<RecordedCall> calls, IntFunction<Statement[]> statements, int timeoutSeconds)
            throws SQLException {
        int added = 0;
        try (PreparedStatement s = connection.prepareStatement(
                "INSERT INTO sequences (writer, seq, run_id, steps) VALUES (?,?,?,?)")) {
            s.setQueryTimeout(timeoutSeconds);
            for (RecordedCall call : calls) {
                if (!kept.add(call.sequence())) {
                    continue;
                }
                String steps = SequenceCodec.encode(statements.apply(call.sequence()));
                if (steps == null || steps.length() > MAX_CHARS) {
                    continue;
                }
                s.setString(1, writer);
                s.setLong(2, call.sequence());
                s.setString(3, runId);
                s.setString(4, steps);
                s.addBatch();
                added++;
            }
            s.executeBatch();
        }
        connection.commit();
        return added;
    }

    /** The portable form of a writer's sequence, or null when none is stored. */
    String steps(String owner, long seq, int timeoutSeconds) throws SQLException {
        try (PreparedStatement s = connection.prepareStatement(
                "SELECT steps FROM sequences WHERE writer = ? AND seq = ?")) {
            s.setQueryTimeout(timeoutSeconds);
            s.setString(1, owner);
            s.setLong(2, seq);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? r.getString(1) : null;
            }
        }
    }

    /**
     * Per routine of {@code classes}, at most {@code perRoutine} passing calls with a stored
     * sequence, the shortest first.
     */
    List<StoredCall> passingCalls(Collection<String> classes, int perRoutine, int timeoutSeconds)
            throws SQLException {
        List<StoredCall> out = new ArrayList<>();
        Map<String, Integer> taken = new HashMap<>();
        try (PreparedStatement s = connection.prepareStatement("SELECT t.class_name, t.routine, t.writer, t.seq,"
                + " t.at_index, t.pre_serialized FROM testcases t JOIN sequences q ON q.writer = t.writer"
                + " AND q.seq = t.seq WHERE t.outcome = 'pass' ORDER BY t.class_name, t.routine, t.seq_length, t.tid")) {
            s.setQueryTimeout(timeoutSeconds);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    String routine = r.getString(2);
                    if (!classes.contains(r.getString(1)) || taken.merge(routine, 1, Integer::sum) > perRoutine) {
                        continue;
                    }
                    out.add(new StoredCall(r.getString(1), routine, r.getString(3), r.getLong(4), r.getInt(5),
                            indices(r.getString(6))));
                }
            }
        }
        return out;
    }

    private static int[] indices(String list) {
        return list.isEmpty() ? new int[0] : Arrays.stream(list.split(",")).mapToInt(Integer::parseInt).toArray();
    }
}
