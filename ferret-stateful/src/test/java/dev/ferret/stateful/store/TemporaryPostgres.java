package dev.ferret.stateful.store;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real PostgreSQL server for a test: {@code initdb} in a temporary directory, {@code pg_ctl}
 * start on a free loopback port, stopped and deleted on close. {@code initdb} refuses to run as
 * root, so as root (CI) the server runs as the {@code postgres} user through {@code runuser}.
 * Connections over TCP need the password ({@link #USER} / {@link #PASSWORD}, SCRAM), so a test
 * can also try a wrong one. Lent to other modules' tests through this module's test jar.
 */
public final class TemporaryPostgres implements AutoCloseable {

    /** The superuser. */
    public static final String USER = "ferret";
    /** Its password. */
    public static final String PASSWORD = "ferret-secret";

    private final Path dir;
    private final Path bin;
    private final boolean asPostgres;
    private final int port;

    private TemporaryPostgres(Path dir, Path bin, boolean asPostgres, int port) {
        this.dir = dir;
        this.bin = bin;
        this.asPostgres = asPostgres;
        this.port = port;
    }

    /**
     * Starts a server for the test (or, from {@code @BeforeAll}, the test class) named
     * {@code test}; when none can start, prints why and aborts it, so it is reported as skipped.
     */
    public static TemporaryPostgres startOrSkip(String test) {
        try {
            return start();
        } catch (IOException | RuntimeException e) {
            return skip(test, e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return skip(test, "interrupted");
        }
    }

    private static TemporaryPostgres skip(String test, String why) {
        System.err.println(test + " SKIPPED: no PostgreSQL server could start: " + why);
        org.junit.jupiter.api.Assumptions.abort("no PostgreSQL server: " + why);
        return null; // not reached: abort throws
    }

    /** Starts a server, or explains in the exception why it cannot. */
    public static TemporaryPostgres start() throws IOException, InterruptedException {
        Path bin = binaries();
        boolean root = "root".equals(System.getProperty("user.name"));
        Path dir = Files.createTempDirectory("ferret-pg");
        if (root) {
            UserPrincipal postgres = dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("postgres");
            Files.setOwner(dir, postgres);
        }
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        TemporaryPostgres pg = new TemporaryPostgres(dir, bin, root, port);
        Path pwfile = dir.resolve("pwfile");
        Files.writeString(pwfile, PASSWORD + "\n");
        if (root) {
            Files.setOwner(pwfile, dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("postgres"));
        }
        pg.run(List.of(bin.resolve("initdb").toString(), "-D", dir.resolve("data").toString(), "-U", USER,
                "--auth-local=trust", "--auth-host=scram-sha-256", "--pwfile=" + pwfile, "-E", "UTF8", "--no-sync"));
        pg.run(List.of(bin.resolve("pg_ctl").toString(), "-D", dir.resolve("data").toString(), "-w", "-t", "60",
                "-l", dir.resolve("log").toString(), "-o", "-h 127.0.0.1 -p " + port + " -k " + dir, "start"));
        return pg;
    }

    /** The JDBC URL of the {@code postgres} database. */
    public String url() {
        return url("postgres");
    }

    /** The JDBC URL of a database of this server. */
    public String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    /** Creates a database. */
    public void createDatabase(String name) throws java.sql.SQLException {
        java.sql.DriverManager.registerDriver(new org.postgresql.Driver());
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(url(), USER, PASSWORD);
             java.sql.Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        }
    }

    private static Path binaries() throws IOException {
        for (String p : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (!p.isEmpty() && Files.isExecutable(Path.of(p, "initdb")) && Files.isExecutable(Path.of(p, "pg_ctl"))) {
                return Path.of(p);
            }
        }
        Path debian = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(debian)) {
            try (Stream<Path> versions = Files.list(debian)) {
                Path found = versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("initdb")))
                        .max(Comparator.naturalOrder()).orElse(null);
                if (found != null) {
                    return found;
                }
            }
        }
        throw new IOException("initdb and pg_ctl not found (install Debian's postgresql package)");
    }

    private void run(List<String> command) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>();
        if (asPostgres) {
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        full.addAll(command);
        Process p = new ProcessBuilder(full).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
            p.destroyForcibly();
            throw new IOException(command.get(0) + " failed: " + out.strip());
        }
    }

    @Override
    public void close() throws IOException, InterruptedException {
        try {
            run(List.of(bin.resolve("pg_ctl").toString(), "-D", dir.resolve("data").toString(), "-m", "immediate",
                    "-w", "stop"));
        } finally {
            try (Stream<Path> all = Files.walk(dir)) {
                all.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }
}
