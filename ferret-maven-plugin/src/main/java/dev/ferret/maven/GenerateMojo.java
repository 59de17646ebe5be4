package dev.ferret.maven;

import dev.ferret.core.run.InvalidInputException;
import dev.ferret.orchestration.Orchestrator;
import dev.ferret.orchestration.QueueRun;
import dev.ferret.orchestration.ReportFormat;
import dev.ferret.orchestration.RunRequest;
import dev.ferret.orchestration.RunResult;
import dev.ferret.orchestration.RunSettings;
import dev.ferret.orchestration.SummaryWriter;
import dev.ferret.orchestration.report.HtmlReport;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;

/**
 * Generates regression and error-revealing JUnit tests for the module's own compiled classes, with
 * the module's runtime class path, and adds them to the build's test sources. The options are the
 * command line's (see the README); the classes come from {@code includes}/{@code excludes}
 * patterns or a {@code package}. Modules with {@code pom} packaging are skipped.
 */
@Mojo(name = "generate", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = false)
public final class GenerateMojo extends AbstractMojo {

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    private MavenProject project;

    @Parameter(defaultValue = "${plugin.artifacts}", readonly = true, required = true)
    private List<Artifact> pluginArtifacts;

    /** Skips the goal. */
    @Parameter(property = "ferret.skip", defaultValue = "false")
    private boolean skip;

    /** Classes under test: binary-name patterns ({@code *} within a name segment, {@code **} across segments); comma-separated on the command line. Default: all of the module's classes. */
    @Parameter(property = "ferret.includes")
    private List<String> includes = new ArrayList<>();

    /** Classes left out, as patterns like {@code includes}. */
    @Parameter(property = "ferret.excludes")
    private List<String> excludes = new ArrayList<>();

    /** Test only the module's classes under this package (and its sub-packages). */
    @Parameter(property = "ferret.package", alias = "package")
    private String packageName;

    /** How long to generate, e.g. 30s, 2m. */
    @Parameter(property = "ferret.timeLimit", defaultValue = "60s")
    private String timeLimit;

    /** Stop once this many tests are kept (0: no limit). */
    @Parameter(property = "ferret.testLimit", defaultValue = "0")
    private long testLimit;

    /** Stop once this many tests are written, and write no more (0: no limit). */
    @Parameter(property = "ferret.outputLimit", defaultValue = "0")
    private long outputLimit;

    /** Stop after this many sequences were executed (0: no limit). */
    @Parameter(property = "ferret.sequenceLimit", defaultValue = "0")
    private long sequenceLimit;

    /** Random seed. */
    @Parameter(property = "ferret.seed", defaultValue = "0")
    private long seed;

    /** Where the tests are written; {@code src/test/java} for tests you commit. */
    @Parameter(property = "ferret.outputDirectory", defaultValue = "${project.build.directory}/generated-test-sources/ferret")
    private File outputDirectory;

    /** Package of the generated tests (default: the package of each class under test). */
    @Parameter(property = "ferret.testPackage")
    private String testPackage;

    /** JUnit version of the output: 5 or 4. */
    @Parameter(property = "ferret.junit", defaultValue = "5")
    private int junit;

    /** Also write the summary figures as JSON to this file. */
    @Parameter(property = "ferret.summaryJson")
    private File summaryJson;

    /** Probability of passing null to a reference parameter. */
    @Parameter(property = "ferret.nullRatio", defaultValue = "0.05")
    private double nullRatio;

    /** A call running longer makes its sequence illegal. */
    @Parameter(property = "ferret.callTimeout", defaultValue = "5s")
    private String callTimeout;

    /** Exception rules, {@code <class>=<ERROR|EXPECTED|INVALID>}. */
    @Parameter(property = "ferret.exceptions")
    private List<String> exceptions = new ArrayList<>();

    /** User contracts: classes implementing {@code dev.ferret.core.oracle.Contract} on the module's class path. */
    @Parameter(property = "ferret.contracts")
    private List<String> contracts = new ArrayList<>();

    /**
     * Generator classes on the module's test class path: public static methods returning
     * {@code dev.ferret.choice.Generator<T>} supply values of {@code T} (tests then need ferret-choice).
     * With generators, the run's class path is the module's test class path (its test classes and
     * test dependencies, such as ferret-choice), not only its runtime class path.
     */
    @Parameter(property = "ferret.generators")
    private List<String> generators = new ArrayList<>();

    /** Built-in contracts to skip, e.g. {@code compareto-equals}. */
    @Parameter(property = "ferret.disabledContracts")
    private List<String> disabledContracts = new ArrayList<>();

    /** Regression tests kept per class under test. */
    @Parameter(property = "ferret.maxTestsPerClass", defaultValue = "5000")
    private int maxTestsPerClass;

    /** Tests per generated file before it is split. */
    @Parameter(property = "ferret.testsPerFile", defaultValue = "200")
    private int testsPerFile;

    /** {@code reduced} or {@code full}, as the command line's {@code --suite}. */
    @Parameter(property = "ferret.suite", defaultValue = "reduced")
    private String suite;

    /** Stop once coverage has not grown for this long, e.g. 10s. */
    @Parameter(property = "ferret.stopOnPlateau")
    private String stopOnPlateau;

    /** Stop at the first error-revealing test. */
    @Parameter(property = "ferret.stopOnError", defaultValue = "false")
    private boolean stopOnError;

    /** Re-run the regression tests until this many runs in a row pass. */
    @Parameter(property = "ferret.flakyRuns", defaultValue = "3")
    private int flakyRuns;

    /** Shrink error-revealing tests (false: keep them as found). */
    @Parameter(property = "ferret.minimize", defaultValue = "true")
    private boolean minimize;

    /** Generate implementations of interface parameters and subclasses of open classes. */
    @Parameter(property = "ferret.callbacks", defaultValue = "true")
    private boolean callbacks;

    /**
     * Run each regression test once more with the clock moved, in another time zone and locale and
     * as another user, and assert nothing that changes there (false: assert it all the same).
     */
    @Parameter(property = "ferret.environmentVariation", defaultValue = "true")
    private boolean environmentVariation;

    /**
     * Write mutants into the classes under test and keep a regression test for every mutant one
     * kills (false: choose tests by coverage and behaviours only).
     */
    @Parameter(property = "ferret.mutants", defaultValue = "true")
    private boolean mutants;

    /** The report written after the run: {@code html} ({@code <outputDirectory>/ferret-report/index.html}) or {@code none}. */
    @Parameter(property = "ferret.report", defaultValue = "html")
    private String report;

    /** Run the stateful phase after the random one (record states, infer preconditions, break them). */
    @Parameter(property = "ferret.stateful", defaultValue = "false")
    private boolean stateful;

    /** The share of the time limit the stateful phase may take. */
    @Parameter(property = "ferret.statefulShare", defaultValue = "0.1")
    private double statefulShare;

    /**
     * Keep the stateful phase's campaign database there and add to it (turns the stateful phase
     * on): a file path (embedded H2) or a {@code jdbc:postgresql://} URL (user and password from
     * its properties, else {@code FERRET_CAMPAIGN_USER}/{@code FERRET_CAMPAIGN_PASSWORD}).
     */
    @Parameter(property = "ferret.campaign")
    private String campaign;

    /**
     * Share the run with every process (build or command line) started with this queue name on the
     * same PostgreSQL {@code campaign}: the classes become a work queue that each takes one class at
     * a time from, moving its tests into {@code outputDirectory} (shared), until every class is done.
     */
    @Parameter(property = "ferret.campaignQueue")
    private String campaignQueue;

    /** How long a class taken from the {@code campaignQueue} stays this build's without its heartbeat (default 30s). */
    @Parameter(property = "ferret.queueLease")
    private String queueLease;

    /** {@code standard}, or {@code strict} to write failures of recommendations (compareto-equals) as tests too. */
    @Parameter(property = "ferret.contractLevel", defaultValue = "standard")
    private String contractLevel;

    /** Also write failures that break a rule of use (a value changed after something captured it) as tests. */
    @Parameter(property = "ferret.reportUsageViolations", defaultValue = "false")
    private boolean reportUsageViolations;

    /** Members never called: {@code <class>.<member>}, {@code <init>} for constructors. */
    @Parameter(property = "ferret.excludeMembers")
    private List<String> excludeMembers = new ArrayList<>();

    /** Re-run the regression tests and remove failing assertions (false: skip). */
    @Parameter(property = "ferret.rerun", defaultValue = "true")
    private boolean rerun;

    /** Worker JVMs (default: the number of cores). */
    @Parameter(property = "ferret.workers")
    private Integer workers;

    /** Maximum heap of each worker JVM, as for -Xmx, or auto. */
    @Parameter(property = "ferret.workerHeap", defaultValue = "auto")
    private String workerHeap;

    /** Extra options for each worker JVM. */
    @Parameter(property = "ferret.workerJvmOptions")
    private List<String> workerJvmOptions = new ArrayList<>();

    /** Run the code under test inside Maven's JVM instead of workers (debugging only). */
    @Parameter(property = "ferret.inProcess", defaultValue = "false")
    private boolean inProcess;

    /** Let the code under test start processes. */
    @Parameter(property = "ferret.allowProcesses", defaultValue = "false")
    private boolean allowProcesses;

    /** Fail the build when error-revealing tests were found. */
    @Parameter(property = "ferret.failOnErrorTests", defaultValue = "false")
    private boolean failOnErrorTests;

    /** Let Surefire run the error-revealing tests too (they fail until their bugs are fixed). */
    @Parameter(property = "ferret.includeErrorTests", defaultValue = "false")
    private boolean includeErrorTests;

    /**
     * Continue the run that was killed in {@code outputDirectory}, with the configuration it was started
     * with (a different one is an error): keeps every test it wrote, then generates for the time and
     * tests that were left.
     */
    @Parameter(property = "ferret.resume", defaultValue = "false")
    private boolean resume;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip || "pom".equals(project.getPackaging())) {
            getLog().info(skip ? "skipped (ferret.skip)" : "skipped: pom packaging has no classes");
            return;
        }
        RunResult result;
        RunSettings settings;
        try {
            settings = settings(); // bad values first: they need no compiled classes
            Path classes = Path.of(project.getBuild().getOutputDirectory());
            if (!hasClasses(classes)) {
                if (project.getCompileSourceRoots().stream().noneMatch(r -> Files.isDirectory(Path.of(r)))) {
                    getLog().info("skipped: the module has no sources");
                    return;
                }
                throw new InvalidInputException("no compiled classes in " + classes
                        + ": compile the module first, e.g. mvn compile dev.ferret:ferret-maven-plugin:generate");
            }
            QueueRun queue = queue(campaignQueue, queueLease);
            if (queue != null) {
                shareQueue(queue, settings, classes);
                return;
            }
            result = run(settings, classes);
            report(result, settings);
            TestSourceRoot.attach(project, result.outputDirectory(), includeErrorTests, getLog());
        } catch (InvalidInputException e) {
            throw new MojoFailureException(e.getMessage());
        } catch (IOException | IllegalStateException e) {
            throw new MojoExecutionException("Ferret could not write or check the tests: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MojoExecutionException("interrupted");
        }
        if (failOnErrorTests && result.report().errorTests() > 0) {
            throw new MojoFailureException("Ferret found " + result.report().errorTests()
                    + " error-revealing tests (failOnErrorTests): see the *ErrorTest files in " + result.outputDirectory());
        }
    }

    /**
     * The work queue the {@code campaignQueue} parameter names, its lease {@code queueLease}; null
     * when there is none.
     */
    static QueueRun queue(String campaignQueue, String queueLease) throws InvalidInputException {
        if (campaignQueue == null) {
            if (queueLease != null) {
                throw new InvalidInputException("queueLease needs campaignQueue");
            }
            return null;
        }
        return QueueRun.of(campaignQueue, queueLease, UnaryOperator.identity());
    }

    /**
     * This build as one participant of the queue ({@code ferret generate --campaign-queue}): its
     * classes, then the queue's merged view, go to the log; the shared output directory becomes a
     * test source root. No report, summary JSON or {@code failOnErrorTests}: the queue has none.
     */
    private void shareQueue(QueueRun queue, RunSettings settings, Path classes)
            throws InvalidInputException, IOException, InterruptedException {
        if (resume) {
            throw new InvalidInputException("resume cannot continue a campaignQueue run: start it again with the same "
                    + "campaignQueue (classes done stay done)");
        }
        RunRequest request = request(settings, classes);
        List<String> done = queue.run(request, new MavenLogObserver(getLog()));
        getLog().info("queue " + queue.name() + ": " + done.size() + " classes done by " + queue.participant()
                + (done.isEmpty() ? "" : " (" + String.join(", ", done) + ")") + "; every class of the queue is done");
        queue.summary().lines().forEach(getLog()::info);
        TestSourceRoot.attach(project, request.output().directory(), includeErrorTests, getLog());
    }

    /** A new run, or the killed one continued ({@code resume}). */
    private RunResult run(RunSettings settings, Path classes)
            throws InvalidInputException, IOException, InterruptedException {
        RunRequest request = request(settings, classes);
        Path out = request.output().directory();
        MavenLogObserver observer = new MavenLogObserver(getLog());
        if (resume) {
            return new Orchestrator().resume(out, recorded -> {
                ResumeCheck.sameConfiguration(out, recorded, request.arguments());
                return request;
            }, observer);
        }
        int removed = new GeneratedSources(out).removeEarlierRunsOf(request.config().classes());
        if (removed > 0) {
            getLog().info("removed " + removed + " test files an earlier Ferret run wrote for these classes");
        }
        getLog().info("generating tests for " + request.config().classes().size() + " classes for "
                + request.config().timeLimit().toSeconds() + " s into " + out);
        return new Orchestrator().generate(request, observer);
    }

    private static boolean hasClasses(Path classes) {
        if (!Files.isDirectory(classes)) {
            return false;
        }
        try (var files = Files.walk(classes)) {
            return files.anyMatch(p -> p.toString().endsWith(".class"));
        } catch (IOException e) {
            return false;
        }
    }

    /** The summary through the log, as JSON and the HTML report when asked. */
    private void report(RunResult result, RunSettings settings) throws IOException {
        SummaryWriter summary = new SummaryWriter(result);
        StringWriter text = new StringWriter();
        try (PrintWriter w = new PrintWriter(text)) {
            summary.text(w);
        }
        text.toString().lines().forEach(getLog()::info);
        if (settings.summaryJson() != null) {
            summary.json(settings.summaryJson());
        }
        if (settings.report() == ReportFormat.HTML) {
            getLog().info("report: " + HtmlReport.write(result).toAbsolutePath().normalize());
        }
    }

    /** The parameters as settings, each checked ({@link RunSettings}: one error line naming the parameter). */
    private RunSettings settings() throws InvalidInputException {
        RunSettings settings = RunSettings.spelledBy(UnaryOperator.identity())
                .timeLimit(timeLimit).callTimeout(callTimeout).stopOnPlateau(stopOnPlateau).testLimit(testLimit)
                .outputLimit(outputLimit).sequenceLimit(sequenceLimit).seed(seed).nullRatio(nullRatio)
                .maxTestsPerClass(maxTestsPerClass).exceptions(exceptions).contracts(contracts)
                .generators(generators).disabledContracts(disabledContracts).excludeMembers(excludeMembers).suite(suite)
                .contractLevel(contractLevel).statefulShare(statefulShare).minimize(minimize).callbacks(callbacks)
                .environmentVariation(environmentVariation).mutants(mutants).stopOnError(stopOnError).campaign(campaign).stateful(stateful).reportUsageViolations(reportUsageViolations)
                .workerHeap(workerHeap).workerJvmOptions(workerJvmOptions).inProcess(inProcess)
                .allowProcesses(allowProcesses)
                .outputDirectory(outputDirectory.toPath().toAbsolutePath()).testPackage(testPackage).junit(junit)
                .testsPerFile(testsPerFile).rerun(rerun).flakyRuns(flakyRuns)
                .summaryJson(summaryJson == null ? null : summaryJson.toPath()).report(report);
        return workers == null ? settings : settings.workers(workers);
    }

    /**
     * The request the settings make for the module's classes, on the module's runtime class path
     * (its test class path when there are generators, which live with the tests).
     */
    private RunRequest request(RunSettings settings, Path classes) throws InvalidInputException, IOException {
        List<Path> classpath = new ArrayList<>();
        try {
            for (String element : generators.isEmpty() ? project.getRuntimeClasspathElements()
                    : project.getTestClasspathElements()) {
                classpath.add(Path.of(element).toAbsolutePath().normalize());
            }
        } catch (DependencyResolutionRequiredException e) {
            throw new InvalidInputException("the module's dependencies are not resolved: " + e.getMessage());
        }
        classpath.removeIf(p -> !Files.exists(p));
        List<String> selected = new ClassPatterns(includes, excludes, packageName).select(classes);
        PluginArtifacts artifacts = new PluginArtifacts(pluginArtifacts);
        settings.ferretClasspath(artifacts.ferretClasspath())
                .testRuntime(artifacts.testRuntime(Path.of(project.getBuild().getDirectory(), "ferret", "test-runtime")));
        List<String> arguments = new ArrayList<>(List.of("maven", project.getId(), "includes=" + includes,
                "excludes=" + excludes, "package=" + packageName));
        arguments.addAll(settings.recorded());
        return settings.request(classpath, selected, true, arguments);
    }
}
