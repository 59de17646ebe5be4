package dev.ferret.stateful.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Collection;
import java.util.Optional;

/**
 * The classes of a run shared by several processes, as a queue in a PostgreSQL campaign (table
 * {@code work_queue}, keyed by the queue's name and the class). A participant {@linkplain #take
 * takes} one class at a time with {@code SELECT … FOR UPDATE SKIP LOCKED}, which leases it
 * ({@code taken_by}, {@code lease_until} by the database's clock); it {@linkplain #renew renews}
 * the lease while the class runs and {@linkplain #complete completes} the class once its output
 * is in place. A class whose lease ran out (its participant died or hangs) is taken again.
 *
 * <p>One connection per participant; the methods are synchronized, so a heartbeat thread may
 * renew while the main thread works.
 */
public final class WorkQueue implements AutoCloseable {

    /** The end of a lease that starts now by the database's clock; its parameter is the lease in milliseconds. */
    private static final String LEASE_END = "clock_timestamp() + CAST(? AS DOUBLE PRECISION) * INTERVAL '1 millisecond'";

    private final Connection connection;
    private final String queue;
    private final String participant;
    private final long leaseMillis;

    private WorkQueue(Connection connection, String queue, String participant, long leaseMillis) {
        this.connection = connection;
        this.queue = queue;
        this.participant = participant;
        this.leaseMillis = leaseMillis;
    }

    /**
     * Joins the queue {@code queue} of the campaign, adding those of {@code classes} it lacks (the
     * first participant creates it; later ones add nothing new when they name the same classes).
     *
     * @param participant this process's name, at most 64 characters, unique among participants
     * @param lease how long a taken class stays this participant's without a renewal
     * @throws IllegalArgumentException when the campaign is not a PostgreSQL database
     * @throws IncompatibleCampaignException when a newer Ferret wrote the campaign
     */
    public static WorkQueue join(CampaignLocation location, String queue, Collection<String> classes,
                                 String participant, Duration lease) throws SQLException {
        if (!location.postgres()) {
            throw new IllegalArgumentException("a work queue needs a jdbc:postgresql:// campaign, not " + location.name());
        }
        Connection c = CampaignStore.connect(location);
        try {
            Schema.migrate(c, location.name());
            try (PreparedStatement s = c.prepareStatement("INSERT INTO work_queue (queue, class_name) VALUES (?, ?)"
                    + " ON CONFLICT DO NOTHING")) {
                for (String cls : classes) {
                    s.setString(1, queue);
                    s.setString(2, cls);
                    s.addBatch();
                }
                s.executeBatch();
            }
            return new WorkQueue(c, queue, participant, lease.toMillis());
        } catch (SQLException | RuntimeException e) {
            c.close();
            throw e;
        }
    }

    /**
     * Leases a class that is neither done nor leased (or whose lease ran out); empty when there is
     * none right now (see {@link #finished}).
     */
    public synchronized Optional<String> take() throws SQLException {
        connection.setAutoCommit(false);
        try {
            String cls = null;
            try (PreparedStatement s = connection.prepareStatement("SELECT class_name FROM work_queue WHERE queue = ?"
                    + " AND done_by IS NULL AND (taken_by IS NULL OR lease_until < clock_timestamp())"
                    + " ORDER BY class_name LIMIT 1 FOR UPDATE SKIP LOCKED")) {
                s.setString(1, queue);
                try (ResultSet r = s.executeQuery()) {
                    if (r.next()) {
                        cls = r.getString(1);
                    }
                }
            }
            if (cls != null) {
                try (PreparedStatement s = connection.prepareStatement("UPDATE work_queue SET taken_by = ?,"
                        + " lease_until = " + LEASE_END + ", takes = takes + 1"
                        + " WHERE queue = ? AND class_name = ?")) {
                    s.setString(1, participant);
                    s.setLong(2, leaseMillis);
                    s.setString(3, queue);
                    s.setString(4, cls);
                    s.executeUpdate();
                }
            }
            connection.commit();
            return Optional.ofNullable(cls);
        } catch (SQLException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
    }

    /** Extends this participant's lease of {@code cls}; false when it is no longer this participant's. */
    public synchronized boolean renew(String cls) throws SQLException {
        try (PreparedStatement s = connection.prepareStatement("UPDATE work_queue SET"
                + " lease_until = " + LEASE_END
                + " WHERE queue = ? AND class_name = ? AND taken_by = ? AND done_by IS NULL")) {
            s.setLong(1, leaseMillis);
            s.setString(2, queue);
            s.setString(3, cls);
            s.setString(4, participant);
            return s.executeUpdate() == 1;
        }
    }

    /** What completing a class puts in place, under the class's row lock. */
    @FunctionalInterface
    public interface Placement {
        /** Puts the class's output in place. */
        void place() throws Exception;
    }

    /**
     * Marks {@code cls} done by this participant, running {@code placement} while its row is
     * locked: no other participant takes or completes it meanwhile, and when this process dies
     * before the commit, the class is not done and is handed out again. Nothing is placed and
     * false is returned when the class is no longer this participant's (its lease ran out and
     * another took it, or another completed it).
     *
     * @throws Exception what {@code placement} throws (the class then stays not done)
     */
    public synchronized boolean complete(String cls, Placement placement) throws Exception {
        connection.setAutoCommit(false);
        try {
            boolean mine;
            try (PreparedStatement s = connection.prepareStatement("SELECT 1 FROM work_queue WHERE queue = ?"
                    + " AND class_name = ? AND taken_by = ? AND done_by IS NULL FOR UPDATE")) {
                s.setString(1, queue);
                s.setString(2, cls);
                s.setString(3, participant);
                try (ResultSet r = s.executeQuery()) {
                    mine = r.next();
                }
            }
            if (mine) {
                placement.place();
                try (PreparedStatement s = connection.prepareStatement("UPDATE work_queue SET done_by = ?,"
                        + " taken_by = NULL, lease_until = NULL WHERE queue = ? AND class_name = ?")) {
                    s.setString(1, participant);
                    s.setString(2, queue);
                    s.setString(3, cls);
                    s.executeUpdate();
                }
            }
            connection.commit();
            return mine;
        } catch (Exception e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
    }

    /** Whether every class of the queue is done. */
    public synchronized boolean finished() throws SQLException {
        try (PreparedStatement s = connection.prepareStatement(
                "SELECT COUNT(*) FROM work_queue WHERE queue = ? AND done_by IS NULL")) {
            s.setString(1, queue);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getLong(1) == 0;
            }
        }
    }

    /**
     * One class of the queue.
     *
     * @param className the class
     * @param doneBy the participant that completed it, or null while it is not done
     * @param takes how often it was taken (more than once when a participant died with it)
     */
    public record Entry(String className, String doneBy, int takes) {
    }

    /** Every class of the queue, by name: the queue's merged view, the same for every participant. */
    public synchronized java.util.List<Entry> entries() throws SQLException {
        java.util.List<Entry> out = new java.util.ArrayList<>();
        try (PreparedStatement s = connection.prepareStatement(
                "SELECT class_name, done_by, takes FROM work_queue WHERE queue = ? ORDER BY class_name")) {
            s.setString(1, queue);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(new Entry(r.getString(1), r.getString(2), r.getInt(3)));
                }
            }
        }
        return out;
    }

    @Override
    public synchronized void close() throws SQLException {
        connection.close();
    }
}
