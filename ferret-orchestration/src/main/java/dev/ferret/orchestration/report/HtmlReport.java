package dev.ferret.orchestration.report;

import dev.ferret.core.testcase.TestKind;
import dev.ferret.junit.emit.WrittenFile;
import dev.ferret.orchestration.RunResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the HTML report of a run: {@code <output-dir>/ferret-report/index.html}, one
 * self-contained page (inline SVG plots, style and script; nothing loaded from the network) with
 * the run at a glance, coverage and tests kept over time, a table per class under test linking to
 * its test files, every error-revealing test with its violated contract, blamed method and
 * highlighted source, and the hostile behaviour of the code under test. The sources of the error
 * tests travel as inline JSON and are turned into rows and code only when shown, so the page stays
 * fast with thousands of tests.
 */
public final class HtmlReport {

    /** The report's directory inside the output directory. */
    public static final String DIRECTORY = "ferret-report";

    private HtmlReport() {
    }

    /**
     * Writes the report of {@code result} into its output directory.
     *
     * @return the written {@code index.html}
     * @throws IOException when it cannot be written (or a test file cannot be read)
     */
    public static Path write(RunResult result) throws IOException {
        Path dir = result.outputDirectory().resolve(DIRECTORY);
        Files.createDirectories(dir);
        Path index = dir.resolve("index.html");
        Files.writeString(index, new ReportPage(result, errorTests(result)).html(), StandardCharsets.UTF_8);
        return index;
    }

    /** The error tests of the written suite, file by file. */
    static List<ErrorTest> errorTests(RunResult result) throws IOException {
        List<ErrorTest> out = new ArrayList<>();
        for (WrittenFile f : result.report().files()) {
            if (f.kind() == TestKind.ERROR && Files.isRegularFile(absolute(result, f))) {
                out.addAll(ErrorTestReader.read(f.classUnderTest(), link(result, f),
                        Files.readString(absolute(result, f), StandardCharsets.UTF_8)));
            }
        }
        return out;
    }

    private static Path absolute(RunResult result, WrittenFile f) {
        return f.path().isAbsolute() ? f.path() : result.outputDirectory().resolve(f.path());
    }

    /** A test file as a link relative to the report's directory. */
    static String link(RunResult result, WrittenFile f) {
        Path out = result.outputDirectory().toAbsolutePath().normalize();
        Path file = absolute(result, f).toAbsolutePath().normalize();
        Path relative = out.resolve(DIRECTORY).relativize(file);
        return relative.toString().replace('\\', '/');
    }
}
