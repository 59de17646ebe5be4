package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.stateful.store.TemporaryPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ferret stateful --campaign} end to end (issue 13). {@code ChainList.append}'s planted bug
 * needs an emptied list ({@code wipeOut()}) as the target of an {@code append}. Two
 * {@code generate} runs keep their calls and sequences in one H2 campaign file, and neither can
 * reach the bug: the first never calls {@code wipeOut} ({@code --exclude-member}), the second
 * never calls {@code append} (and its phase may not: the member is excluded there). The
 * {@code stateful} command, with no random phase (nothing recorded) and in new worker JVMs,
 * infers {@code append}'s precondition from the first run, rebuilds an emptied list from the
 * second run's portable sequence and finds the bug; the correct twin {@code LinkList} is not
 * accused. The same in a PostgreSQL campaign (a real server, {@link TemporaryPostgres}). Each
 * run stops after 300 sequences: among ChainList's 21 members a run of 120 called {@code wipeOut}
 * once or not at all on some seeds (seed 1 since the varied repetitions of instance calls), and
 * the replay needs a recorded emptied list; at 300 the second run's seeds 1 to 7 all give one.
 */
class CampaignReplayAcceptanceTest {

    private static final String PACKAGE = "dev.ferret.examples.stateful";

    @TempDir
    Path work;

    private CliRun generate(String out, int seed, String campaign, String... more) throws Exception {
        List<String> args = new ArrayList<>(List.of("generate", "--classpath",
                ExamplesAcceptanceTest.examplesClasspath().toString(), "--time-limit", "30s", "--sequence-limit", "300",
                "--seed", Integer.toString(seed), "--no-rerun", "--no-callbacks", "--report", "none", "--progress",
                "never", "--workers", "1", "--output-dir", work.resolve(out).toString(), "--campaign", campaign,
                "--class", PACKAGE + ".ChainList"));
        args.addAll(List.of(more));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(List.of(), errors(out, "ChainList"), "this run cannot reach the bug: " + run.out());
        return run;
    }

    private List<Path> errors(String out, String name) throws java.io.IOException {
        return new GeneratedSuite(work.resolve(out)).files("Error").stream()
                .filter(p -> p.getFileName().toString().startsWith(name)).toList();
    }

    @Test
    void shouldFindThePlantedBugByCombiningTheSequencesOfTwoEarlierRuns() throws Exception {
        findThePlantedBugByCombiningTwoRuns(work.resolve("campaign").toString());
    }

    @Test
    void shouldDoTheSameInACampaignKeptInPostgres() throws Exception {
        try (TemporaryPostgres server = TemporaryPostgres.startOrSkip("CampaignReplayAcceptanceTest")) {
            findThePlantedBugByCombiningTwoRuns(server.url() + "?user=" + TemporaryPostgres.USER + "&password="
                    + TemporaryPostgres.PASSWORD);
        }
    }

    private void findThePlantedBugByCombiningTwoRuns(String campaign) throws Exception {
        generate("without-wipe-out", 0, campaign, "--class", PACKAGE + ".LinkList", "--exclude-member",
                PACKAGE + ".ChainList.wipeOut");
        generate("without-append", 1, campaign, "--exclude-member", PACKAGE + ".ChainList.append");

        Path json = work.resolve("summary.json");
        CliRun replay = CliRun.of("stateful", "--campaign", campaign, "--classpath",
                ExamplesAcceptanceTest.examplesClasspath().toString(), "--time-limit", "40s", "--no-rerun", "--report",
                "none", "--summary-json", json.toString(), "--output-dir", work.resolve("replay").toString());
        assertEquals(0, replay.exitCode(), replay.err());
        assertTrue(replay.out().contains("stateful             0 calls recorded"), "no random phase: " + replay.out());
        List<Path> chain = errors("replay", "ChainList");
        assertEquals(1, chain.size(), replay.out());
        String test = Files.readString(chain.get(0));
        assertTrue(test.contains(".wipeOut();") && test.contains(".append("), test);
        assertEquals(List.of(), errors("replay", "LinkList"), "the twin is not accused");
        String summary = Files.readString(json);
        assertTrue(Pattern.compile("\"class\": \"" + PACKAGE + "\\.ChainList\",[^}]*\"newFaults\": 1,")
                .matcher(summary).find(), summary);
        assertTrue(Files.readString(work.resolve("replay").resolve("ferret-contracts.md")).contains("LinkList.append"));
    }
}
