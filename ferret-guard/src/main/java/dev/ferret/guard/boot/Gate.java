package dev.ferret.guard.boot;

import java.io.File;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The guard's single point of decision. The JDK methods the guard agent patches (in
 * {@code java.io}, {@code ProcessBuilder}, sockets, {@code System} and friends) and the wrapping
 * default file-system provider call its entry points before the effect happens; once
 * {@linkplain #arm armed}, each either returns (allowed) or records a {@link Refusal} and throws
 * {@link EffectRefused}. Disarmed, every entry point returns at once.
 *
 * <p>Besides the {@link Rules}: code running {@linkplain #privileged privileged} (Ferret's own
 * work in a guarded JVM) is never refused; threads of an {@linkplain #abandon abandoned} call are
 * refused every effect. Loaded by the bootstrap class loader in a guarded JVM, so that patched
 * JDK classes can call it; plain JDK code only. Thread-safe.
 */
public final class Gate {
    /** The most refusals kept between two {@link #drain()}s. */
    public static final int LOG_CAPACITY = 1000;

    private static volatile Rules rules;
    private static volatile List<Path> writableReached = List.of();
    private static volatile List<Path> temporaryReached = List.of();
    /** What the temporary directories held when the guard was armed (resolved): never changed. */
    private static volatile Set<Path> temporaryDecoys = Set.of();
    /** Null when reads are not watched. */
    private static volatile List<Path> readableReached;
    private static final AtomicLong READ_OUTSIDE = new AtomicLong();
    private static volatile FileSystem fileSystem;
    private static volatile ThreadGroup confinedThreads;
    private static final ThreadLocal<int[]> PRIVILEGED = new ThreadLocal<>() {
        @Override
        protected int[] initialValue() {
            return new int[1]; // no lambda: the gate loads before the main class, when a first lambda costs 20 ms
        }
    };
    private static final Set<ThreadGroup> ABANDONED = ConcurrentHashMap.newKeySet();
    private static final AtomicLong REFUSED = new AtomicLong();
    private static final ArrayDeque<Refusal> LOG = new ArrayDeque<>();
    private static final StackWalker STACK = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);
    private static final String PROVIDER_PACKAGE = "dev.ferret.guard.nio.";
    /** Where the distributed jar relocates Ferret's own dependencies. */
    private static final String RELOCATED_PACKAGE = "dev.ferret.shaded.";

    private Gate() {
    }

    /** What a privileged action does. */
    @FunctionalInterface
    public interface Action<T, E extends Exception> {
        /** Runs the action. */
        T run() throws E;
    }

    /**
     * Arms the guard with these rules (again, when armed already).
     *
     * @throws IOException if a writable directory cannot be resolved
     */
    public static void arm(Rules armed) throws IOException {
        List<Path> reached = new ArrayList<>();
        for (Path p : armed.writable()) {
            reached.add(Reach.of(files().getPath(p.toString()), true));
        }
        writableReached = List.copyOf(reached);
        List<Path> temporary = new ArrayList<>();
        Set<Path> decoys = new java.util.HashSet<>();
        for (Path p : armed.temporary()) {
            Path root = Reach.of(files().getPath(p.toString()), true);
            temporary.add(root);
            int[] depth = PRIVILEGED.get();
            depth[0]++; // Ferret's own listing, neither checked nor noted
            try (java.nio.file.DirectoryStream<Path> entries = java.nio.file.Files.newDirectoryStream(root)) {
                for (Path e : entries) {
                    decoys.add(root.resolve(e.getFileName()));
                }
            } finally {
                depth[0]--;
            }
        }
        temporaryReached = List.copyOf(temporary);
        temporaryDecoys = Set.copyOf(decoys);
        List<Path> readable = null;
        if (armed.readable() != null) {
            readable = new ArrayList<>(reached);
            readable.addAll(temporary); // what is there is the worker's own, or made by the run
            for (Path p : armed.readable()) {
                readable.add(Reach.of(files().getPath(p.toString()), true));
            }
        }
        readableReached = readable;
        rules = armed;
    }

    /** Disarms the guard: every effect is allowed again. Abandoned threads stay refused. */
    public static void disarm() {
        rules = null;
    }

    /** The rules armed, or null when disarmed. */
    public static Rules rules() {
        return rules;
    }

    /**
     * The file system whose paths the guard resolves: the default provider's own, before any
     * wrapping. The wrapping provider registers it as it is made; until then the default one.
     */
    public static void useFileSystem(FileSystem unwrapped) {
        fileSystem = unwrapped;
    }

    /** Runs {@code action} on this thread with every effect allowed (Ferret's own work). */
    public static <T, E extends Exception> T privileged(Action<T, E> action) throws E {
        int[] depth = PRIVILEGED.get();
        depth[0]++;
        try {
            return action.run();
        } finally {
            depth[0]--;
        }
    }

    /**
     * The threads the rules on JVM-wide state and on ending the JVM apply to: those in
     * {@code threads} or a group inside it (the code under test's); null for every thread. The
     * file, process and network rules always apply to every thread.
     */
    public static void confineThreads(ThreadGroup threads) {
        confinedThreads = threads;
    }

    /** From now on every effect of a thread in {@code threads} (or a group inside it) is refused. */
    public static void abandon(ThreadGroup threads) {
        ABANDONED.add(threads);
    }

    /**
     * How many effects have been refused to threads that were not abandoned: a change between two
     * readings means the code running in between attempted one.
     */
    public static long refusedCount() {
        return REFUSED.get();
    }

    /**
     * How many reads outside the readable places ({@link Rules#readable}) threads that were not
     * abandoned made: a change between two readings means the code running in between read
     * something that differs from machine to machine.
     */
    public static long outsideReads() {
        return READ_OUTSIDE.get();
    }

    /** The refusals recorded since the last call, oldest first (at most {@link #LOG_CAPACITY}). */
    public static List<Refusal> drain() {
        synchronized (LOG) {
            List<Refusal> out = new ArrayList<>(LOG);
            LOG.clear();
            return out;
        }
    }

    // ---- java.io (called by patched JDK methods; the File is the receiver or an argument) ----

    /** Before a file or directory is deleted, or registered for deletion on exit. */
    public static void delete(File file) {
        if (rules != null) {
            onFile(file, Effect.FILE_DELETE);
        }
    }

    /** Before a file or directory is created. */
    public static void create(File file) {
        if (rules != null) {
            onFile(file, Effect.FILE_CREATE);
        }
    }

    /** Before a file is opened for writing. */
    public static void write(File file) {
        if (rules != null) {
            onFile(file, Effect.FILE_WRITE);
        }
    }

    /** Before a file's attributes change (times, permissions). */
    public static void attributes(File file) {
        if (rules != null) {
            onFile(file, Effect.FILE_ATTRIBUTES);
        }
    }

    /** Before a file is renamed: both ends. */
    public static void rename(File from, File to) {
        if (rules != null) {
            onFile(from, Effect.FILE_RENAME);
            onFile(to, Effect.FILE_RENAME);
        }
    }

    /** Before a random-access file opens: a write when the mode has {@code w}, else a read. */
    public static void randomAccess(File file, String mode) {
        if (rules != null && mode != null && mode.indexOf('w') >= 0) {
            onFile(file, Effect.FILE_WRITE);
        } else {
            read(file);
        }
    }

    /** Before a file or directory is read, its attributes included (noted when outside, never refused). */
    public static void read(File file) {
        if (readableReached != null && rules != null && file != null) {
            try {
                noteRead(files().getPath(file.getPath()));
            } catch (InvalidPathException e) {
                // java.io refuses such a path itself
            }
        }
    }

    /** Before a random-access file opens that is to be deleted once open (a zip file's). */
    public static void randomAccess(File file, String mode, boolean openAndDelete) {
        randomAccess(file, mode);
        if (rules != null && openAndDelete) {
            onFile(file, Effect.FILE_DELETE);
        }
    }

    /** Before a temporary file is created in {@code directory} (null: {@code java.io.tmpdir}). */
    public static void temporaryFile(File directory) {
        if (rules != null) {
            File dir = directory != null ? directory : new File(System.getProperty("java.io.tmpdir", "."));
            onFile(new File(dir, "ferret-temporary-file"), Effect.FILE_CREATE);
        }
    }

    // ---- NIO (called by the wrapping provider with the unwrapped paths) ----

    /** Before a file-system effect on {@code path}. */
    public static void path(Path path, Effect effect) {
        if (rules != null) {
            check(path, effect);
        }
    }

    /**
     * Before {@code target} is created or replaced by a copy or a move: a symbolic link there is
     * replaced, not followed, and its existing no excuse.
     */
    public static void replace(Path target, Effect effect) {
        if (rules != null) {
            check(target, effect, false);
        }
    }

    /** Before {@code path} (the unwrapped path) is read, its attributes included (noted when outside). */
    public static void read(Path path) {
        if (readableReached != null && rules != null) {
            noteRead(path);
        }
    }

    /** Before a hard link to {@code existing} is made at {@code link}: both must be inside. */
    public static void link(Path link, Path existing) {
        if (rules != null) {
            check(link, Effect.FILE_CREATE);
            check(existing, Effect.FILE_WRITE);
        }
    }

    // ---- processes, network, JVM-wide state, exit ----

    /** Before {@code ProcessBuilder.start}. */
    public static void process(ProcessBuilder builder) {
        Rules r = rules;
        if (r != null && (!r.processes() || abandoned()) && !privileged()) {
            refuse(Effect.PROCESS, String.valueOf(builder.command()));
        }
    }

    /** Before a connection is made, or a datagram sent, to {@code address}. */
    public static void connect(SocketAddress address) {
        if (rules == null || privileged()) {
            return;
        }
        boolean loopback = address instanceof InetSocketAddress a
                && (a.getAddress() != null ? a.getAddress().isLoopbackAddress() : "localhost".equals(a.getHostString()));
        if (!loopback || abandoned()) {
            refuse(Effect.NETWORK, String.valueOf(address));
        }
    }

    /** Before a datagram socket connects to {@code address}:{@code port}. */
    public static void connect(java.net.InetAddress address, int port) {
        if (rules != null && address != null) {
            connect(new InetSocketAddress(address, port));
        }
    }

    /** Before a datagram is sent: to its address, if it has one (else the socket's connected one was checked). */
    public static void datagram(java.net.DatagramPacket packet) {
        if (rules != null && packet != null && packet.getAddress() != null) {
            connect(new InetSocketAddress(packet.getAddress(), packet.getPort()));
        }
    }

    /** Before a system property is set or cleared. */
    public static void property(String key) {
        if (rules != null) {
            jvmState("System property " + key);
        }
    }

    /** Before JVM-wide state changes: {@code what} names it ({@code System.setProperty(user.dir)}). */
    public static void jvmState(String what) {
        Rules r = rules;
        if (r != null && (r.jvmState() && confined() || abandoned()) && !privileged() && !inClassInitializer()) {
            refuse(Effect.JVM_STATE, what);
        }
    }

    /** Before the JVM ends in order ({@code Runtime.exit}, which {@code System.exit} calls). */
    public static void exit(int status) {
        ending(Effect.EXIT, status);
    }

    /** Before the JVM ends at once ({@code Runtime.halt}). */
    public static void halt(int status) {
        ending(Effect.HALT, status);
    }

    private static void ending(Effect effect, int status) {
        Rules r = rules;
        if (r != null && r.exit() && (confined() || abandoned()) && !privileged()) {
            refuse(effect, "status " + status);
        }
    }

    // ---- the decision ----

    private static void onFile(File file, Effect effect) {
        Path path;
        try {
            path = files().getPath(file.getPath());
        } catch (InvalidPathException e) {
            return; // java.io refuses such a path itself (a NUL character): nothing happens
        }
        check(path, effect);
    }

    private static void check(Path path, Effect effect) {
        if (effect == Effect.FILE_CREATE && !privileged() && !abandoned() && exists(path)) {
            return; // creating what exists fails: nothing changes
        }
        check(path, effect, effect == Effect.FILE_WRITE || effect == Effect.FILE_ATTRIBUTES);
    }

    private static void check(Path path, Effect effect, boolean followLast) {
        if (!privileged() && (abandoned() || !reaches(path, followLast, writableReached, true)
                && !temporary(path, followLast))) {
            refuse(effect, path.toAbsolutePath().toString());
        }
    }

    /**
     * Whether {@code path} reaches strictly inside a temporary directory, and neither is nor is
     * inside one of what that directory held when the guard was armed.
     */
    private static boolean temporary(Path path, boolean followLast) {
        List<Path> roots = temporaryReached;
        if (roots.isEmpty()) {
            return false;
        }
        int[] depth = PRIVILEGED.get();
        depth[0]++;
        try {
            Path reached = Reach.of(path, followLast);
            for (Path root : roots) {
                if (reached.startsWith(root) && !reached.equals(root)) {
                    Path entry = root.resolve(reached.getName(root.getNameCount()));
                    return !temporaryDecoys.contains(entry);
                }
            }
            return false;
        } catch (IOException | RuntimeException e) {
            return false; // unresolvable: not shown to be inside
        } finally {
            depth[0]--;
        }
    }

    private static void noteRead(Path path) {
        List<Path> readable = readableReached;
        if (readable == null || privileged() || abandoned() || reaches(path, true, readable, false)) {
            return;
        }
        String member = member();
        if (member.startsWith(RELOCATED_PACKAGE)) {
            return; // Ferret's own dependencies (a JDBC driver's logging set-up), not the code under test
        }
        READ_OUTSIDE.incrementAndGet();
        record(new Refusal(Effect.FILE_READ, path.toAbsolutePath().toString(), member, false));
    }

    /**
     * Whether {@code path} reaches inside one of {@code roots} (strictly: not a root itself); a
     * path that cannot be resolved does not. What the resolution itself does is never checked.
     */
    private static boolean reaches(Path path, boolean followLast, List<Path> roots, boolean strictly) {
        int[] depth = PRIVILEGED.get();
        depth[0]++;
        try {
            Path reached = Reach.of(path, followLast);
            for (Path root : roots) {
                if (reached.startsWith(root) && !(strictly && reached.equals(root))) {
                    return true;
                }
            }
            return false;
        } catch (IOException | RuntimeException e) {
            return false; // unresolvable: not shown to be inside
        } finally {
            depth[0]--;
        }
    }

    /** Whether {@code path} exists (a link as its last component counts as itself), unchecked. */
    private static boolean exists(Path path) {
        int[] depth = PRIVILEGED.get();
        depth[0]++;
        try {
            return Reach.exists(path);
        } finally {
            depth[0]--;
        }
    }

    private static FileSystem files() {
        FileSystem fs = fileSystem;
        return fs != null ? fs : FileSystems.getDefault();
    }

    private static boolean privileged() {
        return PRIVILEGED.get()[0] > 0;
    }

    private static boolean confined() {
        ThreadGroup confined = confinedThreads;
        if (confined == null) {
            return true;
        }
        for (ThreadGroup g = Thread.currentThread().getThreadGroup(); g != null; g = g.getParent()) {
            if (g == confined) {
                return true;
            }
        }
        return false;
    }

    private static boolean abandoned() {
        for (ThreadGroup g = Thread.currentThread().getThreadGroup(); g != null; g = g.getParent()) {
            if (ABANDONED.contains(g)) {
                return true;
            }
        }
        return false;
    }

    private static boolean inClassInitializer() {
        return STACK.walk(frames -> frames.anyMatch(f -> f.getMethodName().equals("<clinit>")));
    }

    private static void refuse(Effect effect, String target) {
        boolean abandoned = abandoned();
        Refusal refusal = new Refusal(effect, target, member(), abandoned);
        if (!abandoned) {
            REFUSED.incrementAndGet();
        }
        record(refusal);
        throw new EffectRefused(refusal);
    }

    private static void record(Refusal refusal) {
        synchronized (LOG) {
            if (LOG.size() < LOG_CAPACITY) {
                LOG.add(refusal);
            }
        }
    }

    /**
     * {@code pkg.Class.method} of the nearest frame outside the JDK and the guard, or empty; a
     * method Ferret added to a class of the code under test ({@code $ferret$…}: the bridge of a
     * mutated call) is not a member of it.
     */
    private static String member() {
        return STACK.walk(frames -> frames
                .filter(f -> {
                    ClassLoader loader = f.getDeclaringClass().getClassLoader();
                    return loader != null && loader != ClassLoader.getPlatformClassLoader()
                            && f.getDeclaringClass() != Gate.class && !f.getClassName().startsWith(PROVIDER_PACKAGE)
                            && !f.getMethodName().startsWith("$ferret$");
                })
                .findFirst()
                .map(f -> f.getClassName() + "." + f.getMethodName())
                .orElse(""));
    }
}
