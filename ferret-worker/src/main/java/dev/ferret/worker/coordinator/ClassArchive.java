package dev.ferret.worker.coordinator;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Class-data sharing for worker JVMs: a dynamic CDS archive of the classes a worker loads from
 * Ferret's jars, kept in a cache directory, so later workers map those classes instead of
 * loading and verifying them (about a quarter of the time to a first bug, most of which is
 * start-up; docs/benchmarks.md). The first worker of a run that finds no archive writes one when
 * it ends ({@code -XX:ArchiveClassesAtExit}, into a file of its own, moved into place only if
 * that worker ended normally); every later worker uses it ({@code -XX:SharedArchiveFile}).
 *
 * <p>The archive's name is a fingerprint of the JVM (home and version) and of Ferret's class path
 * (each jar's path, size and modification time), so a new build or another JDK gets an archive of
 * its own; the {@value #KEPT} newest archives are kept. It is off when the class path holds anything but jars (the JVM archives classes from
 * jars only), when the directory cannot be written, and when the user's worker JVM options say
 * anything about class-data sharing themselves. A JVM that cannot use an archive runs without it.
 */
final class ClassArchive {

    /** Archives nobody uses: the JVM runs as without one. */
    static final ClassArchive NONE = new ClassArchive(null);

    private static final long SETTLE_WAIT_SECONDS = 15;
    /** Archives kept in the directory: a few builds or JDKs in use at once. */
    static final int KEPT = 4;

    private final Path archive;
    private Path writing;
    private Process writer;

    private ClassArchive(Path archive) {
        this.archive = archive;
    }

    /**
     * The archive for workers started on {@code ferretClasspath} by this JVM's {@code java}, in
     * {@code directory}; {@link #NONE} when it cannot or should not be used.
     */
    static ClassArchive in(Path directory, String ferretClasspath, List<String> userOptions) {
        if (directory == null || mentionsSharing(userOptions)) {
            return NONE;
        }
        try {
            StringBuilder key = new StringBuilder()
                    .append(System.getProperty("java.home")).append('\n').append(System.getProperty("java.vm.version"));
            for (String entry : ferretClasspath.split(File.pathSeparator)) {
                Path jar = Path.of(entry);
                if (!entry.endsWith(".jar") || !Files.isRegularFile(jar)) {
                    return NONE;
                }
                key.append('\n').append(entry).append('\n').append(Files.size(jar)).append('\n')
                        .append(Files.getLastModifiedTime(jar).toMillis());
            }
            Files.createDirectories(directory);
            if (!Files.isWritable(directory)) {
                return NONE;
            }
            return new ClassArchive(directory.resolve("worker-" + fingerprint(key.toString()) + ".jsa"));
        } catch (IOException | RuntimeException e) {
            return NONE;
        }
    }

    /**
     * 96 bits of the key as hexadecimal: two 64-bit FNV-1a hashes with different offsets, cut.
     * Not a cryptographic digest, whose provider costs a cold coordinator some 25 ms before its
     * first worker starts: the name only keeps builds and JDKs apart, and a JVM given an archive
     * of another class path checks it and runs without.
     */
    static String fingerprint(String key) {
        byte[] bytes = key.getBytes(StandardCharsets.UTF_8);
        long a = 0xcbf29ce484222325L;
        long b = 0x84222325cbf29ce4L;
        for (byte x : bytes) {
            a = (a ^ (x & 0xff)) * 0x100000001b3L;
            b = (b ^ (x & 0xff)) * 0x100000001b3L;
            b ^= b >>> 29;
        }
        return hex(a, 16) + hex(b >>> 32, 8);
    }

    private static String hex(long value, int digits) {
        String h = Long.toHexString(value);
        return "0".repeat(digits - h.length()) + h;
    }

    private static boolean mentionsSharing(List<String> options) {
        for (String o : options) {
            if (o.startsWith("-Xshare") || o.contains("SharedArchiveFile") || o.contains("ArchiveClassesAtExit")) {
                return true;
            }
        }
        return false;
    }

    /** The archive file, or null when there is none to use or write. */
    Path file() {
        return archive;
    }

    /**
     * The options of the next worker JVM to start: use the archive when it exists; otherwise the
     * first worker asked for writes it (later ones run without it).
     */
    /**
     * Worker JVMs run the guard's agent, which HotSpot lets archive only with this diagnostic
     * option (the classes the agent patches are not archived; the others are).
     */
    static final String WITH_AGENT = "-XX:+AllowArchivingWithJavaAgent";
    static final String UNLOCK_DIAGNOSTIC = "-XX:+UnlockDiagnosticVMOptions";

    synchronized List<String> nextWorkerOptions() {
        if (archive == null) {
            return List.of();
        }
        if (Files.isRegularFile(archive)) {
            return List.of(UNLOCK_DIAGNOSTIC, WITH_AGENT, "-XX:SharedArchiveFile=" + archive);
        }
        if (writing != null) {
            return List.of();
        }
        writing = archive.resolveSibling(archive.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
        return List.of(UNLOCK_DIAGNOSTIC, WITH_AGENT, "-XX:ArchiveClassesAtExit=" + writing);
    }

    /** The worker just started with the options {@link #nextWorkerOptions} gave last. */
    synchronized void started(Process worker, List<String> options) {
        if (writer == null && writing != null && options.contains("-XX:ArchiveClassesAtExit=" + writing)) {
            writer = worker;
        }
    }

    /** Deletes all but the {@value #KEPT} newest archives of the directory (older builds, other JDKs). */
    private void pruneOthers() throws IOException {
        List<Path> all;
        try (java.util.stream.Stream<Path> files = Files.list(archive.getParent())) {
            all = files.filter(f -> f.getFileName().toString().matches("worker-[0-9a-f]+\\.jsa"))
                    .sorted(java.util.Comparator.comparing(ClassArchive::modified).reversed()).toList();
        }
        for (Path old : all.subList(Math.min(KEPT, all.size()), all.size())) {
            if (!old.equals(archive)) {
                Files.deleteIfExists(old);
            }
        }
    }

    private static long modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }

    /**
     * At the end of a run: waits for the worker writing the archive to end (it writes as it ends),
     * then moves the archive into place if that worker ended normally, or deletes what it wrote.
     */
    synchronized void settle() {
        if (writing == null) {
            return;
        }
        try {
            boolean ended = writer != null && writer.waitFor(SETTLE_WAIT_SECONDS, TimeUnit.SECONDS);
            if (ended && writer.exitValue() == 0 && Files.isRegularFile(writing) && Files.size(writing) > 0) {
                Files.move(writing, archive, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                pruneOthers();
            }
        } catch (IOException e) {
            // no archive this time: the next run tries again
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            try {
                Files.deleteIfExists(writing);
            } catch (IOException e) {
                // a stale temporary file, harmless
            }
            writing = null;
        }
    }
}
