package dev.ferret.guard.launch;

import dev.ferret.guard.agent.GuardAgent;
import dev.ferret.guard.agent.GuardConfiguration;
import dev.ferret.guard.boot.Gate;
import dev.ferret.guard.boot.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Makes a JVM about to be started a guarded one: the guard's two jars (the gate's, for the
 * bootstrap class path, and the agent's, with the wrapping file-system provider, made from
 * Ferret's own class files: {@link GuardJars}), a configuration file, and the JVM options that
 * load them. Used by whoever starts a JVM that runs the code under test or generated tests.
 */
public final class GuardedJvm {
    /** The property that names the default file-system provider's class. */
    public static final String PROVIDER_PROPERTY = "java.nio.file.spi.DefaultFileSystemProvider";
    /** The wrapping provider's class. */
    public static final String PROVIDER = "dev.ferret.guard.nio.GuardedFileSystemProvider";

    private GuardedJvm() {
    }

    /**
     * The options of a guarded JVM.
     *
     * @param directory where the configuration goes (created if missing), and the guard's jars
     *     when Ferret runs from class directories (else they are in the user's cache: {@link GuardJars})
     * @param name the configuration file's name within it (one per JVM kind)
     * @param rules the rules the gate is armed with as the JVM starts, or null to leave arming to
     *     the JVM itself ({@link Gate#arm})
     */
    public static List<String> options(Path directory, String name, Rules rules) throws IOException {
        Path jars = GuardJars.prepare(directory);
        List<Path> patchClasspath = new ArrayList<>();
        patchClasspath.add(ClassFiles.location(GuardAgent.class));
        Path asm = ClassFiles.location(org.objectweb.asm.ClassVisitor.class);
        if (!patchClasspath.contains(asm)) {
            patchClasspath.add(asm);
        }
        Files.createDirectories(directory);
        Path config = directory.resolve(name + ".properties");
        new GuardConfiguration(jars.resolve(GuardJars.PATCHED), patchClasspath, rules).write(config);
        return List.of("-javaagent:" + jars.resolve(GuardJars.AGENT_JAR).toAbsolutePath() + "=" + config.toAbsolutePath(),
                "-D" + PROVIDER_PROPERTY + "=" + PROVIDER);
    }

    /**
     * Puts decoys into a directory the code under test may reach but not change (a guarded JVM's
     * working directory, home, temporary directory): a file and a directory holding one. Code
     * that deletes, moves or overwrites whatever it finds there then attempts it, and is refused,
     * as it would be in a user's own directories, which are never empty; in an empty directory it
     * would pass and be written as a test that destroys the user's files.
     *
     * @return {@code dir}
     */
    public static Path decoys(Path dir) throws IOException {
        Files.createDirectories(dir.resolve("ferret-decoy"));
        String text = "Ferret's decoy: code under test that changes what it finds here is refused.\n";
        Files.writeString(dir.resolve("ferret-decoy.txt"), text);
        Files.writeString(dir.resolve("ferret-decoy/decoy.txt"), text);
        return dir;
    }
}
