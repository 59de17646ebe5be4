package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --campaign} end to end (issue 13): two runs keep their stateful phase's rows in one
 * embedded H2 file, which the worker JVMs of each run share; the second adds to the first, each
 * row tagged with its run, and its phase still finds {@code ChainList.append}'s planted bug.
 */
class CampaignAcceptanceTest {

    @TempDir
    Path work;

    private CliRun generate(String out, int seed, Path campaign) throws Exception {
        return CliRun.of("generate", "--classpath", ExamplesAcceptanceTest.examplesClasspath().toString(),
                "--time-limit", "10s", "--seed", Integer.toString(seed), "--sequence-limit", "120", "--flaky-runs",
                "1", "--no-rerun", "--progress", "never", "--output-dir", work.resolve(out).toString(), "--class",
                "dev.ferret.examples.stateful.ChainList", "--campaign", campaign.toString());
    }

    @Test
    void shouldAddASecondRunToTheCampaignAndStillFindThePlantedBug() throws Exception {
        Path campaign = work.resolve("campaign");
        CliRun first = generate("first", 1, campaign);
        assertEquals(0, first.exitCode(), first.err());
        assertTrue(first.out().contains("  stateful "), "--campaign turns the phase on: " + first.out());
        CliRun second = generate("second", 2, campaign);
        assertEquals(0, second.exitCode(), second.err());
        assertTrue(Files.exists(work.resolve("campaign.mv.db")));
        List<String> runs = new ArrayList<>();
        org.h2.Driver.load();
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + campaign);
             Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT r.seed, COUNT(t.tid), COUNT(DISTINCT t.tid) FROM runs r"
                     + " JOIN testcases t ON t.run_id = r.run_id GROUP BY r.seed ORDER BY r.seed")) {
            while (r.next()) {
                assertEquals(r.getLong(2), r.getLong(3), "ids never collide");
                runs.add(r.getLong(1) + (r.getLong(2) > 0 ? ":rows" : ":none"));
            }
        }
        assertEquals(List.of("1:rows", "2:rows"), runs, "both runs stored their calls under their own id");
        List<Path> errors = new GeneratedSuite(work.resolve("second")).files("Error").stream()
                .filter(p -> p.getFileName().toString().startsWith("ChainList")).toList();
        assertEquals(1, errors.size(), second.out());
    }
}
