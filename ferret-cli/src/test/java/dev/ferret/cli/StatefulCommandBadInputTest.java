package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.stateful.store.CampaignLocation;
import dev.ferret.stateful.store.CampaignStore;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ferret stateful} refuses a campaign it cannot work on with exit code 2 and one line, before any worker. */
class StatefulCommandBadInputTest {

    @TempDir
    Path dir;

    private void assertBadInput(CliRun run, String expected) {
        assertEquals(2, run.exitCode(), run.err());
        assertTrue(run.err().contains(expected), "stderr should mention '" + expected + "': " + run.err());
        assertFalse(run.err().contains("\tat "), "no stack trace: " + run.err());
        assertTrue(run.err().strip().lines().count() <= 2, "short message: " + run.err());
    }

    private CliRun stateful(String campaign, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("stateful", "--campaign", campaign, "--time-limit", "5s",
                "--report", "none", "--output-dir", dir.resolve("out").toString()));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    /** A campaign with one passing call of {@code className}, its sequence stored when {@code replayable}. */
    private Path campaign(String className, boolean replayable) throws Exception {
        Path file = dir.resolve("c");
        CampaignStore.prepare(CampaignLocation.parse(file.toString()), "r1", 0, List.of(className));
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + file); Statement s = c.createStatement()) {
            s.execute("INSERT INTO testcases (tid, class_name, routine, pre_serialized, outcome, seq, at_index,"
                    + " seq_length, run_id, writer) VALUES (0, '" + className + "', '" + className + ".m()', '0', 'pass',"
                    + " 0, 1, 2, 'r1', 'w1')");
            if (replayable) {
                s.execute("INSERT INTO sequences (writer, seq, run_id, steps) VALUES ('w1', 0, 'r1', 'x')");
            }
        }
        return file;
    }

    @Test
    void shouldRejectACampaignThatDoesNotExist() {
        Path none = dir.resolve("none");
        assertBadInput(stateful(none.toString()), "campaign " + none + " does not exist");
    }

    @Test
    void shouldRejectAnUnreachableCampaignDatabase() throws Exception {
        int closed;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        assertBadInput(stateful("jdbc:postgresql://127.0.0.1:" + closed + "/c?user=u"),
                "campaign jdbc:postgresql://127.0.0.1:" + closed + "/c?user=u cannot be opened: Connection to");
    }

    @Test
    void shouldRejectACampaignOfANewerSchema() throws Exception {
        Path file = campaign("a.B", true);
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + file); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE schema_version SET version = 42");
        }
        assertBadInput(stateful(file.toString()), "campaign " + file + " has schema version 42, this Ferret reads up to");
    }

    @Test
    void shouldRejectAnEmptyCampaign() throws Exception {
        Path file = dir.resolve("empty");
        CampaignStore.prepare(CampaignLocation.parse(file.toString()), "r1", 0, List.of());
        assertBadInput(stateful(file.toString()), "campaign " + file + " holds no recorded calls");
    }

    @Test
    void shouldRejectACampaignWithoutStoredSequences() throws Exception {
        assertBadInput(stateful(campaign("a.B", false).toString()), "stores no replayable sequences");
    }

    @Test
    void shouldRejectAClassTheCampaignLacksAndACampaignWhoseClassesAreNotOnTheClasspath() throws Exception {
        Path file = campaign("com.example.Gone", true);
        assertBadInput(stateful(file.toString(), "--class", "java.util.TreeSet"),
                "campaign " + file + " has no replayable calls of java.util.TreeSet (it has: com.example.Gone)");
        assertBadInput(stateful(file.toString()), "none of the classes of campaign " + file
                + " is on --classpath (com.example.Gone)");
    }
}
