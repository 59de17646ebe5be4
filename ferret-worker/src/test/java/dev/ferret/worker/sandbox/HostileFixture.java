package dev.ferret.worker.sandbox;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.Predicate;

/** Code under test for {@link SandboxRewriterTest}: one method per call the sandbox redirects. */
public class HostileFixture {
    /** A field owned by another class, written by {@link HostileFixture}'s static initializer. */
    public static final class Other {
        public static int value;
    }

    static int count;
    static final List<String> NAMES;

    static {
        count = 10;
        NAMES = new ArrayList<>();
        Other.value = 1;
    }

    public void exit() {
        System.exit(3);
    }

    public void runtimeExit() {
        Runtime.getRuntime().exit(4);
    }

    public void halt() {
        Runtime.getRuntime().halt(1);
    }

    public boolean delete(String path) {
        return new File(path).delete();
    }

    public void deleteOnExit(String path) {
        new File(path).deleteOnExit();
    }

    public void filesDelete(String path) throws IOException {
        Files.delete(Path.of(path));
    }

    public boolean filesDeleteIfExists(String path) throws IOException {
        return Files.deleteIfExists(Path.of(path));
    }

    public Process start(String command) throws IOException {
        return new ProcessBuilder(command).start();
    }

    /** Calls the {@code Runtime.exec} overload number {@code overload} (0 to 5) on {@code command}. */
    public Process exec(int overload, String command) throws IOException {
        Runtime r = Runtime.getRuntime();
        String[] array = {command};
        switch (overload) {
            case 0: return r.exec(command);
            case 1: return r.exec(command, null);
            case 2: return r.exec(command, null, null);
            case 3: return r.exec(array);
            case 4: return r.exec(array, null);
            default: return r.exec(array, null, null);
        }
    }

    public void exitByReference() {
        IntConsumer exit = System::exit;
        exit.accept(5);
    }

    public boolean deleteByReference(String path) {
        Predicate<File> delete = File::delete;
        return delete.test(new File(path));
    }

    /** Catches the violation: the incident is recorded all the same. */
    public String exitAndSwallow() {
        try {
            System.exit(9);
            return "exited";
        } catch (Throwable t) {
            return "swallowed";
        }
    }

    public int next() {
        return ++count;
    }

    /** Static writes on both sides of branches, for the verifier. */
    public int sumEven(int n) {
        count = 0;
        for (int i = 0; i < n; i++) {
            if (i % 2 == 0) {
                count += i;
            } else {
                NAMES.add("odd");
            }
        }
        return n > 0 ? count : -1;
    }
}
