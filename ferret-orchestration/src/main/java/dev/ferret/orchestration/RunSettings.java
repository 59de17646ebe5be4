package dev.ferret.orchestration;

import dev.ferret.core.run.InvalidInputException;
import dev.ferret.core.run.RunConfig;
import dev.ferret.junit.render.JUnitVersion;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The user's settings of a run as every front end takes them (the command line's options, the
 * Maven plugin's parameters), checked and turned into a {@link RunRequest} in one place. Each
 * setter checks its value at once and throws {@link InvalidInputException} with one clear line
 * that names the setting as the front end spells it; {@link #request} then adds what the front end
 * found out itself (the class path and the classes under test).
 *
 * <p>A builder: setters return this object; not thread-safe. Settings are named by their Maven
 * parameter (camel case, {@code timeLimit}); the spelling given to {@link #spelledBy} turns that
 * name into the front end's (the command line's {@code --time-limit}). Every setter call is also
 * {@linkplain #recorded() recorded} as {@code name=value}, so that a front end can tell whether a
 * run is resumed with the settings it was started with.
 */
public final class RunSettings {

    private final UnaryOperator<String> spelling;
    private final List<String> recorded = new ArrayList<>();
    private RunConfig config = RunConfig.of(List.of(), List.of());
    private boolean inProcess;
    private int workers = Runtime.getRuntime().availableProcessors();
    private String workerHeap = "auto";
    private List<String> workerJvmOptions = List.of();
    private boolean allowProcesses;
    private List<Path> ferretClasspath = List.of();
    private Path outputDirectory = Path.of("ferret-tests");
    private String testPackage;
    private JUnitVersion junit = JUnitVersion.JUNIT5;
    private int testsPerFile = 200;
    private boolean rerun = true;
    private int flakyRuns = 3;
    private Path testRuntime;
    private Path summaryJson;
    private ReportFormat report = ReportFormat.HTML;

    private RunSettings(UnaryOperator<String> spelling) {
        this.spelling = spelling;
    }

    /**
     * The defaults of every setting (those of {@link RunConfig#of}, {@link OutputSettings#of} into
     * {@code ferret-tests}, {@link EngineSettings#defaults}, the HTML report), with error messages
     * that spell a setting's name as {@code spelling} turns it ({@code UnaryOperator.identity()} for
     * the Maven parameters).
     */
    public static RunSettings spelledBy(UnaryOperator<String> spelling) {
        return new RunSettings(spelling);
    }

    /** {@code timeLimit}: how long to generate ({@link Durations}: {@code 30s}, {@code 2m}, ...). */
    public RunSettings timeLimit(String value) throws InvalidInputException {
        config = config.withTimeLimit(duration("timeLimit", value));
        return this;
    }

    /** {@code callTimeout}: a call running longer makes its sequence illegal. */
    public RunSettings callTimeout(String value) throws InvalidInputException {
        config = config.withCallTimeout(duration("callTimeout", value));
        return this;
    }

    /** {@code stopOnPlateau}: stop once coverage has not grown for this long; {@code null} or blank: never. */
    public RunSettings stopOnPlateau(String value) throws InvalidInputException {
        boolean none = value == null || value.isBlank();
        config = config.withPlateau(none ? Duration.ZERO : duration("stopOnPlateau", value));
        return this;
    }

    /** {@code testLimit}: stop once this many tests are kept (0: no limit). */
    public RunSettings testLimit(long n) throws InvalidInputException {
        config = config.withTestLimit(atLeast("testLimit", n, 0));
        return this;
    }

    /** {@code outputLimit}: stop once this many tests are written (0: no limit). */
    public RunSettings outputLimit(long n) throws InvalidInputException {
        config = config.withOutputLimit(atLeast("outputLimit", n, 0));
        return this;
    }

    /** {@code sequenceLimit}: stop after this many sequences (0: no limit). */
    public RunSettings sequenceLimit(long n) throws InvalidInputException {
        config = config.withSequenceLimit(atLeast("sequenceLimit", n, 0));
        return this;
    }

    /** {@code seed}: the random seed. */
    public RunSettings seed(long n) {
        config = config.withSeed(note("seed", n));
        return this;
    }

    /** {@code nullRatio}: probability of passing null to a reference parameter, 0 to 1. */
    public RunSettings nullRatio(double p) throws InvalidInputException {
        if (note("nullRatio", p) < 0 || p > 1) {
            throw bad("nullRatio", "must be between 0 and 1, not " + p);
        }
        config = config.withNullRatio(p);
        return this;
    }

    /** {@code maxTestsPerClass}: regression tests kept per class under test, at least 1. */
    public RunSettings maxTestsPerClass(int n) throws InvalidInputException {
        config = config.withMaxRegressionTestsPerClass((int) atLeast("maxTestsPerClass", n, 1));
        return this;
    }

    /** {@code exceptions}: exception rules {@code <class>=<ERROR|EXPECTED|INVALID>}, added in order. */
    public RunSettings exceptions(List<String> rules) throws InvalidInputException {
        try {
            config = ExceptionRules.apply(config, note("exceptions", rules));
        } catch (InvalidInputException e) {
            throw bad("exceptions", e.getMessage(), ": ");
        }
        return this;
    }

    /** {@code contracts}: user contracts, classes implementing {@code dev.ferret.core.oracle.Contract}. */
    public RunSettings contracts(List<String> classes) {
        config = config.withContracts(note("contracts", classes), config.disabledContracts());
        return this;
    }

    /**
     * {@code generators}: the user's generator classes, whose public static methods returning
     * {@code dev.ferret.choice.Generator<T>} supply values of {@code T}.
     */
    public RunSettings generators(List<String> classes) {
        config = config.withGenerators(note("generators", classes));
        return this;
    }

    /** {@code disabledContracts}: built-in contracts to skip, such as {@code compareto-equals}. */
    public RunSettings disabledContracts(List<String> names) {
        config = config.withContracts(config.contracts(), note("disabledContracts", names));
        return this;
    }

    /** {@code excludeMembers}: members never called, {@code <class>.<member>}. */
    public RunSettings excludeMembers(List<String> members) {
        config = config.withExcludedMembers(note("excludeMembers", members));
        return this;
    }

    /** {@code suite}: {@code reduced} or {@code full}. */
    public RunSettings suite(String value) throws InvalidInputException {
        config = config.withReduceSuite(choice("suite", value, "reduced", "full"));
        return this;
    }

    /** {@code contractLevel}: {@code standard} or {@code strict} (recommendations written as tests too). */
    public RunSettings contractLevel(String value) throws InvalidInputException {
        config = config.withStrictContracts(!choice("contractLevel", value, "standard", "strict"));
        return this;
    }

    /** {@code statefulShare}: the share of the time limit the stateful phase may take, between 0 and 1. */
    public RunSettings statefulShare(double share) throws InvalidInputException {
        if (note("statefulShare", share) <= 0 || share >= 1) {
            throw bad("statefulShare", "must be between 0 and 1 (exclusive), not " + share);
        }
        config = config.withStatefulShare(share);
        return this;
    }

    /** {@code minimize}: whether error-revealing tests are shrunk. */
    public RunSettings minimize(boolean on) {
        config = config.withMinimize(note("minimize", on));
        return this;
    }

    /** {@code callbacks}: whether implementations of interface parameters and subclasses are generated. */
    public RunSettings callbacks(boolean on) {
        config = config.withCallbacks(note("callbacks", on));
        return this;
    }

    /**
     * {@code environmentVariation}: whether each regression test about to be kept runs once more in
     * another environment (clock, default zone and locale, user) in its worker, and one re-run of
     * the flaky filter in a third one, so that values that depend on them are not asserted.
     */
    public RunSettings environmentVariation(boolean on) {
        config = config.withEnvironmentVariation(note("environmentVariation", on));
        return this;
    }

    /**
     * {@code mutants}: whether the classes under test get their mutants written into them, and the
     * reduced suite keeps a test for every mutant one of its tests kills.
     */
    public RunSettings mutants(boolean on) {
        config = config.withMutants(note("mutants", on));
        return this;
    }

    /** {@code stopOnError}: whether to stop at the first error-revealing test. */
    public RunSettings stopOnError(boolean on) {
        config = config.withStopOnError(note("stopOnError", on));
        return this;
    }

    /** {@code stateful}: whether the stateful phase runs after the random one (always with a campaign). */
    public RunSettings stateful(boolean on) {
        config = config.withStateful(note("stateful", on) || !config.campaign().isEmpty());
        return this;
    }

    /**
     * {@code campaign}: keep the stateful phase's database there and add to it (a file path: an
     * embedded H2 file; a {@code jdbc:postgresql://} URL, credentials as {@code CampaignLocation}
     * says); turns the stateful phase on. {@code null} or blank: a database in memory per worker.
     */
    public RunSettings campaign(String value) throws InvalidInputException {
        if (value == null || note("campaign", value).isBlank()) {
            config = config.withCampaign("", "");
            return this;
        }
        try {
            dev.ferret.stateful.store.CampaignLocation.parse(value);
        } catch (IllegalArgumentException e) {
            throw bad("campaign", e.getMessage());
        }
        String s = value.strip();
        config = config.withCampaign(s.startsWith("jdbc:") ? s : Path.of(s).toAbsolutePath().normalize().toString(), "")
                .withStateful(true);
        return this;
    }

    /** {@code reportUsageViolations}: whether failures that break a rule of use are written as tests too. */
    public RunSettings reportUsageViolations(boolean on) {
        config = config.withReportUsageViolations(note("reportUsageViolations", on));
        return this;
    }

    /** {@code workers}: worker JVMs, at least 1. */
    public RunSettings workers(int n) throws InvalidInputException {
        workers = (int) atLeast("workers", n, 1);
        return this;
    }

    /** {@code workerHeap}: maximum heap of each worker JVM, as for {@code -Xmx}, or {@code auto}. */
    public RunSettings workerHeap(String size) throws InvalidInputException {
        try {
            new EngineSettings(false, 1, note("workerHeap", size), List.of(), false);
        } catch (IllegalArgumentException | NullPointerException e) {
            throw bad("workerHeap", "is a size such as 512m or 4g, or auto, not '" + size + "'", ": ");
        }
        workerHeap = size;
        return this;
    }

    /** {@code workerJvmOptions}: extra options for each worker JVM. */
    public RunSettings workerJvmOptions(List<String> options) {
        workerJvmOptions = List.copyOf(note("workerJvmOptions", options));
        return this;
    }

    /** {@code inProcess}: run the code under test in the calling JVM (debugging only). */
    public RunSettings inProcess(boolean on) {
        inProcess = note("inProcess", on);
        return this;
    }

    /** {@code allowProcesses}: let the code under test start processes. */
    public RunSettings allowProcesses(boolean on) {
        allowProcesses = note("allowProcesses", on);
        return this;
    }

    /** Ferret's own class path for the worker JVMs ({@link EngineSettings#ferretClasspath}); not recorded. */
    public RunSettings ferretClasspath(List<Path> classpath) {
        ferretClasspath = List.copyOf(classpath);
        return this;
    }

    /** {@code outputDirectory}: where the tests are written. */
    public RunSettings outputDirectory(Path directory) {
        outputDirectory = note("outputDirectory", directory);
        return this;
    }

    /** {@code testPackage}: the package of the generated tests, or {@code null} for each class's own. */
    public RunSettings testPackage(String name) {
        testPackage = note("testPackage", name == null || name.isBlank() ? null : name);
        return this;
    }

    /** {@code junit}: the JUnit version of the output, 5 or 4. */
    public RunSettings junit(int version) throws InvalidInputException {
        junit = switch (note("junit", version)) {
            case 5 -> JUnitVersion.JUNIT5;
            case 4 -> JUnitVersion.JUNIT4;
            default -> throw bad("junit", "must be 5 or 4, not " + version);
        };
        return this;
    }

    /** {@code testsPerFile}: tests per file before it is split, at least 1. */
    public RunSettings testsPerFile(int n) throws InvalidInputException {
        testsPerFile = (int) atLeast("testsPerFile", n, 1);
        return this;
    }

    /**
     * {@code rerun}: whether the regression tests are re-run and their failing assertions removed,
     * and the error-revealing tests run and those that do not fail as when found removed.
     */
    public RunSettings rerun(boolean on) {
        rerun = note("rerun", on);
        return this;
    }

    /** {@code flakyRuns}: re-runs in a row that must pass, at least 1. */
    public RunSettings flakyRuns(int n) throws InvalidInputException {
        flakyRuns = (int) atLeast("flakyRuns", n, 1);
        return this;
    }

    /** The directory of the JUnit jars the check phase uses ({@link OutputSettings#testRuntime}); not recorded. */
    public RunSettings testRuntime(Path directory) {
        testRuntime = directory;
        return this;
    }

    /** {@code summaryJson}: a file to write the summary figures to as JSON, or {@code null}. */
    public RunSettings summaryJson(Path file) {
        summaryJson = note("summaryJson", file);
        return this;
    }

    /** {@code report}: {@code html} or {@code none}. */
    public RunSettings report(String format) throws InvalidInputException {
        try {
            report = ReportFormat.named(note("report", format));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw bad("report", "must be html or none, not '" + format + "'");
        }
        return this;
    }

    /** The file the summary JSON goes to, or {@code null}. */
    public Path summaryJson() {
        return summaryJson;
    }

    /** The report the front end writes after the run. */
    public ReportFormat report() {
        return report;
    }

    /** Every setting given so far as {@code name=value}, in order (Ferret's own paths left out). */
    public List<String> recorded() {
        return List.copyOf(recorded);
    }

    /**
     * The request these settings make for the given code under test.
     *
     * @param classpath the code under test's class path, absolute
     * @param classes the classes under test (binary names)
     * @param skipUntestable whether a class with nothing testable is skipped with a notice (a scan) rather
     *     than an error (a class the user named)
     * @param arguments the front end's arguments, recorded in the journal for a resume
     */
    public RunRequest request(List<Path> classpath, List<String> classes, boolean skipUntestable,
                              List<String> arguments) {
        RunConfig target = config.withTarget(classpath, classes).withSkipUntestable(skipUntestable);
        EngineSettings engine = new EngineSettings(inProcess, workers, workerHeap, workerJvmOptions,
                allowProcesses, ferretClasspath);
        OutputSettings output = new OutputSettings(outputDirectory, testPackage, junit, testsPerFile, rerun, flakyRuns,
                testRuntime);
        return new RunRequest(target, engine, output, arguments);
    }

    private Duration duration(String name, String value) throws InvalidInputException {
        try {
            return Durations.parse(note(name, value));
        } catch (InvalidInputException e) {
            throw bad(name, e.getMessage(), ": ");
        }
    }

    private long atLeast(String name, long n, long min) throws InvalidInputException {
        if (note(name, n) < min) {
            throw bad(name, "must be at least " + min + ", not " + n);
        }
        return n;
    }

    /** Whether {@code value} is {@code first}; an error unless it is {@code first} or {@code second}. */
    private boolean choice(String name, String value, String first, String second) throws InvalidInputException {
        if (!first.equals(note(name, value)) && !second.equals(value)) {
            throw bad(name, "must be " + first + " or " + second + ", not '" + value + "'");
        }
        return first.equals(value);
    }

    private <T> T note(String name, T value) {
        recorded.add(name + "=" + value);
        return value;
    }

    private InvalidInputException bad(String name, String problem) {
        return bad(name, problem, " ");
    }

    private InvalidInputException bad(String name, String problem, String separator) {
        return new InvalidInputException(spelling.apply(name) + separator + problem);
    }
}
