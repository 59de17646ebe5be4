package dev.ferret.junit.rerun;

import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;

/**
 * The entry point of a forked test JVM: runs the JUnit Platform console launcher and then halts
 * the JVM with the launcher's exit code, whatever threads the code under test left running.
 *
 * <p>The console launcher's own {@code main} ends with {@code System.exit}, which waits for
 * shutdown hooks and is never reached when the launcher throws: JUnit rethrows an
 * {@link OutOfMemoryError} from a test (such as "unable to create native thread", once the
 * tests have started thousands of threads), and the JVM then stays alive as long as one
 * non-daemon thread of the code under test runs, until the re-runner's process timeout. This
 * class halts instead, after flushing the launcher's output; the XML reports are written before
 * the launcher returns. It also halts when the JVM that started it ends, so a killed run leaves
 * no test JVM behind.
 *
 * <p>{@link TestRerunner} copies this class file into the forked JVM's class path, so it uses
 * the JDK only (the launcher through reflection) and must stay one class file (no nested or
 * anonymous classes).
 */
final class HaltingLauncher {

    /** The exit code when the launcher itself failed (its own codes are 0, 1 and 2). */
    static final int LAUNCHER_FAILED = 3;

    private HaltingLauncher() {
    }

    /** @param args the console launcher's arguments */
    public static void main(String[] args) {
        ProcessHandle.current().parent().ifPresent(parent -> parent.onExit().thenRun(
                () -> Runtime.getRuntime().halt(LAUNCHER_FAILED)));
        PrintWriter out = new PrintWriter(System.out);
        PrintWriter err = new PrintWriter(System.err);
        int status = LAUNCHER_FAILED;
        try {
            Class<?> launcher = Class.forName("org.junit.platform.console.ConsoleLauncher");
            Object result = launcher.getMethod("run", PrintWriter.class, PrintWriter.class, String[].class)
                    .invoke(null, out, err, args);
            status = (Integer) result.getClass().getMethod("getExitCode").invoke(result);
        } catch (InvocationTargetException e) {
            e.getCause().printStackTrace(err);
        } catch (Throwable t) {
            t.printStackTrace(err);
        } finally {
            out.flush();
            err.flush();
            System.out.flush();
            System.err.flush();
            Runtime.getRuntime().halt(status);
        }
    }
}
