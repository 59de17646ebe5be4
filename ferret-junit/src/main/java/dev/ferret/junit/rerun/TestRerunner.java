package dev.ferret.junit.rerun;

import dev.ferret.guard.boot.Rules;
import dev.ferret.guard.launch.GuardedJvm;
import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.runtime.TestRuntime;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * Runs compiled test classes in a fresh JVM with the JUnit Platform console launcher
 * ({@code <java.home>/bin/java -ea -cp ... org.junit.platform.console.ConsoleLauncher execute
 * --select-class ... --reports-dir ...}, started through {@link HaltingLauncher}, which halts
 * the JVM once the launcher returns, so threads the tests left running do not keep it alive) and
 * reads the legacy XML reports to find the failing test methods. The forked JVM is guarded as a
 * worker JVM is ({@code dev.ferret.guard}): its working directory, {@code user.home} and
 * {@code java.io.tmpdir} are directories of a temporary one, and a test's change anywhere but in
 * {@code java.io.tmpdir} (where JUnit makes its {@code @TempDir}s) is refused, as are process
 * starts and connections beyond loopback; a refused effect fails the test. It is killed when it
 * exceeds the timeout. JUnit 5 tests also get a per-test timeout, so one hanging test fails on
 * its own.
 */
public final class TestRerunner {

    /** Default limit for the whole forked run. */
    public static final Duration DEFAULT_PROCESS_TIMEOUT = Duration.ofMinutes(5);
    /** Default limit for one JUnit 5 test method. */
    public static final Duration DEFAULT_TEST_TIMEOUT = Duration.ofSeconds(10);

    private static final int LOG_TAIL = 4000;

    /**
     * Options of every forked JVM: the client compiler only and the serial collector. A re-run is
     * short and several run side by side, so the optimizing compiler's and the parallel collectors'
     * threads cost more than they save: four runs of 939 lang3 probes side by side took 11.3 s
     * instead of 19.6 s on two cores (docs/benchmarks.md).
     */
    static final List<String> FAST_START = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

    /**
     * JVM option sets under which identity hash codes differ from a default JVM's: none (the
     * default, thread-local xorshift), HotSpot's sequential scheme (hashes count up, so repeated
     * probes walk a value through every bucket) and its constant scheme (every hash is 1, so
     * hash-ordered containers fall back to insertion order; as every repetition of a probe draws the
     * same hashes there, its runs repeat a probe's body twice, not 16 times). Identity hashes repeat between
     * identical default runs, so only a change of scheme reliably exposes a test whose result
     * depends on them (hash-ordered printing, arrays printed as {@code [B@1b6d3586}).
     */
    public static final List<List<String>> IDENTITY_HASH_SCHEMES = List.of(
            List.of(),
            List.of("-XX:+UnlockExperimentalVMOptions", "-XX:hashCode=3"),
            List.of("-XX:+UnlockExperimentalVMOptions", "-XX:hashCode=2",
                    "-D" + dev.ferret.junit.render.TestRenderer.PROBE_REPETITIONS_PROPERTY + "=2"));

    private final TestRuntime runtime;
    private final Duration processTimeout;
    private final Duration testTimeout;
    private final List<String> jvmOptions;
    private final long orderSeed;

    /** A re-runner with the default timeouts. */
    public TestRerunner(TestRuntime runtime) {
        this(runtime, DEFAULT_PROCESS_TIMEOUT, DEFAULT_TEST_TIMEOUT);
    }

    /**
     * @param runtime where the JUnit jars are
     * @param processTimeout limit for the whole forked JVM
     * @param testTimeout limit for one JUnit 5 test method
     */
    public TestRerunner(TestRuntime runtime, Duration processTimeout, Duration testTimeout) {
        this(runtime, processTimeout, testTimeout, List.of(), 0);
    }

    private TestRerunner(TestRuntime runtime, Duration processTimeout, Duration testTimeout, List<String> jvmOptions,
                         long orderSeed) {
        this.runtime = Objects.requireNonNull(runtime, "runtime");
        this.processTimeout = Objects.requireNonNull(processTimeout, "processTimeout");
        this.testTimeout = Objects.requireNonNull(testTimeout, "testTimeout");
        this.jvmOptions = List.copyOf(jvmOptions);
        this.orderSeed = orderSeed;
    }

    /** A re-runner like this one whose forked JVMs also get these options. */
    public TestRerunner withJvmOptions(List<String> options) {
        return new TestRerunner(runtime, processTimeout, testTimeout, options, orderSeed);
    }

    /** A re-runner like this one whose forked JVM is killed after {@code timeout}. */
    public TestRerunner withProcessTimeout(Duration timeout) {
        return new TestRerunner(runtime, timeout, testTimeout, jvmOptions, orderSeed);
    }

    /** The limit for one JUnit 5 test method. */
    public Duration testTimeout() {
        return testTimeout;
    }

    /** The limit for the whole forked JVM. */
    public Duration processTimeout() {
        return processTimeout;
    }

    /**
     * A re-runner like this one that runs the tests in another order: test classes in reverse,
     * and (JUnit 5) classes and methods shuffled with this seed; 0 for the usual order.
     */
    public TestRerunner withShuffledOrder(long seed) {
        return new TestRerunner(runtime, processTimeout, testTimeout, jvmOptions, seed);
    }

    /**
     * Runs test classes and reports the failing methods.
     *
     * @param testClasses binary names of the test classes to run
     * @param compiledTests directory holding the compiled test classes
     * @param cutClasspath class path of the code under test
     * @param version the JUnit version the tests are written for
     * @throws IOException if the forked JVM cannot be started or its reports cannot be read
     * @throws InterruptedException if interrupted while waiting (the forked JVM is killed)
     */
    public RerunResult run(List<String> testClasses, Path compiledTests, List<Path> cutClasspath,
                           JUnitVersion version) throws IOException, InterruptedException {
        return runSelected(testClasses, compiledTests, cutClasspath, version);
    }

    /**
     * Runs selected test classes and test methods and reports the failing methods.
     *
     * @param selectors binary names of test classes, and test methods as {@code Class#method}
     * @see #run
     */
    public RerunResult runSelected(List<String> selectors, Path compiledTests, List<Path> cutClasspath,
                                   JUnitVersion version) throws IOException, InterruptedException {
        if (selectors.isEmpty()) {
            return new RerunResult(0, List.of(), Set.of(), false, 0, "");
        }
        Path work = Files.createTempDirectory("ferret-rerun");
        try {
            return run(selectors, compiledTests, cutClasspath, version, work);
        } finally {
            deleteRecursively(work);
        }
    }

    private RerunResult run(List<String> selectors, Path compiledTests, List<Path> cutClasspath,
                            JUnitVersion version, Path work) throws IOException, InterruptedException {
        Path argFile = work.resolve("java.args");
        Path launcher = copyLauncher(work.resolve("launcher"));
        Files.writeString(argFile, "-cp \"" + classpath(compiledTests, cutClasspath, version, launcher)
                .replace("\\", "\\\\").replace("\"", "\\\"") + "\"\n", StandardCharsets.UTF_8);
        Path reports = Files.createDirectories(work.resolve("reports"));
        Path tmp = Files.createDirectories(work.resolve("tmp"));
        List<String> command = command(selectors, version, argFile, reports, guard(work, tmp, reports));
        Path log = work.resolve("console.log");
        Process process = new ProcessBuilder(command)
                .directory(GuardedJvm.decoys(Files.createDirectories(work.resolve("cwd"))).toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(nullFile()))
                .start();
        boolean finished;
        try {
            finished = process.waitFor(processTimeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            kill(process);
            throw e;
        }
        if (!finished) {
            kill(process);
        }
        int exitCode = finished ? process.exitValue() : -1;
        return results(classesOf(selectors), reports, !finished, exitCode, tail(log));
    }

    /** The test classes the selectors name. */
    private static List<String> classesOf(List<String> selectors) {
        return selectors.stream().map(s -> s.indexOf('#') < 0 ? s : s.substring(0, s.indexOf('#'))).distinct().toList();
    }

    /**
     * The options that make the forked JVM a guarded one: its home and temporary directory inside
     * {@code work}, and the guard's agent, armed from the start, with {@code tmp} (JUnit's
     * {@code @TempDir}s) and the reports the only places it may change.
     */
    private static List<String> guard(Path work, Path tmp, Path reports) throws IOException {
        List<String> options = new ArrayList<>();
        options.add("-Duser.home=" + GuardedJvm.decoys(Files.createDirectories(work.resolve("home"))));
        options.add("-Djava.io.tmpdir=" + tmp);
        options.addAll(GuardedJvm.options(work.resolve("guard"), "tests",
                new Rules(List.of(tmp, reports), false, false, false)));
        return options;
    }

    private String classpath(Path compiledTests, List<Path> cutClasspath, JUnitVersion version, Path launcher) {
        List<Path> classpath = new ArrayList<>();
        classpath.add(compiledTests);
        classpath.addAll(cutClasspath);
        classpath.addAll(runtime.jars(version));
        classpath.add(launcher);
        return classpath.stream().map(p -> p.toAbsolutePath().toString())
                .collect(Collectors.joining(File.pathSeparator));
    }

    /** The console launcher's command line. */
    private List<String> command(List<String> selectors, JUnitVersion version, Path argFile, Path reports,
                                 List<String> guard) {
        List<String> command = new ArrayList<>();
        command.add(javaExecutable());
        command.add("-ea");
        command.addAll(FAST_START);
        command.addAll(guard);
        command.addAll(jvmOptions);
        command.add("@" + argFile.toAbsolutePath());
        command.add(HaltingLauncher.class.getName());
        command.add("execute");
        command.add("--disable-banner");
        command.add("--disable-ansi-colors");
        command.add("--details=none");
        if (version == JUnitVersion.JUNIT5) {
            command.add("--config=junit.jupiter.execution.timeout.default=" + testTimeout.toMillis() + " ms");
            command.add("--config=junit.jupiter.execution.timeout.thread.mode.default=SEPARATE_THREAD");
            if (orderSeed != 0) {
                command.add("--config=junit.jupiter.testmethod.order.default=org.junit.jupiter.api.MethodOrderer$Random");
                command.add("--config=junit.jupiter.testclass.order.default=org.junit.jupiter.api.ClassOrderer$Random");
                command.add("--config=junit.jupiter.execution.order.random.seed=" + orderSeed);
            }
        }
        List<String> ordered = new ArrayList<>(new TreeSet<>(selectors));
        if (orderSeed != 0) {
            java.util.Collections.reverse(ordered);
        }
        for (String selector : ordered) {
            command.add((selector.indexOf('#') < 0 ? "--select-class=" : "--select-method=") + selector);
        }
        command.add("--reports-dir=" + reports.toAbsolutePath());
        return command;
    }

    /** Reads the reports of a finished (or killed) run. */
    private static RerunResult results(List<String> testClasses, Path reports, boolean timedOut, int exitCode,
                                       String logTail) throws IOException {
        List<TestFailure> failures = new ArrayList<>();
        Set<String> reported = new TreeSet<>();
        Set<String> reportedTests = new java.util.HashSet<>();
        int testsRun = 0;
        if (Files.isDirectory(reports)) {
            List<Path> xmlFiles;
            try (Stream<Path> files = Files.list(reports)) {
                xmlFiles = files.filter(p -> p.getFileName().toString().endsWith(".xml")).sorted().toList();
            }
            for (Path xml : xmlFiles) {
                testsRun += parse(xml, failures, reported, reportedTests);
            }
        }
        failures.sort(Comparator.comparing(TestFailure::className).thenComparing(TestFailure::methodName));
        Set<String> withoutResults = new LinkedHashSet<>();
        for (String testClass : new TreeSet<>(testClasses)) {
            if (!reported.contains(testClass)) {
                withoutResults.add(testClass);
            }
        }
        return new RerunResult(testsRun, failures, withoutResults, timedOut, exitCode, logTail, reportedTests);
    }

    /**
     * Reads one legacy XML report; returns the number of test cases in it.
     *
     * @param reportedTests collects each test case as {@code Class#method}
     */
    static int parse(Path xml, List<TestFailure> failures, Set<String> reportedClasses, Set<String> reportedTests)
            throws IOException {
        Document document;
        try (InputStream in = Files.newInputStream(xml)) {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            DocumentBuilder builder = factory.newDocumentBuilder();
            document = builder.parse(in);
        } catch (ParserConfigurationException | SAXException e) {
            throw new IOException("cannot read JUnit report " + xml + ": " + e.getMessage(), e);
        }
        NodeList cases = document.getElementsByTagName("testcase");
        for (int i = 0; i < cases.getLength(); i++) {
            Element testCase = (Element) cases.item(i);
            String className = testCase.getAttribute("classname");
            String name = testCase.getAttribute("name");
            int paren = name.indexOf('(');
            String method = paren < 0 ? name : name.substring(0, paren);
            reportedClasses.add(className);
            reportedTests.add(className + "#" + method);
            for (Node child = testCase.getFirstChild(); child != null; child = child.getNextSibling()) {
                if (child instanceof Element element
                        && ("failure".equals(element.getTagName()) || "error".equals(element.getTagName()))) {
                    String trace = element.getTextContent();
                    failures.add(new TestFailure(className, method, element.getAttribute("type"),
                            element.getAttribute("message"), failingLines(trace, className, method),
                            lineMessages(trace, className, method), causes(trace)));
                    break;
                }
            }
        }
        return cases.getLength();
    }

    /**
     * The lines of the stack frames in the test method ({@code at pkg.FooTest.test0001(
     * FooTest.java:42)}), in order. Lambdas inside the method count as the method.
     */
    static List<Integer> failingLines(String stackTrace, String className, String method) {
        List<Integer> lines = new ArrayList<>();
        if (stackTrace == null) {
            return lines;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("at " + java.util.regex.Pattern.quote(className)
                + "\\.(?:lambda\\$)?" + java.util.regex.Pattern.quote(method) + "(?:\\$\\d+)?\\([^:()]*:(\\d+)\\)")
                .matcher(stackTrace);
        while (m.find()) {
            lines.add(Integer.parseInt(m.group(1)));
        }
        return lines;
    }

    /**
     * The exception types of a stack trace's {@code Caused by:} lines (not of its suppressed
     * exceptions), outermost first.
     */
    static List<String> causes(String stackTrace) {
        List<String> causes = new ArrayList<>();
        if (stackTrace == null) {
            return causes;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^Caused by: ([\\w$.]+)").matcher(stackTrace);
        while (m.find()) {
            causes.add(m.group(1));
        }
        return causes;
    }

    /** Copies {@link HaltingLauncher}'s class file under {@code root}; returns {@code root}. */
    private static Path copyLauncher(Path root) throws IOException {
        String name = HaltingLauncher.class.getName().replace('.', '/') + ".class";
        Path target = root.resolve(name);
        Files.createDirectories(target.getParent());
        try (InputStream in = HaltingLauncher.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("cannot find " + name + " on Ferret's class path");
            }
            Files.copy(in, target);
        }
        return root;
    }

    /**
     * For each line of the test method in a stack trace, the first line of the exception it is a
     * frame of (a {@code Suppressed:} or {@code Caused by:} one included, without that prefix);
     * the first occurrence wins.
     */
    static Map<Integer, String> lineMessages(String stackTrace, String className, String method) {
        Map<Integer, String> messages = new HashMap<>();
        if (stackTrace == null) {
            return messages;
        }
        java.util.regex.Pattern frame = java.util.regex.Pattern.compile("at " + java.util.regex.Pattern.quote(className)
                + "\\.(?:lambda\\$)?" + java.util.regex.Pattern.quote(method) + "(?:\\$\\d+)?\\([^:()]*:(\\d+)\\)");
        String header = "";
        for (String raw : stackTrace.split("\\R")) {
            String line = raw.strip();
            if (line.startsWith("at ") || line.startsWith("...") || line.isEmpty()) {
                java.util.regex.Matcher m = frame.matcher(line);
                if (m.find()) {
                    messages.putIfAbsent(Integer.parseInt(m.group(1)), header);
                }
            } else {
                header = line.replaceFirst("^(Suppressed|Caused by): ", "");
            }
        }
        return messages;
    }

    private static String javaExecutable() {
        Path bin = Paths.get(System.getProperty("java.home"), "bin");
        Path windows = bin.resolve("java.exe");
        return (Files.isRegularFile(windows) ? windows : bin.resolve("java")).toString();
    }

    private static File nullFile() {
        return new File(File.separatorChar == '\\' ? "NUL" : "/dev/null");
    }

    private static void kill(Process process) throws InterruptedException {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    private static String tail(Path log) {
        try {
            if (!Files.exists(log)) {
                return "";
            }
            String text = Files.readString(log, StandardCharsets.UTF_8);
            return text.length() <= LOG_TAIL ? text : text.substring(text.length() - LOG_TAIL);
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    static void deleteRecursively(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            // best effort: a leftover temporary directory is harmless
        }
    }

}
