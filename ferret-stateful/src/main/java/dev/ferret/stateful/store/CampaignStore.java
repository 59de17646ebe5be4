package dev.ferret.stateful.store;

import dev.ferret.stateful.record.RecordedCall;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Collection;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;

/**
 * The campaign database ({@link Schema}) behind a JDBC connection: an embedded H2 database in
 * memory by default ({@link #inMemory()}), or a kept campaign ({@link #join}: an H2 file or
 * PostgreSQL, {@link CampaignLocation}) that later runs add to. Each store is one writer: the rows
 * it inserts are tagged with the run's id and a writer id of its own; inference reads every passing
 * call of the campaign ({@link #observed}, {@link #passingCalls}); the reduction search
 * ({@link #search}) sees its own rows, the objects whose sequences this JVM holds, and those of any
 * writer whose sequences were stored in portable form ({@link #keepSequences}, {@link #replayWith});
 * the transitions it fills are its own. Calls are loaded first ({@link #insert}), then indexed
 * ({@link #fillTransitions}), then searched. Every search has a timeout (default {@value #DEFAULT_TIMEOUT_SECONDS} s) and a result cap
 * (default {@value #DEFAULT_CAP}), as in the paper. The store is the facade: the schema and its
 * migrations are {@link Schema}'s, the bulk load {@link CallWriter}'s, {@code transitions}
 * {@link TransitionTable}'s, the searches {@link CandidateSearch}'s and {@link PairRows}', inference's
 * queries {@link InferenceInput}'s, the portable sequences {@link SequenceTable}'s.
 */
public final class CampaignStore implements AutoCloseable {

    /** The paper's per-query timeout. */
    public static final int DEFAULT_TIMEOUT_SECONDS = 60;
    /** The paper's cap on the objects a query returns. */
    public static final int DEFAULT_CAP = 45;

    /** How a search constrains a predicate's value. */
    public enum Comparison {
        EQ("="), NE("<>"), LT("<"), GT(">");

        private final String sql;

        Comparison(String sql) {
            this.sql = sql;
        }

        String sql() {
            return sql;
        }
    }

    private final Connection connection;
    private int timeoutSeconds;
    private final int cap;
    private final String runId;
    private final String writer = java.util.UUID.randomUUID().toString();
    private final CandidateSearch searches;
    private final SequenceTable sequences;
    private final CallWriter writerOfCalls;
    private ForeignSequences foreign = ForeignSequences.NONE;

    /** Whether {@link #fillTransitions} creates the indexes: not in a kept campaign, indexed by {@link #prepare}. */
    private final boolean indexAfterLoad;

    private CampaignStore(Connection connection, int timeoutSeconds, int cap, String runId, boolean indexAfterLoad) {
        this.connection = connection;
        this.indexAfterLoad = indexAfterLoad;
        this.timeoutSeconds = timeoutSeconds;
        this.cap = cap;
        this.runId = runId;
        this.searches = new CandidateSearch(connection, writer, cap);
        this.sequences = new SequenceTable(connection, writer, runId);
        this.writerOfCalls = new CallWriter(connection, runId, writer);
    }

    /** A fresh embedded H2 database in memory, dropped on close. */
    public static CampaignStore inMemory() throws SQLException {
        return open("jdbc:h2:mem:ferret-" + java.util.UUID.randomUUID() + ";DB_CLOSE_DELAY=0", null, null,
                DEFAULT_TIMEOUT_SECONDS, DEFAULT_CAP);
    }

    /**
     * Opens a database and creates the schema in it, or migrates the one it holds, for a writer
     * outside any run.
     *
     * @param url a JDBC URL ({@code jdbc:h2:...}, {@code jdbc:postgresql://...})
     */
    public static CampaignStore open(String url, String user, String password, int timeoutSeconds, int cap)
            throws SQLException {
        return open(new CampaignLocation(url, url, user, password), "", timeoutSeconds, cap, true);
    }

    /**
     * Joins a kept campaign as one writer of run {@code runId} (registered by {@link #prepare}),
     * with the paper's timeout and cap.
     *
     * @throws IncompatibleCampaignException when a newer Ferret wrote the campaign
     */
    public static CampaignStore join(CampaignLocation location, String runId) throws SQLException {
        return open(location, runId, DEFAULT_TIMEOUT_SECONDS, DEFAULT_CAP, false);
    }

    /**
     * Creates or migrates a kept campaign and registers a run in it (its id, seed and classes),
     * before the run's writers {@link #join} it. Done once per run, by the coordinator: it fails
     * early, with the database's own message, when the campaign cannot be reached or the
     * credentials are wrong.
     *
     * @throws IncompatibleCampaignException when a newer Ferret wrote the campaign
     */
    public static void prepare(CampaignLocation location, String runId, long seed, Collection<String> classes)
            throws SQLException {
        try (Connection c = connect(location)) {
            // the indexes before the writers come: creating one locks its table against their
            // inserts until it commits, and two writers doing both deadlock on PostgreSQL
            Schema.migrateAndIndex(c, location.name());
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO runs (run_id, started, seed, classes) VALUES (?,?,?,?)")) {
                s.setString(1, runId);
                s.setString(2, java.time.Instant.now().toString());
                s.setLong(3, seed);
                String all = String.join(",", classes);
                s.setString(4, all.length() > 4000 ? all.substring(0, 3997) + "..." : all);
                s.executeUpdate();
            }
        }
    }

    private static CampaignStore open(CampaignLocation location, String runId, int timeoutSeconds, int cap,
                                      boolean indexAfterLoad) throws SQLException {
        Connection c = connect(location);
        try {
            Schema.migrate(c, location.name());
            c.setAutoCommit(false);
            return new CampaignStore(c, timeoutSeconds, cap, runId, indexAfterLoad);
        } catch (SQLException | RuntimeException e) {
            c.close();
            throw e;
        }
    }

    /**
     * A connection to the campaign (also for {@link WorkQueue}), made by the driver of its URL
     * directly: {@code DriverManager} would load every driver on the class path first, and the
     * PostgreSQL driver's initialization reads the JDK's logging configuration, a read outside the
     * scratch directory that a worker's guard would report against the code under test.
     */
    static Connection connect(CampaignLocation location) throws SQLException {
        String url = location.url();
        java.sql.Driver driver;
        if (url.startsWith("jdbc:h2:")) {
            driver = org.h2.Driver.load(); // the driver of the relocated (shaded) jar, whatever the service files say
        } else if (url.startsWith("jdbc:postgresql:")) {
            driver = new org.postgresql.Driver();
        } else {
            return location.user() == null ? DriverManager.getConnection(url)
                    : DriverManager.getConnection(url, location.user(), location.password());
        }
        java.util.Properties properties = new java.util.Properties();
        if (location.user() != null) {
            properties.setProperty("user", location.user());
            if (location.password() != null) {
                properties.setProperty("password", location.password());
            }
        }
        Connection c = driver.connect(url, properties);
        if (c == null) {
            throw new SQLException("no driver accepts " + url);
        }
        return c;
    }

    /** Lowers the per-query timeout to what is left of the phase (at least a second). */
    public void timeoutWithin(long deadlineNanos) {
        long left = (deadlineNanos - System.nanoTime()) / 1_000_000_000L;
        timeoutSeconds = (int) Math.max(1, Math.min(timeoutSeconds, left));
    }

    /** The database product's name, e.g. "H2" or "PostgreSQL". */
    public String product() throws SQLException {
        return connection.getMetaData().getDatabaseProductName();
    }

    /**
     * Stores recorded calls: one {@code testcases} row each and its predicates ({@link CallWriter}).
     *
     * @param sequenceLength the length of each recorded sequence, by id
     */
    public void insert(Collection<RecordedCall> calls, IntUnaryOperator sequenceLength) throws SQLException {
        writerOfCalls.insert(calls, sequenceLength, timeoutSeconds);
    }

    /**
     * Ends the bulk load: creates the indexes (in a store of its own; a kept campaign has them),
     * then aggregates the passing calls' pre/post predicate pairs into {@code transitions}
     * ({@link TransitionTable#fill}).
     */
    public void fillTransitions() throws SQLException {
        endLoad();
        TransitionTable.fill(connection, writer, timeoutSeconds);
    }

    /**
     * Ends the bulk load without the transitions: creates the indexes (in a store of its own)
     * and refreshes the statistics, so that inference's queries run indexed; {@link #fillTransitions}
     * can follow later, when the transitions are needed.
     */
    public void endLoad() throws SQLException {
        if (indexAfterLoad) {
            Schema.index(connection);
        }
        Schema.analyze(connection);
    }

    /** Per routine, input and predicate: what its passing calls showed before the call (inference's input). */
    public List<Observed> observed() throws SQLException {
        return InferenceInput.observed(connection, timeoutSeconds);
    }

    /**
     * The pre- and post-states of every stored passing call, in the order they were stored
     * (postcondition inference's input), within the timeout.
     */
    public List<PassingCall> passingCalls() throws SQLException {
        return InferenceInput.passingCalls(connection, timeoutSeconds);
    }

    /**
     * Objects of one of {@code types} whose predicate {@code name} compares to {@code value} as
     * asked, in a pre-state or a passing call's post-state: among the rows this store wrote and,
     * once {@link #replayWith} gave a way to rebuild them, the rows of any writer whose sequence is
     * stored; the shortest sequences first, at most the cap, within the timeout.
     */
    public List<Candidate> search(String name, Collection<String> types, Comparison comparison, long value)
            throws SQLException {
        return searches.search(name, types, comparison, value, timeoutSeconds, foreign);
    }

    /**
     * Like {@link #search}, for two predicates of the same object in the same stored state:
     * objects whose predicate {@code name} compares to {@code value} as asked and whose predicate
     * {@code name2} compares to {@code value2} (a conjunction such as the paper's
     * {@code A and not p} when both are on one input).
     */
    public List<Candidate> searchTogether(String name, Comparison comparison, long value, String name2,
                                          Comparison comparison2, long value2, Collection<String> types)
            throws SQLException {
        return searches.searchTogether(name, comparison, value, name2, comparison2, value2, types, timeoutSeconds,
                foreign);
    }

    /**
     * Like {@link #search}, for objects that also satisfy every one of {@code also} in the same
     * stored state (such as the routine's other preconditions on the input).
     */
    public List<Candidate> searchSatisfying(String name, Collection<String> types, Comparison comparison, long value,
                                            List<Condition> also) throws SQLException {
        return searches.searchSatisfying(name, types, comparison, value, also, timeoutSeconds, foreign);
    }

    /**
     * The range of each predicate's values over the stored objects of each dynamic type (every
     * writer's), by predicate name, then type: {@code {min, max}}. A search for a value outside
     * the ranges of its types finds nothing.
     */
    public java.util.Map<String, java.util.Map<String, long[]>> ranges() throws SQLException {
        return searches.ranges(timeoutSeconds);
    }

    /** Lets the searches find other writers' objects, rebuilt from their stored sequences. */
    public void replayWith(ForeignSequences sequences) {
        this.foreign = sequences;
    }

    /**
     * Stores the sequences that built the objects of {@code calls} in portable form (once each;
     * those with a generated callback or subclass have none), so that later runs can rebuild them;
     * only in a kept campaign ({@link #join}).
     *
     * @return how many were stored
     */
    public int keepSequences(Collection<RecordedCall> calls, IntFunction<dev.ferret.core.model.Statement[]> statements)
            throws SQLException {
        if (indexAfterLoad) {
            return 0; // a store of its own, dropped at the end: no later run reads its sequences
        }
        return sequences.keep(calls, statements, timeoutSeconds);
    }

    /** The portable form of {@code writer}'s sequence {@code seq}, or null when none is stored. */
    public String steps(String writer, long seq) throws SQLException {
        return sequences.steps(writer, seq, timeoutSeconds);
    }

    /** Per routine of {@code classes}, a few passing calls of any writer whose sequence is stored. */
    public List<StoredCall> replayablePassingCalls(Collection<String> classes, int perRoutine) throws SQLException {
        return sequences.passingCalls(classes, perRoutine, timeoutSeconds);
    }

    /**
     * The transitions that took predicate {@code name} from {@code from} to {@code to} in a
     * passing call: the routine and the role of the object in it, the most frequent first, at
     * most the cap (the paper's transition fallback looks here for a call that establishes a
     * dropped clause).
     */
    public List<Flip> flips(String name, long from, long to) throws SQLException {
        return TransitionTable.flips(connection, name, from, to, cap, timeoutSeconds);
    }

    /**
     * A routine that flipped a predicate of one of its objects.
     *
     * @param routine the routine's signature
     * @param role the object's role in its calls
     */
    public record Flip(String routine, int role) {
    }

    /** Binary predicates' values at passing calls, per routine and pair of inputs ({@link PairRows#counts}). */
    public List<PairCount> pairCounts() throws SQLException {
        return PairRows.counts(connection, timeoutSeconds);
    }

    /** The unary predicates of a pair's objects at the passing calls where it had its value ({@link PairRows#conditional}). */
    public List<Observed> observedGiven(PairCount pair) throws SQLException {
        return PairRows.conditional(connection, timeoutSeconds, pair);
    }

    /**
     * This writer's stored pairs whose binary predicate {@code name} is {@code value} and, unless
     * {@code clauseName} is null, whose first (or {@code onSecond}) object's predicate
     * {@code clauseName} compares to {@code clauseValue} as asked; at most the cap, within the timeout.
     */
    public List<PairCandidate> searchPairs(String name, long value, Collection<String> types0,
                                           Collection<String> types1, boolean onSecond, String clauseName,
                                           Comparison comparison, long clauseValue) throws SQLException {
        if (types0.isEmpty() || types1.isEmpty()) {
            return List.of();
        }
        return PairRows.search(connection, timeoutSeconds, cap, writer, name, value, types0, types1,
                clauseName == null ? null : new PairRows.Clause(onSecond, clauseName, comparison, clauseValue));
    }

    /** The dynamic types recorded for inputs and results. */
    public List<String> types() throws SQLException {
        return searches.types();
    }

    /** Rows of {@code transitions} this store filled. */
    public long transitions() throws SQLException {
        return TransitionTable.count(connection, writer);
    }

    /** Test cases this store stored so far. */
    public long testCases() {
        return writerOfCalls.stored();
    }

    /** Predicate rows this store stored so far. */
    public long predicateRows() {
        return writerOfCalls.predicateRows();
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
