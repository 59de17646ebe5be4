package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input ends with exit code 2 and one clear line on stderr, never a stack trace. */
class BadInputTest {

    @TempDir
    Path dir;

    private void assertBadInput(CliRun run, String expected) {
        assertEquals(2, run.exitCode(), run.err());
        assertTrue(run.err().contains(expected), "stderr should mention '" + expected + "': " + run.err());
        assertFalse(run.err().contains("\tat "), "no stack trace: " + run.err());
        assertTrue(run.err().strip().lines().count() <= 2, "short message: " + run.err());
    }

    @Test
    void shouldRejectUnknownClass() {
        assertBadInput(CliRun.of("generate", "--class", "com.example.DoesNotExist", "--output-dir",
                dir.resolve("o").toString()), "unknown class com.example.DoesNotExist");
    }

    @Test
    void shouldRejectMalformedDuration() {
        assertBadInput(CliRun.of("generate", "--class", "java.util.TreeSet", "--time-limit", "soon"),
                "invalid duration 'soon'");
    }

    @Test
    void shouldRejectAStatefulShareOutsideZeroToOne() {
        assertBadInput(CliRun.of("generate", "--class", "java.util.TreeSet", "--stateful", "--stateful-share", "1.5"),
                "--stateful-share must be between 0 and 1");
    }

    @Test
    void shouldRejectAnUnreachableCampaignDatabase() throws Exception {
        int closed;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        assertBadInput(CliRun.of("generate", "--class", "java.util.TreeSet", "--time-limit", "1s", "--output-dir",
                dir.resolve("o").toString(), "--campaign", "jdbc:postgresql://127.0.0.1:" + closed + "/c?user=u"
                        + "&password=secret"), "campaign jdbc:postgresql://127.0.0.1:" + closed
                + "/c?user=u&password=*** cannot be opened: Connection to 127.0.0.1:" + closed + " refused");
    }

    @Test
    void shouldRejectAWorkQueueWithoutAPostgresCampaign() {
        String expected = "--campaign-queue needs --campaign jdbc:postgresql://..., the database all participants share";
        assertBadInput(CliRun.of("generate", "--class", "java.util.TreeSet", "--output-dir", dir.resolve("o").toString(),
                "--campaign-queue", "q"), expected);
        assertBadInput(CliRun.of("generate", "--class", "java.util.TreeSet", "--output-dir", dir.resolve("o").toString(),
                "--campaign", dir.resolve("c").toString(), "--campaign-queue", "q"), expected);
        assertBadInput(CliRun.of("generate", "--class", "java.util.TreeSet", "--campaign-queue", "q", "--queue-lease",
                "500ms"), "--queue-lease must be at least 1s, not 500ms");
    }

    @Test
    void shouldRejectAWorkQueueInAnUnreachableCampaign() throws Exception {
        int closed;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        assertBadInput(CliRun.of("generate", "--class", "java.util.TreeSet", "--output-dir", dir.resolve("o").toString(),
                "--campaign", "jdbc:postgresql://127.0.0.1:" + closed + "/c?user=u", "--campaign-queue", "q"),
                "cannot be opened: Connection to 127.0.0.1:" + closed + " refused");
        assertFalse(Files.exists(dir.resolve("o")), "nothing written");
    }

    @Test
    void shouldRejectACampaignOfANewerSchema() throws Exception {
        Path campaign = dir.resolve("campaign");
        org.h2.Driver.load();
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:h2:file:" + campaign);
             java.sql.Statement s = c.createStatement()) {
            s.execute("CREATE TABLE schema_version (version INT NOT NULL)");
            s.execute("INSERT INTO schema_version VALUES (42)");
        }
        CliRun run = CliRun.of("generate", "--class", "java.util.TreeSet", "--time-limit", "1s", "--output-dir",
                dir.resolve("o").toString(), "--campaign", campaign.toString());
        assertBadInput(run, "campaign " + campaign + " has schema version 42, this Ferret reads up to ");
    }

    @Test
    void shouldRejectACampaignOfAnotherDatabase() {
        assertBadInput(CliRun.of("generate", "--class", "java.util.TreeSet", "--campaign", "jdbc:mysql://h/c"),
                "--campaign names an unsupported database (mysql)");
    }

    @Test
    void shouldRejectMissingClasspathEntry() {
        assertBadInput(CliRun.of("generate", "--classpath", dir.resolve("missing.jar").toString(), "--class",
                "java.util.TreeSet"), "does not exist");
    }

    @Test
    void shouldRejectUnreadableClasspathEntry() throws Exception {
        Path locked = Files.createDirectory(dir.resolve("locked"));
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
        org.junit.jupiter.api.Assumptions.assumeFalse(Files.isReadable(locked), "running as a user who can read anything");
        assertBadInput(CliRun.of("generate", "--classpath", locked.toString(), "--class", "java.util.TreeSet"),
                "not readable");
    }

    @Test
    void shouldRejectCorruptJar() throws Exception {
        Path jar = Files.writeString(dir.resolve("broken.jar"), "not a jar");
        assertBadInput(CliRun.of("generate", "--classpath", jar.toString(), "--class", "java.util.TreeSet"),
                "not a jar");
    }

    @Test
    void shouldRejectClassWithNothingTestable() throws Exception {
        Path examples = ExamplesAcceptanceTest.examplesClasspath();
        assertBadInput(CliRun.of("generate", "--classpath", examples.toString(), "--class",
                "dev.ferret.examples.untestable.NothingPublic", "--output-dir", dir.resolve("o").toString()),
                "nothing testable");
    }

    @Test
    void shouldRejectMissingSelection() {
        assertBadInput(CliRun.of("generate", "--time-limit", "1s"), "--class");
    }

    @Test
    void shouldRejectBadWorkerSettings() {
        assertBadInput(CliRun.of("generate", "--class", "java.util.TreeSet", "--workers", "0",
                "--output-dir", dir.resolve("w").toString()), "--workers");
        assertBadInput(CliRun.of("generate", "--class", "java.util.TreeSet", "--worker-heap", "lots",
                "--output-dir", dir.resolve("h").toString()), "--worker-heap");
    }

    @Test
    void shouldRejectResumingADirectoryWithoutARun() {
        assertBadInput(CliRun.of("generate", "--resume", dir.resolve("nothing-here").toString()), "no Ferret run to resume");
    }

    @Test
    void shouldRejectEmptyClassList() throws Exception {
        Path list = Files.writeString(dir.resolve("classes.txt"), "# only a comment\n\n");
        assertBadInput(CliRun.of("generate", "--class-list", list.toString()), "names no class");
    }

    @Test
    void shouldRejectBadJunitVersion() {
        assertBadInput(CliRun.of("generate", "--class", "java.util.TreeSet", "--junit", "3", "--output-dir",
                dir.resolve("o").toString()), "--junit must be 5 or 4");
    }

    @Test
    void shouldRejectUnknownReportFormat() {
        assertBadInput(CliRun.of("generate", "--class", "java.util.TreeSet", "--report", "pdf", "--output-dir",
                dir.resolve("o").toString()), "--report must be html or none, not 'pdf'");
    }

    @Test
    void shouldRejectUnknownDisabledContract() {
        assertBadInput(CliRun.of("generate", "--class", "java.util.TreeSet", "--disable-contract", "no-such",
                "--output-dir", dir.resolve("o").toString()), "unknown contract to disable: no-such");
    }
}
