package dev.ferret.core.build;

import dev.ferret.core.contract.ParameterNames;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Which {@code String} parameters of the code under test name a file, by their names in the class
 * file ({@link ParameterNames}): a name with the word {@code path}, {@code file}, {@code dir},
 * {@code directory} or {@code folder} in it ({@code fileName}, {@code pathname}, {@code baseDir};
 * words split where the case changes, so not {@code profile} or {@code redirect}), or with the
 * word {@code name} in it when the method's class deals with files (a public member takes or returns a {@code File}
 * or a {@code java.nio.file} type: {@code getFileExtension(String fullName)} of a class of file
 * utilities, not {@code setName(String name)} of a bean). Such a string gets a path inside the
 * test's temporary directory, never one relative to the working directory. Parameters of classes
 * compiled without their names, and of the JDK, name no file here.
 */
final class PathParameters {

    private static final java.util.Set<String> PATH_WORDS = java.util.Set.of("path", "paths", "pathname", "file",
            "files", "filename", "dir", "dirs", "dirname", "directory", "folder");

    private final Map<Executable, String[]> names = new HashMap<>();
    private final Map<Class<?>, Boolean> dealsWithFiles = new HashMap<>();

    /** Whether input {@code slot} of {@code op} (0 is the receiver of an instance method) is a string naming a file. */
    boolean namesFile(Operation op, int slot) {
        if (op.owner() == null || slot >= op.inputTypes().size() || op.inputTypes().get(slot) != String.class) {
            return false;
        }
        Executable e;
        int parameter = slot;
        if (op instanceof MethodOperation m) {
            e = m.method();
            parameter = m.isStatic() ? slot : slot - 1;
        } else if (op instanceof ConstructorOperation c) {
            e = c.constructor();
        } else {
            return false;
        }
        String[] declared = names.computeIfAbsent(e, PathParameters::namesOf);
        if (declared == null || parameter < 0 || parameter >= declared.length) {
            return false;
        }
        boolean named = false;
        for (String word : words(declared[parameter])) {
            if (PATH_WORDS.contains(word)) {
                return true;
            }
            named |= word.equals("name");
        }
        return named && dealsWithFiles.computeIfAbsent(e.getDeclaringClass(), PathParameters::filesIn);
    }

    /** {@code fullFileName} gives {@code full}, {@code file}, {@code name}; {@code base_dir} gives {@code base}, {@code dir}. */
    static java.util.List<String> words(String identifier) {
        return java.util.Arrays.stream(identifier.split("(?<=[a-z0-9])(?=[A-Z])|[^A-Za-z0-9]+"))
                .filter(w -> !w.isEmpty()).map(w -> w.toLowerCase(Locale.ROOT)).toList();
    }

    private static String[] namesOf(Executable e) {
        String[] n = ParameterNames.of(e);
        return n != null && n.length == e.getParameterCount() ? n : null;
    }

    /** Whether a public member of the class takes or returns a file or a {@code java.nio.file} type. */
    private static boolean filesIn(Class<?> c) {
        try {
            for (Method m : c.getMethods()) {
                if (isFileType(m.getReturnType()) || anyFileType(m.getParameterTypes())) {
                    return true;
                }
            }
            for (Constructor<?> k : c.getConstructors()) {
                if (anyFileType(k.getParameterTypes())) {
                    return true;
                }
            }
        } catch (LinkageError e) { // NOPMD: a member whose types do not load tells nothing
            return false;
        }
        return false;
    }

    private static boolean anyFileType(Class<?>[] types) {
        for (Class<?> t : types) {
            if (isFileType(t)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isFileType(Class<?> t) {
        Class<?> c = t.isArray() ? t.getComponentType() : t;
        return c == java.io.File.class || c.getPackageName().equals("java.nio.file");
    }
}
