package dev.ferret.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.RerunResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Same inputs, seed and test limit give byte-identical files; JUnit 4 output works too. */
class ReproducibilityTest {

    @TempDir
    Path dir;

    private CliRun generate(Path out, String... extra) {
        List<String> args = new java.util.ArrayList<>(List.of("generate", "--class", "java.util.TreeSet", "--class",
                "java.util.ArrayDeque", "--test-limit", "150", "--time-limit", "120s", "--seed", "3", "--no-rerun",
                "--progress", "never", "--output-dir", out.toString()));
        args.addAll(List.of(extra));
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void shouldWriteIdenticalFilesForTheSameSeedAndTestLimit() throws Exception {
        CliRun first = generate(dir.resolve("a"));
        CliRun second = generate(dir.resolve("b"));
        assertEquals(0, first.exitCode(), first.err());
        assertEquals(0, second.exitCode(), second.err());
        GeneratedSuite a = new GeneratedSuite(dir.resolve("a"));
        GeneratedSuite b = new GeneratedSuite(dir.resolve("b"));
        assertFalse(a.files().isEmpty());
        assertEquals(a.files().stream().map(p -> dir.resolve("a").relativize(p)).toList(),
                b.files().stream().map(p -> dir.resolve("b").relativize(p)).toList());
        for (Path f : a.files()) {
            Path other = dir.resolve("b").resolve(dir.resolve("a").relativize(f));
            assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(other), "differs: " + f);
        }
    }

    @Test
    void shouldWriteDifferentTestsForAnotherSeed() throws Exception {
        generate(dir.resolve("a"));
        CliRun other = CliRun.of("generate", "--class", "java.util.TreeSet", "--class", "java.util.ArrayDeque",
                "--test-limit", "150", "--time-limit", "120s", "--seed", "4", "--no-rerun", "--progress", "never",
                "--output-dir", dir.resolve("c").toString());
        assertEquals(0, other.exitCode(), other.err());
        Path f = new GeneratedSuite(dir.resolve("a")).files().get(0);
        Path g = dir.resolve("c").resolve(dir.resolve("a").relativize(f));
        assertFalse(Files.exists(g) && Files.readString(f).equals(Files.readString(g)), "seed 4 should differ from seed 3");
    }

    @Test
    void shouldWriteJunit4TestsThatCompileAndPass() throws Exception {
        CliRun run = CliRun.of("generate", "--class", "java.util.TreeSet", "--test-limit", "80", "--time-limit",
                "60s", "--junit", "4", "--progress", "never", "--output-dir", dir.resolve("j4").toString());
        assertEquals(0, run.exitCode(), run.err());
        GeneratedSuite suite = new GeneratedSuite(dir.resolve("j4"));
        String text = Files.readString(suite.files("Regression").get(0));
        assertTrue(text.contains("import org.junit.Test;"), text);
        assertFalse(text.contains("org.junit.jupiter"), text);
        Path classes = suite.compile(List.of(), JUnitVersion.JUNIT4, Files.createDirectories(dir.resolve("c4")));
        RerunResult result = suite.run(suite.files("Regression"), classes, List.of(), JUnitVersion.JUNIT4);
        assertTrue(result.testsRun() > 0);
        assertTrue(result.passed(), result.failures() + "\n" + result.log());
    }

    @Test
    void shouldAcceptARelativeOutputDirectory() throws Exception {
        Path relative = Path.of("target", "relative-output-" + System.nanoTime());
        CliRun run = CliRun.of("generate", "--class", "java.util.TreeSet", "--test-limit", "40", "--time-limit",
                "60s", "--progress", "never", "--output-dir", relative.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("tests written to"), run.out());
        assertFalse(new GeneratedSuite(relative).files().isEmpty());
    }
}
