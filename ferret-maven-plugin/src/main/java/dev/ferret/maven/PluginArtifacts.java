package dev.ferret.maven;

import dev.ferret.junit.runtime.TestRuntime;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.maven.artifact.Artifact;

/**
 * This plugin's own artifacts, split the way a run needs them: Ferret's classes, which worker JVMs
 * start on (in Maven, this JVM's class path is Maven's launcher, not Ferret), and the JUnit jars
 * the check phase compiles and re-runs the generated tests with.
 */
final class PluginArtifacts {

    /** The JUnit jars by artifact id, with the file names {@link TestRuntime} looks for. */
    private static final Map<String, String> JUNIT_JARS = Map.of(
            "junit-platform-console-standalone", TestRuntime.CONSOLE_STANDALONE,
            "junit", TestRuntime.JUNIT4,
            "hamcrest-core", TestRuntime.HAMCREST);
    /** Artifacts the worker JVMs need not load: the JUnit jars. */
    private static final Set<String> NOT_FOR_WORKERS = JUNIT_JARS.keySet();

    private final List<Artifact> artifacts;

    PluginArtifacts(List<Artifact> artifacts) {
        this.artifacts = List.copyOf(artifacts);
    }

    /** The class path of Ferret's own classes for the worker JVMs. */
    List<Path> ferretClasspath() {
        List<Path> out = new ArrayList<>();
        for (Artifact a : artifacts) {
            if (a.getFile() != null && !NOT_FOR_WORKERS.contains(a.getArtifactId())) {
                out.add(a.getFile().toPath().toAbsolutePath());
            }
        }
        return out;
    }

    /**
     * Copies the JUnit jars into a directory under the names {@link TestRuntime} expects and
     * returns it.
     *
     * @throws IOException when a jar is missing or cannot be copied
     */
    Path testRuntime(Path directory) throws IOException {
        Files.createDirectories(directory);
        for (Map.Entry<String, String> jar : JUNIT_JARS.entrySet()) {
            Artifact a = artifacts.stream().filter(x -> x.getArtifactId().equals(jar.getKey()) && x.getFile() != null)
                    .findFirst().orElseThrow(() -> new IOException("the plugin's dependency " + jar.getKey()
                            + " is missing from its class path"));
            Path target = directory.resolve(jar.getValue());
            if (!Files.isRegularFile(target) || Files.size(target) != Files.size(a.getFile().toPath())) {
                Files.copy(a.getFile().toPath(), target, StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return directory;
    }
}
