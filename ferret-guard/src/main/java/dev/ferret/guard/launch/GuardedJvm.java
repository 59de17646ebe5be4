package dev.ferret.guard.launch;

import dev.ferret.guard.agent.GuardAgent;
import dev.ferret.guard.agent.GuardConfiguration;
import dev.ferret.guard.agent.JdkPatches;
import dev.ferret.guard.boot.Gate;
import dev.ferret.guard.boot.Rules;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * Makes a JVM about to be started a guarded one: writes the guard's two jars into a directory
 * (the gate's, for the bootstrap class path, and the agent's, with the wrapping file-system
 * provider) from Ferret's own class files, a configuration file, and returns the JVM options
 * that load them. Used by whoever starts a JVM that runs the code under test or generated tests.
 */
public final class GuardedJvm {
    /** The property that names the default file-system provider's class. */
    public static final String PROVIDER_PROPERTY = "java.nio.file.spi.DefaultFileSystemProvider";
    /** The wrapping provider's class. */
    public static final String PROVIDER = "dev.ferret.guard.nio.GuardedFileSystemProvider";

    static final String BOOT_JAR = "ferret-guard-boot.jar";
    static final String AGENT_JAR = "ferret-guard-agent.jar";
    static final String PATCHED = "patched";

    private GuardedJvm() {
    }

    /**
     * The options of a guarded JVM.
     *
     * @param directory where the jars and the configuration go (created if missing; the jars are
     *     written once per directory)
     * @param name the configuration file's name within it (one per JVM kind)
     * @param rules the rules the gate is armed with as the JVM starts, or null to leave arming to
     *     the JVM itself ({@link Gate#arm})
     */
    public static List<String> options(Path directory, String name, Rules rules) throws IOException {
        Files.createDirectories(directory);
        Path agent = directory.resolve(AGENT_JAR);
        if (!Files.exists(agent)) {
            writeJar(directory.resolve(BOOT_JAR), manifest(null), ClassFiles.under(Gate.class, "dev/ferret/guard/boot/"));
            Map<String, byte[]> agentClasses = ClassFiles.under(GuardAgent.class, "dev/ferret/guard/nio/");
            Map<String, byte[]> agentPackage = ClassFiles.under(GuardAgent.class, "dev/ferret/guard/agent/");
            for (String kept : List.of("GuardAgent", "PatchedClasses", "GuardConfiguration")) {
                String entry = "dev/ferret/guard/agent/" + kept + ".class";
                agentClasses.put(entry, agentPackage.get(entry));
            }
            writeJar(agent, manifest(GuardAgent.class.getName()), agentClasses);
            JdkPatches.writePatched(directory.resolve(PATCHED));
        }
        List<Path> patchClasspath = new ArrayList<>();
        patchClasspath.add(ClassFiles.location(GuardAgent.class));
        Path asm = ClassFiles.location(org.objectweb.asm.ClassVisitor.class);
        if (!patchClasspath.contains(asm)) {
            patchClasspath.add(asm);
        }
        Path config = directory.resolve(name + ".properties");
        new GuardConfiguration(directory.resolve(PATCHED), patchClasspath, rules).write(config);
        return List.of("-javaagent:" + agent.toAbsolutePath() + "=" + config.toAbsolutePath(),
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

    private static Manifest manifest(String premainClass) {
        Manifest m = new Manifest();
        Attributes a = m.getMainAttributes();
        a.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (premainClass != null) {
            a.putValue("Premain-Class", premainClass);
            a.putValue("Can-Retransform-Classes", "true");
            a.putValue("Can-Redefine-Classes", "true");
            a.putValue("Boot-Class-Path", BOOT_JAR);
        }
        return m;
    }

    /** Writes the jar beside its place and moves it there, so a reader never sees half of it. */
    private static void writeJar(Path jar, Manifest manifest, Map<String, byte[]> classes) throws IOException {
        Path partial = Files.createTempFile(jar.getParent(), jar.getFileName().toString(), ".partial");
        try (OutputStream file = Files.newOutputStream(partial);
             JarOutputStream out = new JarOutputStream(file, manifest)) {
            for (Map.Entry<String, byte[]> e : classes.entrySet()) {
                out.putNextEntry(new JarEntry(e.getKey()));
                out.write(e.getValue());
                out.closeEntry();
            }
        }
        Files.move(partial, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
