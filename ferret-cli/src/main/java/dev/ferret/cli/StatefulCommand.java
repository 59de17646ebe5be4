package dev.ferret.cli;

import dev.ferret.orchestration.CampaignReplay;
import dev.ferret.orchestration.RunResult;
import dev.ferret.orchestration.RunSettings;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ferret stateful --campaign}: the stateful steps on a stored campaign, without a random
 * phase ({@link CampaignReplay}); parses the options and prints the summary, nothing else.
 */
@Command(name = "stateful", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Infer contracts from every run stored in a campaign, build tests from its stored objects that "
                + "break them, run them, and write the failing ones as error tests (no random phase).")
public final class StatefulCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--campaign", paramLabel = "<path or jdbc-url>", required = true,
            description = "The campaign kept by earlier 'generate --campaign' runs: a file path (embedded H2, "
                    + "<path>.mv.db) or a jdbc:postgresql:// URL (credentials as for generate).")
    private String campaign;

    @Option(names = "--classpath", paramLabel = "<path>",
            description = "Where the code under test is (the classes of the campaign): jars and directories separated "
                    + "by the path separator. A class of the campaign not found there is skipped with a notice.")
    private String classpath = "";

    @Option(names = "--class", paramLabel = "<name>",
            description = "Only this class of the campaign (binary name); repeatable. Default: every class in it.")
    private List<String> classes = new ArrayList<>();

    @Option(names = "--time-limit", paramLabel = "<duration>",
            description = "How long the stateful steps may take, e.g. 30s (default: ${DEFAULT-VALUE}).",
            defaultValue = "60s")
    private String timeLimit;

    @Option(names = "--seed", paramLabel = "<n>", description = "Random seed (default: ${DEFAULT-VALUE}).",
            defaultValue = "0")
    private long seed;

    @Option(names = "--output-dir", paramLabel = "<dir>",
            description = "Where to write the tests and ferret-contracts.md (default: ${DEFAULT-VALUE}).",
            defaultValue = "ferret-tests")
    private Path outputDir;

    @CommandLine.Mixin
    private OutputOptions output = new OutputOptions();

    @Option(names = "--no-rerun", negatable = false,
            description = "Skip re-running the regression tests (failing ones are then not removed).")
    private boolean noRerun;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        return CommandRun.guarded(err, () -> {
            TerminalObserver observer = new TerminalObserver(new ProgressDisplay(err, false), err);
            RunSettings settings = RunSettings.spelledBy(GenerateCommand::optionName).timeLimit(timeLimit).seed(seed)
                    .campaign(campaign).stateful(true).outputDirectory(outputDir).summaryJson(output.summaryJson)
                    .report(output.report).rerun(!noRerun);
            List<String> arguments = new ArrayList<>(spec.commandLine().getParseResult().originalArgs());
            RunResult result = CampaignReplay.run(
                    settings.request(CommandRun.classpath(classpath), classes, true, arguments), observer);
            return CommandRun.finish(result, output.summaryJson, settings.report(), observer, out);
        });
    }
}
