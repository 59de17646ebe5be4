package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.runtime.TestRuntime;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ferret on classes that delete, create, rename and overwrite the working directory, its parent
 * and the home directory ({@code dev.ferret.examples.destructive}), as a user runs it: a separate
 * process whose working directory, {@code HOME}, {@code user.home} and {@code java.io.tmpdir} are
 * directories of this test's own temporary tree, the first two full of canaries. Nothing outside
 * the temporary directories changes while it generates; then the emitted tests run the way a
 * build runs them (no guard, the working directory and home full of canaries), and nothing
 * changes either. Even a failing guard damages only this tree: the examples target nothing else.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DestructiveExamplesAcceptanceTest {

    private static final String PACKAGE = "dev.ferret.examples.destructive";

    private Path tree;
    private Path examples;
    private String generationLog;
    private Map<Path, String> beforeGeneration;
    private Map<Path, String> afterGeneration;
    private GeneratedSuite suite;

    @BeforeAll
    void generate(@TempDir Path dir) throws Exception {
        tree = dir.toRealPath();
        examples = ExamplesAcceptanceTest.examplesClasspath();
        Path project = canaries(tree.resolve("generation/project"));
        Path home = canaries(tree.resolve("generation/home"));
        Files.writeString(tree.resolve("generation/canary-beside-the-project.txt"), "parent's canary");
        Path tmp = Files.createDirectories(tree.resolve("generation/tmp"));
        beforeGeneration = snapshot(tree.resolve("generation"), tmp);
        List<String> command = new ArrayList<>(List.of(java(), "-Duser.home=" + home, "-Djava.io.tmpdir=" + tmp,
                "-Dferret.testRuntime=" + System.getProperty("ferret.testRuntime"), "-cp", System.getProperty("java.class.path"), "dev.ferret.cli.Main", "generate",
                "--classpath", examples.toString(), "--package", PACKAGE, "--time-limit", "15s",
                "--call-timeout", "1s", "--seed", "0", "--workers", "2",
                "--output-dir", tree.resolve("out").toString(), "--progress", "never"));
        generationLog = run(command, project, home, tree.resolve("generation.log"), 180);
        afterGeneration = snapshot(tree.resolve("generation"), tmp);
        suite = new GeneratedSuite(tree.resolve("out"));
    }

    @Test
    void shouldChangeNothingOutsideTemporaryDirectoriesWhileGenerating() {
        assertTrue(generationLog.contains("tests written to"), generationLog);
        assertEquals("", differences(beforeGeneration, afterGeneration), "the working directory, its parent and home:\n"
                + generationLog);
    }

    @Test
    void shouldRefuseEachKindOfDestructionAndSayByWhom() {
        for (String incident : List.of("file-delete", "file-create", "file-write", "file-rename")) {
            assertTrue(generationLog.lines().anyMatch(l -> l.strip().startsWith(incident + " ")
                    && l.contains(PACKAGE)), incident + " not reported:\n" + generationLog);
        }
        for (String member : List.of("Janitor.sweepHome", "Janitor.sweepParent", "Purger.purgeParent",
                "Purger.purgeHome", "Purger.purgeWorkingDirectory", "Janitor.sweepWorkingDirectory")) {
            assertTrue(generationLog.contains(member) || generationLog.contains("Wreckage.delete"),
                    member + " not reported:\n" + generationLog);
        }
    }

    @Test
    void shouldWriteNoTestThatCallsADestructiveMember() throws IOException {
        assertFalse(suite.files().isEmpty(), "tests were written for the harmless members");
        for (Path file : suite.files()) {
            String text = Files.readString(file);
            for (String call : List.of(".sweepWorkingDirectory()", ".sweepParent()", ".sweepHome()",
                    ".purgeWorkingDirectory()", ".purgeParent()", ".purgeHome()", ".sweepLater()")) {
                assertFalse(text.contains(call), file.getFileName() + " calls " + call);
            }
        }
    }

    @Test
    void shouldChangeNothingOutsideTemporaryDirectoriesWhenTheTestsRunAsABuildRunsThem() throws Exception {
        Path project = canaries(tree.resolve("tests/project"));
        Path home = canaries(tree.resolve("tests/home"));
        Files.writeString(tree.resolve("tests/canary-beside-the-project.txt"), "parent's canary");
        Path tmp = Files.createDirectories(tree.resolve("tests/tmp"));
        Path compiled = suite.compile(List.of(examples), JUnitVersion.JUNIT5,
                Files.createDirectories(tree.resolve("compiled")));
        Map<Path, String> before = snapshot(tree.resolve("tests"), tmp);
        String classpath = Stream.concat(Stream.of(compiled, examples),
                TestRuntime.locate().jars(JUnitVersion.JUNIT5).stream())
                .map(Path::toString).collect(Collectors.joining(File.pathSeparator));
        List<String> command = List.of(java(), "-Duser.home=" + home, "-Djava.io.tmpdir=" + tmp, "-cp", classpath,
                "org.junit.platform.console.ConsoleLauncher", "execute", "--disable-banner", "--details=summary",
                "--scan-classpath", compiled.toString());
        String log = run(command, project, home, tree.resolve("tests.log"), 180);

        assertTrue(log.contains("tests successful"), log);
        assertEquals("", differences(before, snapshot(tree.resolve("tests"), tmp)),
                "the working directory, its parent and home:\n" + log);
    }

    /** The paths added, removed or changed between two snapshots, a line each; empty when none. */
    private static String differences(Map<Path, String> before, Map<Path, String> after) {
        StringBuilder out = new StringBuilder();
        for (Path p : new java.util.TreeSet<>(after.keySet())) {
            if (!before.containsKey(p)) {
                out.append("added ").append(p).append('\n');
            } else if (!before.get(p).equals(after.get(p))) {
                out.append("changed ").append(p).append('\n');
            }
        }
        for (Path p : new java.util.TreeSet<>(before.keySet())) {
            if (!after.containsKey(p)) {
                out.append("removed ").append(p).append('\n');
            }
        }
        return out.toString();
    }

    /** A directory full of canaries: files, a hidden one, a subdirectory with a file. */
    private static Path canaries(Path dir) throws IOException {
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("canary.txt"), "canary of " + dir.getFileName());
        Files.writeString(dir.resolve(".hidden-canary"), "hidden canary");
        Files.writeString(dir.resolve("sub/deep-canary.txt"), "deep canary");
        return dir;
    }

    /** Every path under {@code root} but under {@code except}, with contents, times and permissions. */
    private static Map<Path, String> snapshot(Path root, Path except) throws IOException {
        Map<Path, String> out = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.toList()) {
                if (p.startsWith(except)) {
                    continue;
                }
                String what = Files.isDirectory(p) ? "dir"
                        : new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1); // any bytes at all
                out.put(root.relativize(p), what + " " + Files.getLastModifiedTime(p) + " "
                        + Files.getPosixFilePermissions(p));
            }
        }
        return out;
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static String run(List<String> command, Path directory, Path home, Path log, int seconds)
            throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        pb.environment().put("HOME", home.toString());
        // Ferret's own cache (class-data archives, the guard's jars) in a temporary directory, as a
        // user's XDG_CACHE_HOME may put it; its default is ~/.cache/ferret
        pb.environment().put("XDG_CACHE_HOME", home.resolveSibling("tmp").resolve("cache").toString());
        Process p = pb.start();
        if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("did not end in " + seconds + " s: " + new String(Files.readAllBytes(log),
                    StandardCharsets.UTF_8));
        }
        return new String(Files.readAllBytes(log), StandardCharsets.UTF_8); // lenient: a log may hold any bytes
    }
}
