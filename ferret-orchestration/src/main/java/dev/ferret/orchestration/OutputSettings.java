package dev.ferret.orchestration;

import dev.ferret.junit.render.JUnitVersion;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Where and how the generated suite is written and checked.
 *
 * @param directory the root of the test sources (one directory per package)
 * @param testPackage the package of all tests, or {@code null} for each class's own package
 * @param junit JUnit version of the output
 * @param testsPerFile tests per file before it is split
 * @param rerun whether the flaky filter re-runs the regression tests
 * @param flakyRuns runs in a row that must pass
 * @param testRuntime the directory with the JUnit jars the check phase compiles and runs the tests
 *     with ({@link dev.ferret.junit.runtime.TestRuntime}), or {@code null} to look for them next to
 *     Ferret's classes
 */
public record OutputSettings(Path directory, String testPackage, JUnitVersion junit, int testsPerFile, boolean rerun,
                             int flakyRuns, Path testRuntime) {

    public OutputSettings {
        Objects.requireNonNull(directory, "directory");
        Objects.requireNonNull(junit, "junit");
        if (testsPerFile < 1 || flakyRuns < 1) {
            throw new IllegalArgumentException("testsPerFile and flakyRuns must be at least 1");
        }
    }

    /** Settings that look for the JUnit jars next to Ferret's classes. */
    public OutputSettings(Path directory, String testPackage, JUnitVersion junit, int testsPerFile, boolean rerun,
                          int flakyRuns) {
        this(directory, testPackage, junit, testsPerFile, rerun, flakyRuns, null);
    }

    /**
     * Defaults: each class's own package, JUnit 5, 200 tests per file, re-runs on, 3 runs in a row.
     */
    public static OutputSettings of(Path directory) {
        return new OutputSettings(directory, null, JUnitVersion.JUNIT5, 200, true, 3, null);
    }

    /** These settings writing into another directory (a resumed run writes where it wrote before). */
    public OutputSettings withDirectory(Path other) {
        return new OutputSettings(other, testPackage, junit, testsPerFile, rerun, flakyRuns, testRuntime);
    }

    /** These settings with the JUnit jars in the given directory. */
    public OutputSettings withTestRuntime(Path directory) {
        return new OutputSettings(this.directory, testPackage, junit, testsPerFile, rerun, flakyRuns, directory);
    }
}
