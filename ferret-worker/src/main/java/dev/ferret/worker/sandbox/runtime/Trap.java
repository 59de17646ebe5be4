package dev.ferret.worker.sandbox.runtime;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What code rewritten by {@code SandboxRewriter} calls instead of {@code System.exit} and friends.
 * Each method takes the arguments of the call it replaces (an instance call's receiver first).
 *
 * <p>Ending the JVM is never allowed: the call is recorded as an {@link Incident} and a
 * {@link SandboxViolation} is thrown instead. Deleting files and starting processes happen for real
 * only when {@link #configure} allowed them; otherwise they are recorded and blocked the same way.
 * Writes to static fields are recorded once per field and writing method. Thread-safe: the code
 * under test may call from any thread.
 */
public final class Trap {
    /** The most distinct incidents kept between two {@link #drainIncidents()}. */
    public static final int CAPACITY = 1000;

    private static final String RUNTIME_PACKAGE = Trap.class.getPackageName() + ".";
    private static final StackWalker STACK = StackWalker.getInstance();
    private static final IncidentLog LOG = new IncidentLog(CAPACITY);
    /** field -> the members seen writing it. */
    private static final ConcurrentHashMap<String, Set<String>> STATIC_WRITERS = new ConcurrentHashMap<>();

    private static volatile boolean allowFileDeletion;
    private static volatile boolean allowProcesses;

    private Trap() {
    }

    /**
     * Sets the policy for the operations that may be allowed; both are blocked until this is called.
     *
     * @param allowFileDeletion let {@code File.delete}, {@code File.deleteOnExit},
     *     {@code Files.delete} and {@code Files.deleteIfExists} happen
     * @param allowProcesses let {@code ProcessBuilder.start} and {@code Runtime.exec} happen
     */
    public static void configure(boolean allowFileDeletion, boolean allowProcesses) {
        Trap.allowFileDeletion = allowFileDeletion;
        Trap.allowProcesses = allowProcesses;
    }

    /** Blocks everything again and forgets all incidents and the static writes already seen. */
    public static void reset() {
        configure(false, false);
        STATIC_WRITERS.clear();
        LOG.drain();
    }

    /** @return the incidents recorded since the last call, oldest first (see {@link IncidentLog#drain()}) */
    public static List<Incident> drainIncidents() {
        return LOG.drain();
    }

    /** Replaces {@code System.exit(status)}: never returns. */
    public static void systemExit(int status) {
        throw blocked("system-exit", "System.exit(" + status + ")", "", " called by the code under test");
    }

    /** Replaces {@code runtime.exit(status)}: never returns. */
    public static void runtimeExit(Runtime runtime, int status) {
        Objects.requireNonNull(runtime);
        throw blocked("runtime-exit", "Runtime.exit(" + status + ")", "", " called by the code under test");
    }

    /** Replaces {@code runtime.halt(status)}: never returns. */
    public static void runtimeHalt(Runtime runtime, int status) {
        Objects.requireNonNull(runtime);
        throw blocked("runtime-halt", "Runtime.halt(" + status + ")", "", " called by the code under test");
    }

    /** Replaces {@code file.delete()}. */
    public static boolean fileDelete(File file) {
        Objects.requireNonNull(file);
        if (allowFileDeletion) {
            return file.delete();
        }
        throw blockedDeletion("File.delete(" + file + ")");
    }

    /** Replaces {@code file.deleteOnExit()}. */
    public static void fileDeleteOnExit(File file) {
        Objects.requireNonNull(file);
        if (!allowFileDeletion) {
            throw blockedDeletion("File.deleteOnExit(" + file + ")");
        }
        file.deleteOnExit();
    }

    /** Replaces {@code Files.delete(path)}. */
    public static void filesDelete(Path path) throws IOException {
        Objects.requireNonNull(path);
        if (!allowFileDeletion) {
            throw blockedDeletion("Files.delete(" + path + ")");
        }
        Files.delete(path);
    }

    /** Replaces {@code Files.deleteIfExists(path)}. */
    public static boolean filesDeleteIfExists(Path path) throws IOException {
        Objects.requireNonNull(path);
        if (allowFileDeletion) {
            return Files.deleteIfExists(path);
        }
        throw blockedDeletion("Files.deleteIfExists(" + path + ")");
    }

    /** Replaces {@code builder.start()}. */
    public static Process processStart(ProcessBuilder builder) throws IOException {
        Objects.requireNonNull(builder);
        if (allowProcesses) {
            return builder.start();
        }
        throw blocked("process-start", "ProcessBuilder.start(" + builder.command() + ")", "process start blocked: ", "");
    }

    /** Replaces {@code runtime.exec(command)}. */
    public static Process runtimeExec(Runtime runtime, String command) throws IOException {
        checkExec(runtime, command);
        return runtime.exec(command);
    }

    /** Replaces {@code runtime.exec(command, env)}. */
    public static Process runtimeExec(Runtime runtime, String command, String[] env) throws IOException {
        checkExec(runtime, command);
        return runtime.exec(command, env);
    }

    /** Replaces {@code runtime.exec(command, env, dir)}. */
    public static Process runtimeExec(Runtime runtime, String command, String[] env, File dir) throws IOException {
        checkExec(runtime, command);
        return runtime.exec(command, env, dir);
    }

    /** Replaces {@code runtime.exec(command)}. */
    public static Process runtimeExec(Runtime runtime, String[] command) throws IOException {
        checkExec(runtime, Arrays.toString(command));
        return runtime.exec(command);
    }

    /** Replaces {@code runtime.exec(command, env)}. */
    public static Process runtimeExec(Runtime runtime, String[] command, String[] env) throws IOException {
        checkExec(runtime, Arrays.toString(command));
        return runtime.exec(command, env);
    }

    /** Replaces {@code runtime.exec(command, env, dir)}. */
    public static Process runtimeExec(Runtime runtime, String[] command, String[] env, File dir) throws IOException {
        checkExec(runtime, Arrays.toString(command));
        return runtime.exec(command, env, dir);
    }

    /**
     * Called just before a write to a static field outside its class's static initializer; records
     * a {@code static-write} incident the first time {@code writer} writes {@code field}, and is a
     * lookup in a concurrent map after that.
     *
     * @param field the field written, as {@code pkg.Class.field}
     * @param writer the writing method, as {@code pkg.Class.method}
     */
    public static void staticWrite(String field, String writer) {
        Set<String> writers = STATIC_WRITERS.get(field);
        if (writers != null && writers.contains(writer)) {
            return;
        }
        if (STATIC_WRITERS.computeIfAbsent(field, f -> ConcurrentHashMap.newKeySet()).add(writer)) {
            LOG.record(new Incident("static-write", writer, field));
        }
    }

    private static void checkExec(Runtime runtime, String command) {
        Objects.requireNonNull(runtime);
        if (!allowProcesses) {
            throw blocked("process-start", "Runtime.exec(" + command + ")", "process start blocked: ", "");
        }
    }

    private static SandboxViolation blockedDeletion(String detail) {
        return blocked("file-delete", detail, "file deletion blocked: ", "");
    }

    /** Records an incident of the nearest caller outside this package; returns the violation to throw. */
    private static SandboxViolation blocked(String kind, String detail, String messagePrefix, String messageSuffix) {
        LOG.record(new Incident(kind, caller(), detail));
        return new SandboxViolation(messagePrefix + detail + messageSuffix);
    }

    /** @return {@code pkg.Class.method} of the nearest frame outside this package, or empty */
    private static String caller() {
        return STACK.walk(frames -> frames
                .filter(f -> !f.getClassName().startsWith(RUNTIME_PACKAGE))
                .findFirst()
                .map(f -> f.getClassName() + "." + f.getMethodName())
                .orElse(""));
    }
}
