package dev.ferret.guard.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.guard.boot.Rules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * A guarded JVM (the agent, the patched JDK, the wrapping provider) runs {@link EffectProbe} with
 * its working directory, its parent and {@code user.home} full of canaries: every effect outside
 * the writable directory is refused before it happens, every effect inside happens, and the
 * canaries are as they were.
 */
class GuardedJvmTest {

    @TempDir
    Path tree;

    /**
     * The running JDK (17), whose guarded JVMs install the JDK classes this JVM patched ahead of
     * time; and Temurin 25 where the development and CI machines have it, whose guarded JVMs
     * find them patched from another JDK and patch their own with ASM.
     */
    static Stream<String> javaHomes() {
        return Stream.of(System.getProperty("java.home"), "/usr/lib/jvm/temurin-25-jdk-amd64")
                .filter(home -> Files.isExecutable(Path.of(home, "bin", "java")));
    }

    @ParameterizedTest
    @MethodSource("javaHomes")
    void refusesEveryEffectOutsideTheScratchDirectoryAndAllowsThoseInside(String javaHome) throws Exception {
        Path canaries = Files.createDirectories(tree.resolve("canaries"));
        Path home = Files.createDirectories(tree.resolve("home"));
        Path scratch = Files.createDirectories(tree.resolve("scratch"));
        Path tmp = Files.createDirectories(tree.resolve("tmp"));
        for (Path dir : List.of(canaries, home, tree)) {
            Files.writeString(dir.resolve("canary.txt"), "canary of " + dir);
        }
        Files.writeString(tree.resolve("canaries-parent.txt"), "parent canary");
        Files.createDirectories(canaries.resolve("sub"));
        Files.writeString(canaries.resolve("sub/deep.txt"), "deep canary");
        Files.writeString(scratch.resolve("inside.txt"), "inside");
        Map<Path, String> before = snapshot(tree, scratch);

        Map<String, String> outcomes = run(javaHome, scratch, canaries, home, tmp);

        for (Map.Entry<String, String> e : outcomes.entrySet()) {
            String expected = e.getKey().startsWith("in-") ? "DONE" : "REFUSED";
            assertEquals(expected, e.getValue(), e.getKey());
        }
        assertTrue(outcomes.size() >= 50, "every attempt reported: " + outcomes.keySet());
        assertEquals(before, snapshot(tree, scratch), "nothing outside the scratch directory changed");
        assertTrue(Files.exists(scratch.resolve("e.txt")) && Files.isDirectory(scratch.resolve("f/g")),
                "the effects inside happened");
        assertTrue(!Files.exists(scratch.resolve("late.txt")), "the abandoned thread wrote nothing");
    }

    private Map<String, String> run(String javaHome, Path scratch, Path canaries, Path home, Path tmp)
            throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(javaHome, "bin", "java").toString());
        command.addAll(GuardedJvm.options(tree.resolve("guard"), "probe",
                new Rules(List.of(scratch), false, true, true)));
        command.add("-Duser.home=" + home);
        command.add("-Djava.io.tmpdir=" + tmp);
        command.add("-cp");
        command.add(ClassFiles.location(EffectProbe.class).toString());
        command.add(EffectProbe.class.getName());
        command.add(scratch.toString());
        command.add(canaries.toString());
        Path log = tree.resolve("probe.log");
        Process p = new ProcessBuilder(command).directory(canaries.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the probe ended");
        String out = Files.readString(log, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("\nEND"), out);
        Map<String, String> outcomes = new LinkedHashMap<>();
        for (String line : out.split("\n")) {
            String[] parts = line.split(" ", 3);
            if (parts.length >= 2 && List.of("DONE", "REFUSED", "FAILED").contains(parts[0])) {
                outcomes.put(parts[1], parts[0] + (parts.length > 2 ? " " + parts[2] : ""));
            }
        }
        return outcomes;
    }

    /** Every file and directory under {@code root} but the scratch directory and the guard's own, with contents. */
    private static Map<Path, String> snapshot(Path root, Path except) throws IOException {
        Map<Path, String> files = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.toList()) {
                if (p.startsWith(except) || p.startsWith(root.resolve("guard")) || p.endsWith("probe.log")) {
                    continue;
                }
                files.put(root.relativize(p), Files.isDirectory(p) ? "dir"
                        : Files.readString(p) + " " + Files.getLastModifiedTime(p) + " "
                        + Files.getPosixFilePermissions(p));
            }
        }
        return files;
    }

    @Test
    void shiftsTheApplicationsClockWhereTheShiftIsSet() throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(GuardedJvm.options(tree.resolve("guard"), "clock", new Rules(List.of(tree), false, false, false)));
        command.add("-Dferret.clock.shift=P400D");
        command.add("-cp");
        command.add(ClassFiles.location(ClockProbe.class).toString());
        command.add(ClockProbe.class.getName());
        Path log = tree.resolve("clock.log");
        long before = System.currentTimeMillis();
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        long after = System.currentTimeMillis();
        String out = Files.readString(log);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("MILLIS (\\d+)").matcher(out);
        assertTrue(m.find(), out);
        long shifted = Long.parseLong(m.group(1)) - java.time.Duration.ofDays(400).toMillis();
        assertTrue(shifted >= before && shifted <= after, "400 days ahead: " + out);
        assertTrue(out.contains("DATE " + java.time.LocalDate.now().plusDays(400))
                || out.contains("DATE " + java.time.LocalDate.now().plusDays(401)), out);
    }

    /**
     * A worker JVM maps Ferret's classes from a class-data archive that the guard's agent classes
     * are in too (they are on the system class path, at the same place in every run): loading
     * them from it must not need the default file system the wrapping provider is, which is not
     * made yet (the JVM once failed to start so).
     */
    @Test
    void startsFromAClassDataArchiveThatHoldsTheGuardsClasses() throws Exception {
        Path app = tree.resolve("app.jar"); // like Ferret's own jar: the guard's classes and an application's
        java.util.Map<String, byte[]> classes = new java.util.TreeMap<>(
                ClassFiles.under(dev.ferret.guard.nio.GuardedFileSystemProvider.class, "dev/ferret/guard/nio/"));
        classes.putAll(ClassFiles.under(dev.ferret.guard.agent.GuardAgent.class, "dev/ferret/guard/agent/"));
        String probe = ClockProbe.class.getName().replace('.', '/') + ".class";
        classes.put(probe, Files.readAllBytes(ClassFiles.location(ClockProbe.class).resolve(probe)));
        try (java.util.jar.JarOutputStream out = new java.util.jar.JarOutputStream(Files.newOutputStream(app))) {
            for (java.util.Map.Entry<String, byte[]> e : classes.entrySet()) {
                out.putNextEntry(new java.util.jar.JarEntry(e.getKey()));
                out.write(e.getValue());
                out.closeEntry();
            }
        }
        List<String> guard = GuardedJvm.options(tree.resolve("guard"), "archived", new Rules(List.of(tree), false, false, false));
        Path archive = tree.resolve("app.jsa");
        for (String sharing : List.of("-XX:ArchiveClassesAtExit=" + archive, "-XX:SharedArchiveFile=" + archive)) {
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-XX:+UnlockDiagnosticVMOptions", "-XX:+AllowArchivingWithJavaAgent", sharing));
            command.addAll(guard);
            command.addAll(List.of("-cp", app.toString(), ClockProbe.class.getName()));
            Path log = tree.resolve("archived.log");
            Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            String out = Files.readString(log);
            assertEquals(0, p.exitValue(), sharing + ": " + out);
            assertTrue(out.contains("MILLIS "), out);
            assertTrue(Files.isRegularFile(archive), "the archive was written: " + out);
        }
    }
}
