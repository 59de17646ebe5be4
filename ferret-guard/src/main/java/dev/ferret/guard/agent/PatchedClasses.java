package dev.ferret.guard.agent;

import java.io.File;
import java.io.IOException;
import java.lang.instrument.ClassDefinition;
import java.lang.instrument.Instrumentation;
import java.lang.instrument.UnmodifiableClassException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The JDK classes the guard patches, patched ahead of time by the JVM that starts the guarded one
 * ({@link JdkPatches#patchAll}, same JDK) and installed without ASM: classes already loaded are
 * redefined, the others are given their patched bytes as they load. A tenth of a second less per
 * JVM start than patching with ASM there. The directory holds one class file per patched class
 * under its internal name, and {@value #JDK} naming the JDK they were made from.
 */
final class PatchedClasses {
    /** Classes that must be patched in every guarded JVM: the agent fails the JVM's start without them. */
    static final Set<String> REQUIRED = Set.of("java/io/File", "java/io/FileOutputStream", "java/io/RandomAccessFile",
            "java/lang/ProcessBuilder", "java/lang/Runtime", "java/lang/System");

    /** The file naming the JDK the classes were patched from. */
    static final String JDK = "jdk.txt";

    private PatchedClasses() {
    }

    /** Reads the class files under {@code dir} by internal name (plain java.io: this runs before the main class). */
    private static void collect(File dir, String prefix, Map<String, byte[]> classes) throws IOException {
        File[] entries = dir.listFiles();
        if (entries == null) {
            return;
        }
        for (File f : entries) {
            String name = prefix + f.getName();
            if (f.isDirectory()) {
                collect(f, name + "/", classes);
            } else if (name.endsWith(".class")) {
                classes.put(name.substring(0, name.length() - ".class".length()), read(f));
            }
        }
    }

    private static byte[] read(File file) throws IOException {
        try (java.io.InputStream in = new java.io.FileInputStream(file)) {
            return in.readAllBytes();
        }
    }

    /** What identifies this JVM's JDK: its home and exact version. */
    static String jdk() {
        return System.getProperty("java.home") + "\n" + System.getProperty("java.vm.version") + "\n";
    }

    /** Writes the patched classes of this JDK into {@code dir}. */
    static void write(Path dir, Map<String, byte[]> patched) throws IOException {
        for (Map.Entry<String, byte[]> e : patched.entrySet()) {
            Path file = dir.resolve(e.getKey() + ".class");
            Files.createDirectories(file.getParent());
            Files.write(file, e.getValue());
        }
        Files.writeString(dir.resolve(JDK), jdk(), StandardCharsets.UTF_8);
    }

    /**
     * Installs the classes of {@code dir} if they were patched from this very JDK.
     *
     * @return false if they were not (the caller patches with ASM instead)
     * @throws IllegalStateException if a required class could not be patched
     */
    static boolean install(File dir, Instrumentation inst) throws IOException, UnmodifiableClassException {
        File jdk = new File(dir, JDK);
        if (!jdk.isFile() || !new String(read(jdk), StandardCharsets.UTF_8).equals(jdk())) {
            return false;
        }
        Map<String, byte[]> classes = new HashMap<>();
        collect(dir, "", classes);
        List<ClassDefinition> definitions = new ArrayList<>();
        for (Map.Entry<String, byte[]> e : classes.entrySet()) {
            Class<?> c;
            try {
                c = Class.forName(e.getKey().replace('/', '.'), false, null); // loaded, not initialized
            } catch (ClassNotFoundException | LinkageError missing) {
                if (REQUIRED.contains(e.getKey())) {
                    throw new IllegalStateException("the guard could not load " + e.getKey(), missing);
                }
                continue;
            }
            definitions.add(new ClassDefinition(c, e.getValue()));
        }
        try {
            inst.redefineClasses(definitions.toArray(new ClassDefinition[0]));
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("the guard could not patch the JDK", e);
        }
        return true;
    }
}
