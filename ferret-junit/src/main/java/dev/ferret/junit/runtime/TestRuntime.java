package dev.ferret.junit.runtime;

import dev.ferret.junit.render.JUnitVersion;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The JUnit jars needed to compile and run generated tests, kept in one directory:
 * {@code junit-platform-console-standalone.jar} (JUnit 5 API and the console launcher) and, for
 * JUnit 4, {@code junit.jar} and {@code hamcrest-core.jar}. The build copies them to
 * {@code target/test-runtime}.
 */
public final class TestRuntime {

    /** System property naming the directory with the jars; it takes precedence. */
    public static final String PROPERTY = "ferret.testRuntime";
    /** The console launcher jar's file name. */
    public static final String CONSOLE_STANDALONE = "junit-platform-console-standalone.jar";
    /** The JUnit 4 jar's file name. */
    public static final String JUNIT4 = "junit.jar";
    /** The Hamcrest jar's file name (needed by JUnit 4). */
    public static final String HAMCREST = "hamcrest-core.jar";

    private final Path directory;

    private TestRuntime(Path directory) {
        this.directory = directory;
    }

    /**
     * The runtime in the given directory.
     *
     * @throws IllegalStateException if the console launcher jar is not there
     */
    public static TestRuntime at(Path directory) {
        Objects.requireNonNull(directory, "directory");
        Path dir = directory.toAbsolutePath().normalize();
        if (!Files.isRegularFile(dir.resolve(CONSOLE_STANDALONE))) {
            throw new IllegalStateException("JUnit test runtime not found: " + dir.resolve(CONSOLE_STANDALONE)
                    + " does not exist. Build Ferret with Maven (it copies the jars to target/test-runtime)"
                    + " or set -D" + PROPERTY + "=<directory with " + CONSOLE_STANDALONE + ", " + JUNIT4
                    + ", " + HAMCREST + ">.");
        }
        return new TestRuntime(dir);
    }

    /**
     * Finds the runtime: the directory named by the system property {@value #PROPERTY}, else the
     * directory {@code test-runtime} next to where Ferret's classes were loaded from
     * ({@code target/classes} or {@code target/ferret.jar} give {@code target/test-runtime}).
     *
     * @throws IllegalStateException with an explanation if the jars cannot be found
     */
    public static TestRuntime locate() {
        String property = System.getProperty(PROPERTY);
        if (property != null && !property.isBlank()) {
            return at(Paths.get(property));
        }
        return at(defaultDirectory());
    }

    /** {@code test-runtime} next to the code source of Ferret's JUnit classes. */
    static Path defaultDirectory() {
        CodeSource source = TestRuntime.class.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            throw new IllegalStateException("Cannot tell where Ferret was loaded from; set -D" + PROPERTY
                    + "=<directory with " + CONSOLE_STANDALONE + ">.");
        }
        Path location;
        try {
            location = Paths.get(source.getLocation().toURI());
        } catch (URISyntaxException | IllegalArgumentException e) {
            throw new IllegalStateException("Cannot tell where Ferret was loaded from (" + source.getLocation()
                    + "); set -D" + PROPERTY + "=<directory with " + CONSOLE_STANDALONE + ">.", e);
        }
        Path parent = location.toAbsolutePath().getParent();
        if (parent == null) {
            parent = location.toAbsolutePath();
        }
        return parent.resolve("test-runtime");
    }

    /** The directory holding the jars. */
    public Path directory() {
        return directory;
    }

    /** The JUnit Platform console launcher (standalone) jar. */
    public Path consoleStandalone() {
        return directory.resolve(CONSOLE_STANDALONE);
    }

    /**
     * The jars generated tests of a version need on the class path, to compile and to run.
     *
     * @throws IllegalStateException if a JUnit 4 jar is missing
     */
    public List<Path> jars(JUnitVersion version) {
        List<Path> jars = new ArrayList<>();
        jars.add(consoleStandalone());
        if (version == JUnitVersion.JUNIT4) {
            for (String name : List.of(JUNIT4, HAMCREST)) {
                Path jar = directory.resolve(name);
                if (!Files.isRegularFile(jar)) {
                    throw new IllegalStateException("JUnit 4 runtime jar not found: " + jar);
                }
                jars.add(jar);
            }
        }
        return jars;
    }

    @Override
    public String toString() {
        return "TestRuntime[" + directory + "]";
    }
}
