package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.RerunResult;
import dev.ferret.junit.rerun.TestRerunner;
import dev.ferret.junit.runtime.TestRuntime;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end on the clock examples, in worker JVMs as users run Ferret: members that read the
 * clock, the default zone and locale or the user lose their assertions and are reported as
 * environment-dependent; members that depend on their arguments only keep theirs; and the
 * regression tests pass a day and a year later (Debian's {@code faketime}, which {@code .ci/run}
 * installs; without it those two are skipped) and in another time zone and locale than any Ferret
 * varied.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ClockExamplesAcceptanceTest {

    private static final String PACKAGE = "dev.ferret.examples.clock";

    /** One row of clock-members.tsv. */
    private record Member(String className, String method, String dependence) {
        String qualified() {
            return className + "." + method + "()";
        }

    }

    private Path work;
    private Path examples;
    private CliRun run;
    private GeneratedSuite suite;
    private Path compiled;
    private List<String> testClasses;
    private String summary;
    private List<Member> members;

    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        work = dir;
        examples = ExamplesAcceptanceTest.examplesClasspath();
        members = members();
        run = CliRun.of("generate", "--classpath", examples.toString(), "--package", PACKAGE, "--time-limit", "15s",
                "--seed", "0", "--output-dir", work.resolve("out").toString(), "--summary-json",
                work.resolve("summary.json").toString(), "--report", "none", "--progress", "never");
        assertEquals(0, run.exitCode(), run.err());
        summary = Files.readString(work.resolve("summary.json"));
        suite = new GeneratedSuite(work.resolve("out"));
        compiled = suite.compile(List.of(examples), JUnitVersion.JUNIT5, Files.createDirectories(work.resolve("classes")));
        testClasses = suite.files("Regression").stream().map(suite::className).toList();
        assertFalse(testClasses.isEmpty(), run.out());
    }

    @Test
    void shouldAssertNoEnvironmentDependentMemberAndReportEach() throws IOException {
        String reported = summary.substring(summary.indexOf("\"environmentDependentMembers\""),
                summary.indexOf("\"environmentDependentDifferences\""));
        for (Member m : members) {
            if (m.dependence().equals("environment")) {
                assertEquals(List.of(), assertionsOf(m), m + " must not be asserted");
                assertTrue(reported.contains("\"" + m.qualified() + "\""), m + " is reported: " + reported);
            }
        }
        assertTrue(run.out().contains("environment-dependent (clock, time zone, locale or user; assertions removed):"),
                run.out());
    }

    @Test
    void shouldKeepAssertingTheMembersThatDependOnTheirArgumentsOnly() throws IOException {
        for (Member m : members) {
            if (m.dependence().equals("asserted")) {
                assertFalse(assertionsOf(m).isEmpty(), m + " lost every assertion");
                assertFalse(summary.contains("\"" + m.qualified() + "\""), m + " is not reported as unstable: " + summary);
            }
        }
    }

    @Test
    void shouldPassInAnotherTimeZoneAndLocale() throws Exception {
        TestRerunner rerunner = new TestRerunner(TestRuntime.locate());
        for (List<String> elsewhere : List.of(
                List.of("-Duser.timezone=Asia/Kathmandu", "-Duser.language=fr", "-Duser.country=FR"),
                List.of("-Duser.timezone=America/Los_Angeles", "-Duser.language=ja", "-Duser.country=JP",
                        "-Duser.name=someone-else"))) {
            RerunResult result = rerunner.withJvmOptions(elsewhere).run(testClasses, compiled, List.of(examples),
                    JUnitVersion.JUNIT5);
            assertTrue(result.testsRun() > 0, "tests ran");
            assertTrue(result.passed(), elsewhere + ": " + result.failures());
        }
    }

    @Test
    void shouldPassADayLater() throws Exception {
        assertPassesWithFaketime("+1d");
    }

    @Test
    void shouldPassAYearLater() throws Exception {
        assertPassesWithFaketime("+400d");
    }

    /** Runs the regression tests with the clock of their JVM moved by {@code faketime -f <offset>}. */
    private void assertPassesWithFaketime(String offset) throws Exception {
        assumeTrue(faketimeWorks(), "Debian's faketime is not installed (.ci/run installs it)");
        Path reports = Files.createTempDirectory(work, "reports");
        List<String> command = new ArrayList<>(List.of("faketime", "-f", offset, javaExecutable(), "-cp",
                String.join(File.pathSeparator, compiled.toString(), examples.toString(),
                        TestRuntime.locate().jars(JUnitVersion.JUNIT5).get(0).toString()),
                "org.junit.platform.console.ConsoleLauncher", "execute", "--disable-banner", "--details=summary",
                "--disable-ansi-colors", "--fail-if-no-tests", "--reports-dir=" + reports));
        for (String c : testClasses) {
            command.add("--select-class=" + c);
        }
        Path log = work.resolve("faketime" + offset + ".log");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "the run ends");
        String out = Files.readString(log);
        assertTrue(out.contains(" tests successful") && out.contains(" 0 tests failed"), out);
        assertEquals(0, p.exitValue(), offset + ": " + out);
        assertTrue(Pattern.compile("\\[\\s*[1-9]\\d* tests successful").matcher(out).find(), out);
    }

    /** Whether {@code faketime} runs here and moves a JVM's clock. */
    private static boolean faketimeWorks() throws InterruptedException {
        try {
            Process p = new ProcessBuilder("faketime", "-f", "+400d", "date", "+%Y").redirectErrorStream(true).start();
            String year = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0
                    && Integer.parseInt(year) > java.time.Year.now().getValue();
        } catch (IOException | NumberFormatException e) {
            return false;
        }
    }

    private static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /**
     * The assertions on this member in the regression files: on a call of it ({@code x.today()}) or
     * on the variable a call of it was assigned to ({@code String string1 = diary0.today();}, then
     * {@code assertEquals("2026-11-28", string1)}), in the same test method.
     */
    private List<String> assertionsOf(Member m) throws IOException {
        Pattern call = Pattern.compile("\\.\\Q" + m.method() + "\\E\\(\\)");
        Pattern assigned = Pattern.compile("(\\w+) = \\w+\\.\\Q" + m.method() + "\\E\\(\\);");
        List<String> found = new ArrayList<>();
        for (Path f : suite.files("Regression")) {
            for (String method : Files.readString(f).split("@Test")) {
                List<String> variables = new ArrayList<>();
                java.util.regex.Matcher a = assigned.matcher(method);
                while (a.find()) {
                    variables.add(a.group(1));
                }
                for (String line : method.split("\n")) {
                    String l = line.strip();
                    if (!l.startsWith("assert") || l.startsWith("assertThrows(")) {
                        continue; // an exception expected of a call the value is passed to asserts no value (the
                                  // worker's variants run it too, and it throws there as well)
                    }
                    boolean onVariable = variables.stream().anyMatch(v -> Pattern.compile("\\b" + v + "\\b").matcher(l).find());
                    if (call.matcher(l).find() && l.contains(simpleName(m)) || onVariable) {
                        found.add(l);
                    }
                }
            }
        }
        return found;
    }

    /** A call of the member in an assertion is on a variable of its class: named after the class. */
    private static String simpleName(Member m) {
        String simple = m.className().substring(m.className().lastIndexOf('.') + 1);
        return Character.toLowerCase(simple.charAt(0)) + simple.substring(1);
    }

    private static List<Member> members() throws IOException {
        List<Member> out = new ArrayList<>();
        try (InputStream in = ClockExamplesAcceptanceTest.class.getResourceAsStream("/dev/ferret/examples/clock-members.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] cols = line.strip().split("\t");
                    out.add(new Member(cols[0], cols[1], cols[2]));
                }
            }
        }
        assertEquals(23, out.size());
        return out;
    }
}
