package dev.ferret.guard.launch;

import dev.ferret.guard.agent.GuardAgent;
import dev.ferret.guard.agent.JdkPatches;
import dev.ferret.guard.boot.Gate;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * The guard's files for a JVM of this JDK: the gate's jar, the agent's jar and the JDK classes
 * patched ahead of time. Ferret run from jars keeps them in the user's cache
 * ({@code $XDG_CACHE_HOME/ferret/guard}, else {@code ~/.cache/ferret/guard}), one directory per
 * Ferret build and JDK, made once (a cold start would otherwise patch the JDK's classes with ASM
 * before its first worker starts, about 0.1 s); Ferret run from class directories (a build's own
 * tests) writes them where it is told.
 */
final class GuardJars {
    static final String BOOT_JAR = "ferret-guard-boot.jar";
    static final String AGENT_JAR = "ferret-guard-agent.jar";
    static final String PATCHED = "patched";
    private static final int KEPT = 4;

    private GuardJars() {
    }

    /** The directory holding the guard's files: the cached one, else {@code fallback}, written when missing. */
    static Path prepare(Path fallback) throws IOException {
        Path cached = cached();
        if (cached != null) {
            try {
                if (!complete(cached)) {
                    Path partial = Files.createDirectories(cached.resolveSibling(
                            cached.getFileName() + ".partial-" + ProcessHandle.current().pid() + "-" + System.nanoTime()));
                    write(partial);
                    try {
                        Files.move(partial, cached, StandardCopyOption.ATOMIC_MOVE);
                    } catch (IOException raced) { // another JVM put its own in place first
                        deleteTree(partial);
                    }
                    prune(cached.getParent());
                }
                if (complete(cached)) {
                    return cached;
                }
            } catch (IOException | RuntimeException e) {
                // an unwritable cache: the run's own directory below
            }
        }
        Files.createDirectories(fallback);
        if (!complete(fallback)) {
            write(fallback);
        }
        return fallback;
    }

    /** Whether {@code dir} holds all of the guard's files. */
    static boolean complete(Path dir) {
        return Files.isRegularFile(dir.resolve(AGENT_JAR)) && Files.isRegularFile(dir.resolve(BOOT_JAR))
                && Files.isDirectory(dir.resolve(PATCHED));
    }

    /** The cache directory for this Ferret build and JDK, or null when Ferret runs from class directories. */
    static Path cached() throws IOException {
        Path guard = ClassFiles.location(GuardAgent.class);
        Path asm = ClassFiles.location(org.objectweb.asm.ClassVisitor.class);
        if (!Files.isRegularFile(guard) || !Files.isRegularFile(asm)) {
            return null;
        }
        String home = System.getenv("XDG_CACHE_HOME");
        Path base = home != null && !home.isBlank() ? Path.of(home)
                : Path.of(System.getProperty("user.home"), ".cache");
        String key = guard + "\n" + Files.size(guard) + "\n" + Files.getLastModifiedTime(guard) + "\n" + asm + "\n"
                + Files.size(asm) + "\n" + System.getProperty("java.home") + "\n" + System.getProperty("java.vm.version");
        return base.resolve("ferret").resolve("guard").resolve(fingerprint(key));
    }

    /** 64-bit FNV-1a of the key's characters, in hex. */
    static String fingerprint(String key) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < key.length(); i++) {
            h ^= key.charAt(i);
            h *= 0x100000001b3L;
        }
        return String.format("%016x", h);
    }

    private static void write(Path dir) throws IOException {
        // the wrapping provider on the bootstrap class path too: the JDK loads it through the system class
        // loader, whose parent then finds it without a URL of its own (a class shared from the
        // worker's class-data archive would need Path.of for its URL, and so the provider being loaded)
        Map<String, byte[]> boot = ClassFiles.under(Gate.class, "dev/ferret/guard/boot/");
        boot.putAll(ClassFiles.under(GuardAgent.class, "dev/ferret/guard/nio/"));
        writeJar(dir.resolve(BOOT_JAR), manifest(null), boot);
        Map<String, byte[]> agentClasses = new java.util.TreeMap<>();
        Map<String, byte[]> agentPackage = ClassFiles.under(GuardAgent.class, "dev/ferret/guard/agent/");
        for (String kept : List.of("GuardAgent", "PatchedClasses", "GuardConfiguration")) {
            String entry = "dev/ferret/guard/agent/" + kept + ".class";
            agentClasses.put(entry, agentPackage.get(entry));
        }
        JdkPatches.writePatched(dir.resolve(PATCHED));
        writeJar(dir.resolve(AGENT_JAR), manifest(GuardAgent.class.getName()), agentClasses); // last: marks it whole
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

    /** Deletes all but the {@value #KEPT} newest guard directories (older builds, other JDKs). */
    private static void prune(Path parent) throws IOException {
        List<Path> all;
        try (Stream<Path> dirs = Files.list(parent)) {
            all = dirs.filter(d -> d.getFileName().toString().matches("[0-9a-f]{16}"))
                    .sorted(Comparator.comparing(GuardJars::modified).reversed()).toList();
        }
        for (Path old : all.subList(Math.min(KEPT, all.size()), all.size())) {
            deleteTree(old);
        }
    }

    private static long modified(Path p) {
        try {
            return Files.getLastModifiedTime(p).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
