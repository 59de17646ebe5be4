package dev.ferret.cli;

import dev.ferret.core.run.ClassSelection;
import dev.ferret.core.run.InvalidInputException;
import dev.ferret.orchestration.Orchestrator;
import dev.ferret.orchestration.QueueRun;
import dev.ferret.orchestration.RunRequest;
import dev.ferret.orchestration.RunResult;
import dev.ferret.orchestration.RunSettings;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
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

    @CommandLine.ArgGroup(exclusive = true, multiplicity = "0..1")
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

    @Option(names = "--time-limit", paramLabel = "<duration>",
            description = "How long to generate, e.g. 30s, 2m (default: ${DEFAULT-VALUE}).", defaultValue = "60s")
    private String timeLimit;

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

    @CommandLine.Mixin
    private OutputOptions output = new OutputOptions();

    @Option(names = "--null-ratio", paramLabel = "<p>",
            description = "Probability of passing null to a reference parameter (default: ${DEFAULT-VALUE}).",
            defaultValue = "0.05")
    private double nullRatio;

    @Option(names = "--call-timeout", paramLabel = "<duration>",
            description = "A call running longer makes its sequence illegal (default: ${DEFAULT-VALUE}).",
            defaultValue = "5s")
    private String callTimeout;

    @Option(names = "--exception", paramLabel = "<class>=<ERROR|EXPECTED|INVALID>",
            description = "Classify an exception type (and its subclasses): ERROR makes a failing test, EXPECTED a "
                    + "regression test asserting it, INVALID discards the sequence. Repeatable; overrides the defaults.")
    private List<String> exceptionRules = new ArrayList<>();

    @Option(names = "--contract", paramLabel = "<class>",
            description = "A user contract: a class implementing dev.ferret.core.oracle.Contract, on the classpath. Repeatable.")
    private List<String> contracts = new ArrayList<>();

    @Option(names = "--generator", paramLabel = "<class>",
            description = "A generator class on the classpath: its public static methods returning "
                    + "dev.ferret.choice.Generator<T> (no parameter, or an int size) supply values of T beside "
                    + "Ferret's own; tests rebuild them with dev.ferret.choice.Replay. Repeatable.")
    private List<String> generators = new ArrayList<>();

    @Option(names = "--disable-contract", paramLabel = "<name>",
            description = "Skip a built-in contract, e.g. compareto-equals. Repeatable.")
    private List<String> disabledContracts = new ArrayList<>();

    @Option(names = "--max-tests-per-class", paramLabel = "<n>",
            description = "Regression tests kept per class under test and worker during generation, before the suite is reduced (default: ${DEFAULT-VALUE}).", defaultValue = "5000")
    private int maxTestsPerClass;

    @Option(names = "--tests-per-file", paramLabel = "<n>",
            description = "Tests per generated file before it is split (default: ${DEFAULT-VALUE}).", defaultValue = "200")
    private int testsPerFile;

    @Option(names = "--suite", paramLabel = "reduced|full",
            description = "reduced: keep a regression test only when it reaches code or asserts a behaviour no kept "
                    + "test does, then reduce the tests to a set cover of their coverage and behaviours; full: keep "
                    + "every regression test found (default: ${DEFAULT-VALUE}).", defaultValue = "reduced")
    private String suite;

    @Option(names = "--stop-on-plateau", paramLabel = "<duration>",
            description = "Stop once coverage of the classes under test has not grown for this long, e.g. 10s "
                    + "(default: run until the time limit).")
    private String plateau;

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

    @Option(names = "--no-callbacks", negatable = false,
            description = "Do not generate implementations of interface parameters (callbacks, listeners, "
                    + "functions) nor subclasses of open classes, whose bodies call back into the code under test.")
    private boolean noCallbacks;

    @Option(names = "--no-environment-variation", negatable = false,
            description = "Assert values that depend on the clock, the default time zone and locale or the user. By "
                    + "default each regression test is run once more with the clock moved, in another zone and locale "
                    + "and as another user (in its worker, and in one of the re-runs), and what changes is not asserted.")
    private boolean noEnvironmentVariation;

    @Option(names = "--no-mutants", negatable = false,
            description = "Choose regression tests by coverage and behaviours only. By default the classes under test "
                    + "get mutants (arithmetic, conditions, returned values, calls removed), each test about to be kept "
                    + "runs with those it reaches, and the suite keeps a test for every mutant killed.")
    private boolean noMutants;

    @Option(names = "--contract-level", paramLabel = "<standard|strict>",
            description = "standard (default): a broken recommendation (compareTo consistent with equals, which "
                    + "Comparable recommends but does not require) is counted in the summary, not written as a "
                    + "failing test; strict: written as a failing test too.", defaultValue = "standard")
    private String contractLevel;

    @Option(names = "--report-usage-violations", negatable = false,
            description = "Also write failures that break a rule of use as failing tests: a value changed after a "
                    + "decorator, a view or a hash-based collection captured it (by default they are only counted).")
    private boolean reportUsageViolations;

    @Option(names = "--stateful", negatable = false,
            description = "After the random phase, record abstract states, infer preconditions, postconditions and "
                    + "implications from passing calls and build tests from stored objects that break the "
                    + "preconditions (stateful testing); surviving contracts go to "
                    + "ferret-contracts.md in the output directory.")
    private boolean stateful;

    @Option(names = "--stateful-share", paramLabel = "<fraction>",
            description = "Share of the time limit the stateful phase may take (default: ${DEFAULT-VALUE}).",
            defaultValue = "0.1")
    private double statefulShare;

    @Option(names = "--campaign", paramLabel = "<path or jdbc-url>",
            description = "Keep the stateful phase's campaign database there and add to it (implies --stateful): "
                    + "a file path is an embedded H2 database (<path>.mv.db), a jdbc:postgresql://host:port/db URL "
                    + "a PostgreSQL one (user and password from the URL's user=/password= properties, else from "
                    + "FERRET_CAMPAIGN_USER and FERRET_CAMPAIGN_PASSWORD). Inference reads every run in it.")
    private String campaign;

    @Option(names = "--campaign-queue", paramLabel = "<name>",
            description = "Share this run with every process started with the same name on the same PostgreSQL "
                    + "--campaign: the classes are a work queue; each process takes one class at a time, generates "
                    + "it with a seed derived from --seed and the class name, and moves its tests into --output-dir "
                    + "(shared), until every class is done. A class whose process dies is handed out again.")
    private String campaignQueue;

    @Option(names = "--queue-lease", paramLabel = "<duration>",
            description = "How long a taken class stays a process's without its heartbeat before another takes it "
                    + "(default: 30s).")
    private String queueLease;

    @Option(names = "--exclude-member", paramLabel = "<class.member>",
            description = "Never call this method or constructor (a fully qualified class name, '.', the member's "
                    + "name, or <init> for constructors); repeatable.")
    private List<String> excludedMembers = new ArrayList<>();

    @Option(names = "--no-rerun", negatable = false,
            description = "Skip re-running the regression tests (failing ones are then not removed).")
    private boolean noRerun;

    @Option(names = "--workers", paramLabel = "<n>",
            description = "Worker JVMs that run the code under test (default: the number of cores, ${DEFAULT-VALUE}). "
                    + "A worker that dies is restarted; the sequence it was running is written as a disabled crash test.")
    private int workers = Runtime.getRuntime().availableProcessors();

    @Option(names = "--worker-heap", paramLabel = "<size>",
            description = "Maximum heap of each worker JVM, as for -Xmx, or auto: half the machine's memory shared "
                    + "by the workers, at least 512m and at most 1g (default: ${DEFAULT-VALUE}).", defaultValue = "auto")
    private String workerHeap;

    @Option(names = "--worker-jvm-option", paramLabel = "<option>",
            description = "An extra option for each worker JVM, after Ferret's own (-Xmx from --worker-heap; "
                    + "-XX:TieredStopAtLevel=1 when there are as many workers as cores); repeatable.")
    private List<String> workerJvmOptions = new ArrayList<>();

    @Option(names = "--in-process", negatable = false,
            description = "Run the code under test inside this JVM instead of workers: no sandbox, no restarts. For "
                    + "debugging and measurements only; System.exit in the code under test then ends the run.")
    private boolean inProcess;

    @Option(names = "--allow-processes", negatable = false,
            description = "Let the code under test start processes (blocked by default).")
    private boolean allowProcesses;

    @Option(names = "--resume", paramLabel = "<output-dir>",
            description = "Continue a run that was killed, with the options it was started with: keeps every test it "
                    + "wrote, then generates for the time and tests that were left.")
    private Path resume;

    @Option(names = "--progress", paramLabel = "auto|always|never",
            description = "Live progress line (default: ${DEFAULT-VALUE}: only on a terminal).", defaultValue = "auto")
    private String progress;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        return CommandRun.guarded(err, () -> execute(out, err));
    }

    private int execute(PrintWriter out, PrintWriter err) throws InvalidInputException, IOException, InterruptedException {
        ProgressDisplay display = new ProgressDisplay(err, showProgress());
        TerminalObserver observer = new TerminalObserver(display, err);
        Orchestrator orchestrator = new Orchestrator();
        RunResult result;
        RunSettings settings;
        if (resume != null) {
            RunSettings[] original = new RunSettings[1];
            result = orchestrator.resume(resume, arguments -> {
                GenerateCommand command = parse(arguments);
                original[0] = command.settings();
                return command.request(original[0], arguments);
            }, observer);
            settings = original[0];
        } else {
            settings = settings();
            if (selection == null) {
                throw new InvalidInputException("one of --class, --class-list or --package is required (or --resume)");
            }
            List<String> arguments = new ArrayList<>(spec.commandLine().getParseResult().originalArgs());
            if (!arguments.isEmpty() && arguments.get(0).equals(spec.name())) {
                arguments.remove(0);
            }
            if (campaignQueue != null) {
                return queue(settings, arguments, observer, out);
            }
            result = orchestrator.generate(request(settings, arguments), observer);
        }
        Path json = output.summaryJson != null ? output.summaryJson : settings.summaryJson();
        return CommandRun.finish(result, json, settings.report(), observer, out);
    }

    /** One participant of a shared run ({@code --campaign-queue}); prints what it did. */
    private int queue(RunSettings settings, List<String> arguments, TerminalObserver observer, PrintWriter out)
            throws InvalidInputException, IOException, InterruptedException {
        QueueRun queue = QueueRun.of(campaignQueue, queueLease);
        List<String> done = queue.run(request(settings, arguments), observer);
        out.println("queue " + campaignQueue.strip() + ": " + done.size() + " classes done by " + queue.participant()
                + (done.isEmpty() ? "" : " (" + String.join(", ", done) + ")") + "; every class of the queue is done");
        queue.summary().lines().forEach(out::println);
        return ExitCodes.OK;
    }

    /** The command as the recorded arguments of a run to resume give it. */
    private static GenerateCommand parse(List<String> arguments) throws InvalidInputException {
        GenerateCommand original = new GenerateCommand();
        try {
            new CommandLine(original).parseArgs(arguments.toArray(String[]::new));
        } catch (CommandLine.ParameterException e) {
            throw new InvalidInputException("cannot resume: the recorded options no longer parse: " + e.getMessage());
        }
        if (original.selection == null) {
            throw new InvalidInputException("cannot resume: the recorded options name no classes");
        }
        return original;
    }

    /** The settings these options give, each checked ({@link RunSettings}). */
    private RunSettings settings() throws InvalidInputException {
        return RunSettings.spelledBy(GenerateCommand::optionName)
                .timeLimit(timeLimit).callTimeout(callTimeout).stopOnPlateau(plateau).testLimit(testLimit)
                .outputLimit(outputLimit).sequenceLimit(sequenceLimit).seed(seed).nullRatio(nullRatio)
                .maxTestsPerClass(maxTestsPerClass).exceptions(exceptionRules).contracts(contracts)
                .generators(generators).disabledContracts(disabledContracts).excludeMembers(excludedMembers).suite(suite)
                .contractLevel(contractLevel).statefulShare(statefulShare).minimize(!noMinimize)
                .callbacks(!noCallbacks).environmentVariation(!noEnvironmentVariation).mutants(!noMutants).stopOnError(stopOnError).campaign(campaign).stateful(stateful)
                .reportUsageViolations(reportUsageViolations).workers(workers).workerHeap(workerHeap)
                .workerJvmOptions(workerJvmOptions).inProcess(inProcess)
                .allowProcesses(allowProcesses).outputDirectory(outputDir).testPackage(testPackage).junit(junit)
                .testsPerFile(testsPerFile).rerun(!noRerun).flakyRuns(flakyRuns).summaryJson(output.summaryJson)
                .report(output.report);
    }

    /** The option that sets a setting of {@link RunSettings}, named by its camel-case name. */
    static String optionName(String setting) {
        return switch (setting) {
            case "outputDirectory" -> "--output-dir";
            case "exceptions" -> "--exception";
            case "contracts" -> "--contract";
            case "generators" -> "--generator";
            case "disabledContracts" -> "--disable-contract";
            case "excludeMembers" -> "--exclude-member";
            case "workerJvmOptions" -> "--worker-jvm-option";
            default -> "--" + setting.replaceAll("([A-Z])", "-$1").toLowerCase(Locale.ROOT);
        };
    }

    /** The request the settings make for the classes these options select. */
    private RunRequest request(RunSettings settings, List<String> arguments) throws InvalidInputException {
        List<Path> cp = CommandRun.classpath(classpath);
        if (selection.classes != null) {
            return settings.request(cp, selection.classes, false, arguments);
        }
        // a list may name a class that turns out untestable, a scan finds some: skip them with a notice
        List<String> classes = selection.classList != null ? ClassSelection.readClassList(selection.classList)
                : ClassSelection.scanPackage(cp, selection.packagePrefix);
        return settings.request(cp, classes, true, arguments);
    }

    private boolean showProgress() {
        return switch (progress.toLowerCase(Locale.ROOT)) {
            case "always" -> true;
            case "never" -> false;
            default -> System.console() != null;
        };
    }
}
