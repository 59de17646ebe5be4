package dev.ferret.guard.launch;

import dev.ferret.guard.boot.EffectRefused;
import dev.ferret.guard.boot.Gate;
import java.io.File;
import java.io.FileOutputStream;
import java.io.FileWriter;
import java.io.RandomAccessFile;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Locale;
import java.util.TimeZone;

/**
 * Run in a guarded JVM by {@link GuardedJvmTest}: attempts effects outside the writable directory
 * (each must be refused) and inside it (each must happen), printing one line per attempt:
 * {@code REFUSED name}, {@code DONE name} or {@code FAILED name exception}. Its working directory
 * and {@code user.home} are directories full of canaries. Arguments: the writable directory, the
 * canary directory.
 */
public final class EffectProbe {

    private EffectProbe() {
    }

    interface Attempt {
        void run() throws Exception;
    }

    static void attempt(String name, Attempt a) {
        try {
            a.run();
            System.out.println("DONE " + name);
        } catch (EffectRefused e) {
            System.out.println("REFUSED " + name);
        } catch (Throwable e) {
            System.out.println("FAILED " + name + " " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        Path scratch = Path.of(args[0]);
        Path canaries = Path.of(args[1]);
        Path home = Path.of(System.getProperty("user.home"));
        // outside: the working directory (relative paths), its parent, user.home, java.io.tmpdir
        attempt("out-file-delete", () -> new File("canary.txt").delete());
        attempt("out-file-delete-dot", () -> new File(".").delete());
        attempt("out-file-deleteOnExit", () -> new File("canary.txt").deleteOnExit());
        attempt("out-file-createNewFile", () -> new File("new.txt").createNewFile());
        attempt("out-file-mkdir", () -> new File(home.toFile(), "newdir").mkdir());
        attempt("out-file-mkdirs", () -> new File("a/b/c").mkdirs());
        attempt("out-file-renameTo", () -> new File("canary.txt").renameTo(new File(scratch.toFile(), "stolen")));
        attempt("out-file-setLastModified", () -> new File("canary.txt").setLastModified(0));
        attempt("out-file-setWritable", () -> new File(home.toFile(), "canary.txt").setWritable(false));
        attempt("out-file-setReadOnly", () -> new File("canary.txt").setReadOnly());
        attempt("out-fileoutputstream", () -> new FileOutputStream("canary.txt").close());
        attempt("out-filewriter-append", () -> new FileWriter(new File(home.toFile(), "canary.txt"), true).close());
        attempt("out-randomaccess-rw", () -> new RandomAccessFile("canary.txt", "rw").close());
        attempt("out-createTempFile", () -> File.createTempFile("x", "y"));
        attempt("out-parent-delete", () -> new File("../canaries-parent.txt").delete());
        attempt("out-nio-delete", () -> Files.delete(Path.of("canary.txt")));
        attempt("out-nio-deleteIfExists", () -> Files.deleteIfExists(home.resolve("canary.txt")));
        attempt("out-nio-deleteIfExists-absent", () -> Files.deleteIfExists(Path.of("absent.txt")));
        attempt("out-nio-write", () -> Files.writeString(Path.of("canary.txt"), "x"));
        attempt("out-nio-newOutputStream", () -> Files.newOutputStream(home.resolve("new.txt")).close());
        attempt("out-nio-createFile", () -> Files.createFile(Path.of("new.txt")));
        attempt("out-nio-createDirectories", () -> Files.createDirectories(Path.of("x/y")));
        attempt("out-nio-move", () -> Files.move(Path.of("canary.txt"), scratch.resolve("moved")));
        attempt("out-nio-copy-over", () -> Files.copy(scratch.resolve("inside.txt"), Path.of("canary.txt"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING));
        attempt("out-nio-setLastModifiedTime", () -> Files.setLastModifiedTime(Path.of("canary.txt"), FileTime.fromMillis(0)));
        attempt("out-nio-setPosixFilePermissions", () -> Files.setPosixFilePermissions(Path.of("canary.txt"),
                PosixFilePermissions.fromString("---------")));
        attempt("out-nio-filechannel", () -> FileChannel.open(Path.of("canary.txt"), StandardOpenOption.WRITE).close());
        attempt("out-nio-symlink", () -> Files.createSymbolicLink(Path.of("link"), Path.of("/")));
        attempt("out-nio-hardlink-into-scratch", () -> Files.createLink(scratch.resolve("hard"), Path.of("canary.txt")));
        attempt("out-nio-walk-delete", () -> {
            try (var paths = Files.walk(canaries)) {
                for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        });
        attempt("out-secure-deleteFile", () -> {
            try (DirectoryStream<Path> s = Files.newDirectoryStream(Path.of("").toAbsolutePath())) {
                if (!(s instanceof SecureDirectoryStream<Path> secure)) {
                    throw new IllegalStateException("not secure: " + s.getClass());
                }
                secure.deleteFile(Path.of("canary.txt"));
            }
        });
        attempt("out-relative-from-scratch", () -> Files.delete(scratch.resolve("../canaries/canary.txt")));
        // a link inside the scratch directory that points outside
        Files.createSymbolicLink(scratch.resolve("out"), canaries);
        attempt("out-through-link-write", () -> Files.writeString(scratch.resolve("out/canary.txt"), "x"));
        attempt("out-through-link-dotdot", () -> Files.delete(scratch.resolve("out/../canaries/canary.txt")));
        attempt("out-through-link-io", () -> new File(scratch.toFile(), "out/canary.txt").delete());
        attempt("process-start", () -> new ProcessBuilder("true").start().waitFor());
        attempt("runtime-exec", () -> Runtime.getRuntime().exec(new String[] {"true"}).waitFor());
        attempt("socket-remote", () -> new Socket().connect(new InetSocketAddress("192.0.2.1", 9), 200));
        attempt("channel-remote", () -> java.nio.channels.SocketChannel.open(new InetSocketAddress("192.0.2.1", 9)));
        attempt("system-setProperty", () -> System.setProperty("ferret.probe", "x"));
        attempt("system-setOut", () -> System.setOut(System.out));
        attempt("locale-setDefault", () -> Locale.setDefault(Locale.GERMANY));
        attempt("timezone-setDefault", () -> TimeZone.setDefault(TimeZone.getTimeZone("UTC")));
        attempt("system-exit", () -> System.exit(3));
        attempt("runtime-halt", () -> Runtime.getRuntime().halt(3));
        // inside the writable directory: everything happens
        attempt("in-nio-write", () -> Files.writeString(scratch.resolve("a.txt"), "hello"));
        attempt("in-nio-createDirectories", () -> Files.createDirectories(scratch.resolve("d/e")));
        attempt("in-nio-move", () -> Files.move(scratch.resolve("a.txt"), scratch.resolve("d/b.txt")));
        attempt("in-io-write", () -> new FileWriter(new File(scratch.toFile(), "c.txt")).close());
        attempt("in-io-rename", () -> {
            if (!new File(scratch.toFile(), "c.txt").renameTo(new File(scratch.toFile(), "e.txt"))) {
                throw new IllegalStateException("not renamed");
            }
        });
        attempt("in-io-mkdirs", () -> new File(scratch.toFile(), "f/g").mkdirs());
        attempt("in-nio-delete-link", () -> Files.delete(scratch.resolve("out")));
        attempt("in-secure-deleteRecursively", () -> {
            try (DirectoryStream<Path> s = Files.newDirectoryStream(scratch.resolve("d"))) {
                SecureDirectoryStream<Path> secure = (SecureDirectoryStream<Path>) s;
                try (SecureDirectoryStream<Path> e = secure.newDirectoryStream(Path.of("e"))) {
                    e.getClass();
                }
                secure.deleteFile(Path.of("b.txt"));
                secure.deleteDirectory(Path.of("e"));
            }
        });
        attempt("in-createDirectories-root", () -> Files.createDirectories(scratch));
        attempt("in-socket-loopback", () -> {
            try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                 Socket s = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort())) {
                s.getClass();
            }
        });
        attempt("in-privileged-setProperty", () -> Gate.privileged(() -> System.setProperty("ferret.probe", "y")));
        // an abandoned call: every effect of its threads is refused, even inside
        ThreadGroup abandoned = new ThreadGroup("abandoned");
        Gate.abandon(abandoned);
        Thread t = new Thread(abandoned, () -> attempt("abandoned-in-write",
                () -> Files.writeString(scratch.resolve("late.txt"), "x")));
        t.start();
        t.join();
        System.out.println("REFUSALS " + Gate.drain().size());
        System.out.println("END");
        System.out.flush();
        Gate.privileged(() -> {
            Runtime.getRuntime().halt(0);
            return null;
        });
    }
}
