package dev.ferret.guard.agent;

import dev.ferret.guard.boot.Rules;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

/**
 * What the guard agent of one JVM is told, in a properties file: the JDK classes patched ahead of
 * time ({@value #PATCHED_CLASSES}), where the patching code and ASM are for a JVM of another JDK
 * ({@value #PATCH_CLASSPATH}), and, for a JVM whose gate is armed from the start, the
 * {@link Rules} ({@value #RULES}).
 *
 * @param patchedClasses the directory of the patched classes, or null
 * @param patchClasspath the class path of {@link JdkPatches} and ASM
 * @param rules the rules to arm the gate with at start, or null to leave it disarmed
 */
public record GuardConfiguration(Path patchedClasses, List<Path> patchClasspath, Rules rules) {
    /** The key of the directory of patched classes. */
    public static final String PATCHED_CLASSES = "patchedClasses";
    /** The key of the patching class path. */
    public static final String PATCH_CLASSPATH = "patchClasspath";
    /** The key of the encoded rules. */
    public static final String RULES = "rules";

    /** Copies the list. */
    public GuardConfiguration {
        patchClasspath = List.copyOf(patchClasspath);
    }

    /** Writes the file. */
    public void write(Path file) throws IOException {
        Properties p = new Properties();
        StringBuilder classpath = new StringBuilder();
        for (Path entry : patchClasspath) {
            if (classpath.length() > 0) {
                classpath.append(java.io.File.pathSeparatorChar);
            }
            classpath.append(entry.toAbsolutePath());
        }
        p.setProperty(PATCH_CLASSPATH, classpath.toString());
        if (patchedClasses != null) {
            p.setProperty(PATCHED_CLASSES, patchedClasses.toAbsolutePath().toString());
        }
        if (rules != null) {
            p.setProperty(RULES, rules.encode());
        }
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            p.store(out, "Ferret guard agent");
        }
    }
}
