package dev.ferret.maven;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.project.MavenProject;

/**
 * Puts the generated tests into the rest of the build: their directory becomes a test source root
 * (so {@code test-compile} compiles them and Surefire runs them), and, unless asked not to, their
 * error-revealing tests go into a Surefire excludes file named by the {@value #EXCLUDES_PROPERTY}
 * property, since they fail until their bug is fixed.
 */
final class TestSourceRoot {

    /** Surefire's user property for a file of exclude patterns. */
    static final String EXCLUDES_PROPERTY = "surefire.excludesFile";

    private TestSourceRoot() {
    }

    /**
     * Attaches the directory of generated tests to the project (nothing when it does not exist).
     *
     * @param includeErrorTests whether Surefire runs the error-revealing tests too
     */
    static void attach(MavenProject project, Path directory, boolean includeErrorTests, Log log) throws IOException {
        if (!Files.isDirectory(directory)) {
            log.debug("no generated tests in " + directory);
            return;
        }
        String root = directory.toAbsolutePath().toString();
        if (!project.getTestCompileSourceRoots().contains(root)) {
            project.addTestCompileSourceRoot(root);
        }
        if (includeErrorTests) {
            return;
        }
        List<String> excludes = new GeneratedSources(directory).errorTestExcludes();
        if (excludes.isEmpty()) {
            return;
        }
        if (project.getProperties().getProperty(EXCLUDES_PROPERTY) != null
                || System.getProperty(EXCLUDES_PROPERTY) != null) {
            log.warn(EXCLUDES_PROPERTY + " is set already: Surefire will also run Ferret's " + excludes.size()
                    + " error-revealing test files, which fail until their bugs are fixed");
            return;
        }
        Path file = Path.of(project.getBuild().getDirectory(), "ferret", "surefire-excludes.txt");
        Files.createDirectories(file.getParent());
        Files.write(file, excludes, StandardCharsets.UTF_8);
        project.getProperties().setProperty(EXCLUDES_PROPERTY, file.toAbsolutePath().toString());
        log.info("Surefire leaves out " + excludes.size() + " error-revealing test files (listed in " + file
                + "; includeErrorTests=true runs them)");
    }
}
