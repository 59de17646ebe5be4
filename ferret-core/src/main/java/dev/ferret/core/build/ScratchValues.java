package dev.ferret.core.build;

import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.ScratchOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.testcase.ScratchLayout;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * File-system values inside the test's temporary directory: a {@code Path} is the directory itself
 * or {@code tempDir.resolve(name)}, a {@code File} that path's {@code toFile()}, a string naming a
 * file its {@code toString()}; names are the {@link ScratchLayout}'s (its files and directories,
 * and some that name nothing yet). Each value is a short sequence that starts with the directory
 * ({@link ScratchOperation}); the rest are JDK calls, so running and rendering them is as for any
 * call.
 */
final class ScratchValues {

    private static final Operation RESOLVE = method("resolve", String.class);
    private static final Operation TO_FILE = method("toFile");
    private static final Operation TO_STRING = method("toString");

    private final ScratchOperation directory;
    private final List<String> names = ScratchLayout.names();

    /** @param directory the run's scratch directory */
    ScratchValues(ScratchOperation directory) {
        this.directory = directory;
    }

    /** Whether values of this type are made here whenever one is wanted: {@code Path} and {@code File}. */
    static boolean supplies(Class<?> type) {
        return type == Path.class || type == File.class;
    }

    /**
     * A sequence whose last statement makes a value of {@code type} ({@code Path}, {@code File} or
     * {@code String}) inside the directory: the directory itself or one of the names, uniformly.
     */
    Sequence build(Class<?> type, RandomGenerator random) {
        List<Statement> tail = new ArrayList<>(4);
        tail.add(new Statement(directory, new int[0]));
        int choice = random.nextInt(names.size() + 1);
        if (choice < names.size()) {
            tail.add(new Statement(new LiteralOperation(String.class, names.get(choice)), new int[0]));
            tail.add(new Statement(RESOLVE, new int[] {0, 1}));
        }
        int path = tail.size() - 1;
        if (type == File.class) {
            tail.add(new Statement(TO_FILE, new int[] {path}));
        } else if (type == String.class) {
            tail.add(new Statement(TO_STRING, new int[] {path}));
        } else if (type != Path.class) {
            throw new IllegalArgumentException("no scratch value of type " + type.getName());
        }
        return Sequence.of(List.of(), tail);
    }

    private static Operation method(String name, Class<?>... parameters) {
        try {
            return new MethodOperation(Path.class.getMethod(name, parameters), Path.class, null,
                    name.equals("resolve"));
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("java.nio.file.Path has no " + name, e);
        }
    }
}
