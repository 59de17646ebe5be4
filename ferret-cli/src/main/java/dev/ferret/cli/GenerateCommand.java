package dev.ferret.cli;

import dev.ferret.core.oracle.ExceptionBehavior;
import dev.ferret.core.run.ClassSelection;
import dev.ferret.core.run.GenerationEngine;
import dev.ferret.core.run.InProcessEngine;
import dev.ferret.core.run.InvalidInputException;
import dev.ferret.core.run.RunConfig;
import dev.ferret.core.run.RunSummary;
import dev.ferret.junit.emit.SuiteEmitter;
import dev.ferret.junit.emit.SuiteReport;
import dev.ferret.junit.render.JUnitVersion;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code ferret generate}: runs feedback-directed generation and writes JUnit tests. */
@Command(name = "generate", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Generate regression and error-revealing JUnit tests for the given classes.")
public final class GenerateCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--classpath", paramLabel = "<path>",
            description = "Where the code under test is: jars and directories separated by the path "
                    + "separator (':' on Linux and macOS). May be omitted for JDK classes.")
    private String classpath = "";

    @CommandLine.ArgGroup(exclusive = true, multiplicity = "1")
    private Selection selection;

    static final class Selection {
        @Option(names = "--class", paramLabel = "<name>", required = true,
                description = "A class under test (binary name); repeatable.")
        List<String> classes;

        @Option(names = "--class-list", paramLabel = "<file>", required = true,
                description = "A file with one binary class name per line; '#' starts a comment. Listed classes "
                        + "with nothing testable are skipped with a notice (an unknown class is still an error).")
        Path classList;

        @Option(names = "--package", paramLabel = "<prefix>", required = true,
                description = "Test every public class under this package prefix found on the classpath.")
        String packagePrefix;
    }

    @Option(names = "--time-limit", paramLabel = "<duration>", converter = DurationConverter.class,
            description = "How long to generate, e.g. 30s, 2m (default: ${DEFAULT-VALUE}).", defaultValue = "60s")
    private Duration timeLimit;

    @Option(names = "--test-limit", paramLabel = "<n>",
            description = "Stop once this many tests are kept (0: no limit; default: ${DEFAULT-VALUE}). "
                    + "With a seed this makes the output reproducible byte for byte.", defaultValue = "0")
    private long testLimit;

    @Option(names = "--output-limit", paramLabel = "<n>",
            description = "Stop once this many tests (regression and error-revealing) are written, and write no "
                    + "more (0: no limit; default: ${DEFAULT-VALUE}).", defaultValue = "0")
    private long outputLimit;

    @Option(names = "--sequence-limit", paramLabel = "<n>",
            description = "Stop after this many sequences were executed (0: no limit; default: ${DEFAULT-VALUE}). "
                    + "Unlike a time limit, the same on a fast and a slow machine.", defaultValue = "0")
    private long sequenceLimit;

    @Option(names = "--seed", paramLabel = "<n>", description = "Random seed (default: ${DEFAULT-VALUE}).",
            defaultValue = "0")
    private long seed;

    @Option(names = "--output-dir", paramLabel = "<dir>",
            description = "Where to write the tests (default: ${DEFAULT-VALUE}).", defaultValue = "ferret-tests")
    private Path outputDir;

    @Option(names = "--test-package", paramLabel = "<pkg>",
            description = "Package of the generated tests (default: the package of each class under test; "
                    + "java.*, javax.*, jdk.*, sun.* get the prefix 'ferret.').")
    private String testPackage;

    @Option(names = "--junit", paramLabel = "5|4", description = "JUnit version of the output (default: ${DEFAULT-VALUE}).",
            defaultValue = "5")
    private int junit;

    @Option(names = "--summary-json", paramLabel = "<file>", description = "Also write the summary figures as JSON.")
    private Path summaryJson;

    @Option(names = "--null-ratio", paramLabel = "<p>",
            description = "Probability of passing null to a reference parameter (default: ${DEFAULT-VALUE}).",
            defaultValue = "0.05")
    private double nullRatio;

    @Option(names = "--call-timeout", paramLabel = "<duration>", converter = DurationConverter.class,
            description = "A call running longer makes its sequence illegal (default: ${DEFAULT-VALUE}).",
            defaultValue = "5s")
    private Duration callTimeout;

    @Option(names = "--exception", paramLabel = "<class>=<ERROR|EXPECTED|INVALID>",
            description = "Classify an exception type (and its subclasses): ERROR makes a failing test, EXPECTED a "
                    + "regression test asserting it, INVALID discards the sequence. Repeatable; overrides the defaults.")
    private List<String> exceptionRules = new ArrayList<>();

    @Option(names = "--contract", paramLabel = "<class>",
            description = "A user contract: a class implementing dev.ferret.core.oracle.Contract, on the classpath. Repeatable.")
    private List<String> contracts = new ArrayList<>();

    @Option(names = "--disable-contract", paramLabel = "<name>",
            description = "Skip a built-in contract, e.g. compareto-equals. Repeatable.")
    private List<String> disabledContracts = new ArrayList<>();

    @Option(names = "--max-tests-per-class", paramLabel = "<n>",
            description = "Regression tests kept per class under test (default: ${DEFAULT-VALUE}).", defaultValue = "1000")
    private int maxTestsPerClass;

    @Option(names = "--tests-per-file", paramLabel = "<n>",
            description = "Tests per generated file before it is split (default: ${DEFAULT-VALUE}).", defaultValue = "200")
    private int testsPerFile;

    @Option(names = "--stop-on-error", description = "Stop at the first error-revealing test.")
    private boolean stopOnError;

    @Option(names = "--flaky-runs", paramLabel = "<n>",
            description = "Re-run the regression tests in fresh JVMs until this many runs in a row pass, removing "
                    + "each assertion that fails; runs vary the identity-hash scheme and every second one the test "
                    + "order (default: ${DEFAULT-VALUE}).", defaultValue = "3")
    private int flakyRuns;

    @Option(names = "--no-minimize", negatable = false,
            description = "Keep error-revealing tests as found instead of shrinking them.")
    private boolean noMinimize;

    @Option(names = "--no-rerun", negatable = false,
            description = "Skip re-running the regression tests (failing ones are then not removed).")
    private boolean noRerun;

    @Option(names = "--progress", paramLabel = "auto|always|never",
            description = "Live progress line (default: ${DEFAULT-VALUE}: only on a terminal).", defaultValue = "auto")
    private String progress;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            return execute(out, err);
        } catch (InvalidInputException e) {
            err.println("ferret: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        } catch (IOException e) {
            err.println("ferret: cannot write output: " + e.getMessage());
            return ExitCodes.INTERNAL_ERROR;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("ferret: interrupted");
            return ExitCodes.INTERNAL_ERROR;
        }
    }

    private int execute(PrintWriter out, PrintWriter err) throws InvalidInputException, IOException, InterruptedException {
        RunConfig config = config();
        JUnitVersion version = switch (junit) {
            case 5 -> JUnitVersion.JUNIT5;
            case 4 -> JUnitVersion.JUNIT4;
            default -> throw new InvalidInputException("--junit must be 5 or 4, not " + junit);
        };
        if (flakyRuns < 1) {
            throw new InvalidInputException("--flaky-runs must be >= 1, not " + flakyRuns);
        }
        Files.createDirectories(outputDir);
        SuiteEmitter emitter = SuiteEmitter.builder(outputDir).testPackage(testPackage).junitVersion(version)
                .testsPerFile(testsPerFile).rerun(!noRerun).flakyRuns(flakyRuns).build();
        ProgressDisplay display = new ProgressDisplay(err, showProgress());
        GenerationEngine engine = new InProcessEngine();
        RunSummary summary;
        try (PersistingListener listener = new PersistingListener(emitter, display, err)) {
            summary = engine.run(config, listener);
            display.finish();
        }
        err.println("ferret: checking the generated tests (compile" + (noRerun ? "" : ", re-run") + ") ...");
        SuiteReport report = emitter.finish(config.classpath());
        report.notes().forEach(n -> err.println("ferret: note: " + n));
        Summary s = new Summary(config, summary, report, outputDir);
        s.print(out);
        if (summaryJson != null) {
            s.writeJson(summaryJson);
        }
        return ExitCodes.OK;
    }

    private boolean showProgress() {
        return switch (progress.toLowerCase(Locale.ROOT)) {
            case "always" -> true;
            case "never" -> false;
            default -> System.console() != null;
        };
    }

    private RunConfig config() throws InvalidInputException {
        List<Path> cp = new ArrayList<>();
        for (String entry : classpath.split(File.pathSeparator)) {
            if (!entry.isBlank()) {
                cp.add(Path.of(entry));
            }
        }
        ClassSelection.checkClasspath(cp);
        List<String> classes;
        boolean scan = false;
        if (selection.classes != null) {
            classes = selection.classes;
        } else if (selection.classList != null) {
            classes = ClassSelection.readClassList(selection.classList);
            scan = true; // a list may name a class that turns out untestable: skip it with a notice
        } else {
            classes = ClassSelection.scanPackage(cp, selection.packagePrefix);
            scan = true;
        }
        if (testLimit < 0 || outputLimit < 0 || sequenceLimit < 0 || maxTestsPerClass < 1 || testsPerFile < 1) {
            throw new InvalidInputException("--test-limit, --output-limit and --sequence-limit must be >= 0, --max-tests-per-class and "
                    + "--tests-per-file >= 1");
        }
        if (nullRatio < 0 || nullRatio > 1) {
            throw new InvalidInputException("--null-ratio must be between 0 and 1, not " + nullRatio);
        }
        RunConfig config = RunConfig.of(cp, classes).withTimeLimit(timeLimit).withTestLimit(testLimit)
                .withOutputLimit(outputLimit).withSequenceLimit(sequenceLimit).withMinimize(!noMinimize).withSeed(seed)
                .withNullRatio(nullRatio).withCallTimeout(callTimeout).withContracts(contracts, disabledContracts)
                .withMaxRegressionTestsPerClass(maxTestsPerClass).withStopOnError(stopOnError).withSkipUntestable(scan);
        for (String rule : exceptionRules) {
            int eq = rule.indexOf('=');
            if (eq <= 0) {
                throw new InvalidInputException("--exception expects <class>=<ERROR|EXPECTED|INVALID>, not '" + rule + "'");
            }
            ExceptionBehavior b;
            try {
                b = ExceptionBehavior.valueOf(rule.substring(eq + 1).strip().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new InvalidInputException("--exception behaviour must be ERROR, EXPECTED or INVALID, not '"
                        + rule.substring(eq + 1) + "'");
            }
            config = config.withException(rule.substring(0, eq).strip(), b);
        }
        return config;
    }
}
