import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The campaign database's workload on H2, SQLite (xerial) and DuckDB, through plain JDBC and the
 * schema and queries of ferret-stateful (store.Schema, store.CampaignStore): bulk insert of test
 * cases and predicate rows in batches of 5,000, a commit after each; then the reduction search (one
 * predicate's value, a type, shortest sequences first, LIMIT 45) and the inference aggregate.
 * Run by bench/store.sh, which fetches the drivers; prints one line per engine.
 *
 * Usage: java -cp <drivers> bench/StoreBench.java <predicateRows> <engine>...
 */
public class StoreBench {

    static final String[] DDL = {
        "CREATE TABLE testcases (tid BIGINT PRIMARY KEY, class_name VARCHAR(1000) NOT NULL,"
            + " routine VARCHAR(2000) NOT NULL, pre_serialized VARCHAR(2000) NOT NULL,"
            + " post_serialized VARCHAR(2000), outcome VARCHAR(8) NOT NULL, seq BIGINT NOT NULL,"
            + " at_index INT NOT NULL, seq_length INT NOT NULL)",
        "CREATE TABLE predicates_1 (tid BIGINT NOT NULL, name VARCHAR(1000) NOT NULL, var_0 INT NOT NULL,"
            + " type_0 VARCHAR(1000) NOT NULL, ret_value BIGINT NOT NULL, kind VARCHAR(4) NOT NULL)",
        "CREATE INDEX predicates_1_search ON predicates_1 (name, type_0, ret_value)",
        "CREATE INDEX predicates_1_tid ON predicates_1 (tid)",
        "CREATE INDEX testcases_routine ON testcases (class_name, routine, outcome)"};
    static final String[] NAMES = {"$ != null", "$.isEmpty()", "$.size()", "$.hasNext()", "$.getCount()",
        "$.isFull()", "$.length()", "$.isSorted()", "$"};
    static final String[] TYPES = {"org.example.ListA", "org.example.ListB", "org.example.Tree", "org.example.Node",
        "int", "null"};
    static final int PER_CALL = 10;

    public static void main(String[] args) throws Exception {
        int rows = Integer.parseInt(args[0]);
        for (String engine : Arrays.copyOfRange(args, 1, args.length)) {
            Path dir = Files.createTempDirectory("ferret-store-bench");
            String url = switch (engine) {
                case "h2" -> "jdbc:h2:file:" + dir.resolve("campaign");
                case "h2-mem" -> "jdbc:h2:mem:bench";
                case "sqlite" -> "jdbc:sqlite:" + dir.resolve("campaign.db");
                case "duckdb" -> "jdbc:duckdb:" + dir.resolve("campaign.duckdb");
                default -> throw new IllegalArgumentException(engine);
            };
            try (Connection c = DriverManager.getConnection(url)) {
                run(engine, c, rows, dir);
            }
        }
    }

    static void run(String engine, Connection c, int rows, Path dir) throws Exception {
        try (Statement s = c.createStatement()) {
            for (String d : DDL) {
                s.execute(d);
            }
        }
        c.setAutoCommit(false);
        SplittableRandom random = new SplittableRandom(7);
        long t0 = System.nanoTime();
        int calls = rows / PER_CALL;
        try (PreparedStatement tc = c.prepareStatement("INSERT INTO testcases VALUES (?,?,?,?,?,?,?,?,?)");
             PreparedStatement p1 = c.prepareStatement("INSERT INTO predicates_1 VALUES (?,?,?,?,?,?)")) {
            int pending = 0;
            for (int tid = 0; tid < calls; tid++) {
                tc.setLong(1, tid);
                tc.setString(2, "org.example.ListA");
                tc.setString(3, "org.example.ListA.append(org.example.ListA)");
                tc.setString(4, "3,7");
                tc.setString(5, "3,7,8");
                tc.setString(6, random.nextInt(10) == 0 ? "fail" : "pass");
                tc.setLong(7, tid / 3);
                tc.setInt(8, 8);
                tc.setInt(9, 2 + random.nextInt(60));
                tc.addBatch();
                for (int k = 0; k < PER_CALL; k++) {
                    p1.setLong(1, tid);
                    p1.setString(2, NAMES[random.nextInt(NAMES.length)]);
                    p1.setInt(3, random.nextInt(3));
                    p1.setString(4, TYPES[random.nextInt(TYPES.length)]);
                    p1.setLong(5, random.nextInt(12));
                    p1.setString(6, random.nextBoolean() ? "pre" : "post");
                    p1.addBatch();
                    if (++pending >= 5_000) {
                        tc.executeBatch();
                        p1.executeBatch();
                        c.commit();
                        pending = 0;
                    }
                }
            }
            tc.executeBatch();
            p1.executeBatch();
        }
        c.commit();
        double insertSeconds = (System.nanoTime() - t0) / 1e9;
        List<Double> search = new ArrayList<>();
        int timeouts = 0;
        String sql = "SELECT t.tid, t.seq, t.at_index, t.pre_serialized, t.post_serialized, p.var_0, p.kind"
            + " FROM predicates_1 p JOIN testcases t ON t.tid = p.tid WHERE p.name = ? AND p.type_0 IN (?, ?)"
            + " AND p.ret_value <> ? ORDER BY t.seq_length, t.tid, p.kind DESC LIMIT 45";
        for (int i = 0; i < 21; i++) {
            long q0 = System.nanoTime();
            int n = 0;
            try (PreparedStatement q = c.prepareStatement(sql)) {
                q.setQueryTimeout(60);
                q.setString(1, NAMES[i % NAMES.length]);
                q.setString(2, TYPES[i % 4]);
                q.setString(3, TYPES[(i + 1) % 4]);
                q.setLong(4, i % 3);
                try (ResultSet r = q.executeQuery()) {
                    while (r.next()) {
                        n++;
                    }
                } catch (java.sql.SQLTimeoutException e) {
                    timeouts++;
                }
            }
            if (i > 0) {
                search.add((System.nanoTime() - q0) / 1e6); // the first one warms up
            }
        }
        search.sort(null);
        long a0 = System.nanoTime();
        int groups = 0;
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT t.class_name, t.routine, p.var_0,"
                + " p.name, MIN(p.ret_value), MAX(p.ret_value), COUNT(*) FROM testcases t JOIN predicates_1 p ON"
                + " p.tid = t.tid AND p.kind = 'pre' WHERE t.outcome = 'pass' GROUP BY t.class_name, t.routine,"
                + " p.var_0, p.name")) {
            while (r.next()) {
                groups++;
            }
        }
        double aggregate = (System.nanoTime() - a0) / 1e6;
        long bytes;
        try (var files = Files.walk(dir)) {
            bytes = files.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
        System.out.printf("%-7s %,9d rows: insert %6.1f s (%,9.0f rows/s); search median %7.1f ms, max %7.1f ms, %d timed out (60 s);"
                + " inference aggregate %7.1f ms (%d groups); on disk %,6.1f MB%n", engine, rows, insertSeconds,
                rows / insertSeconds, search.get(search.size() / 2), search.get(search.size() - 1), timeouts, aggregate, groups,
                bytes / 1e6);
    }
}
