package dev.ferret.core.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/** Resolves the user's choice of classes (names, a list file, or a package prefix) to binary names. */
public final class ClassSelection {

    private ClassSelection() {
    }

    /** Checks that every classpath entry exists and is readable. */
    public static void checkClasspath(List<Path> classpath) throws InvalidInputException {
        for (Path p : classpath) {
            if (!Files.exists(p)) {
                throw new InvalidInputException("classpath entry does not exist: " + p);
            }
            if (!Files.isReadable(p)) {
                throw new InvalidInputException("classpath entry is not readable: " + p);
            }
            if (Files.isRegularFile(p)) {
                try (JarFile ignored = new JarFile(p.toFile())) {
                    // readable jar
                } catch (IOException e) {
                    throw new InvalidInputException("classpath entry is not a jar or directory: " + p);
                }
            }
        }
    }

    /** Reads a class list: one binary name per line; blank lines and {@code #} comments ignored. */
    public static List<String> readClassList(Path file) throws InvalidInputException {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new InvalidInputException("cannot read class list " + file + ": " + e.getMessage());
        }
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            int hash = line.indexOf('#');
            String name = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (!name.isEmpty()) {
                out.add(name);
            }
        }
        if (out.isEmpty()) {
            throw new InvalidInputException("class list " + file + " names no class");
        }
        return out;
    }

    /**
     * The classes under a package prefix in the classpath's jars and directories, sorted; the
     * caller filters out those that are not public. Local and anonymous classes are skipped.
     */
    public static List<String> scanPackage(List<Path> classpath, String prefix) throws InvalidInputException {
        String path = prefix.replace('.', '/');
        TreeSet<String> names = new TreeSet<>();
        for (Path entry : classpath) {
            try {
                if (Files.isDirectory(entry)) {
                    scanDirectory(entry, path, names);
                } else {
                    scanJar(entry, path, names);
                }
            } catch (IOException | UncheckedIOException e) {
                throw new InvalidInputException("cannot read classpath entry " + entry + ": " + e.getMessage());
            }
        }
        if (names.isEmpty()) {
            throw new InvalidInputException("no classes under package " + prefix + " on the classpath");
        }
        return new ArrayList<>(names);
    }

    private static void scanDirectory(Path root, String path, TreeSet<String> names) throws IOException {
        Path start = root.resolve(path);
        if (!Files.isDirectory(start)) {
            return;
        }
        try (Stream<Path> files = Files.walk(start)) {
            files.filter(f -> f.toString().endsWith(".class"))
                    .map(f -> root.relativize(f).toString().replace('\\', '/'))
                    .forEach(rel -> addIfClass(rel, names));
        }
    }

    private static void scanJar(Path jar, String path, TreeSet<String> names) throws IOException {
        try (JarFile jf = new JarFile(jar.toFile())) {
            Enumeration<JarEntry> entries = jf.entries();
            while (entries.hasMoreElements()) {
                String n = entries.nextElement().getName();
                if (n.startsWith(path + "/") || n.equals(path + ".class")) {
                    addIfClass(n, names);
                }
            }
        }
    }

    private static void addIfClass(String rel, TreeSet<String> names) {
        if (!rel.endsWith(".class") || rel.endsWith("module-info.class") || rel.endsWith("package-info.class")
                || rel.startsWith("META-INF/")) {
            return;
        }
        String name = rel.substring(0, rel.length() - ".class".length()).replace('/', '.');
        String simple = name.substring(name.lastIndexOf('.') + 1);
        // skip anonymous and local classes (Outer$1, Outer$1Local)
        for (String part : simple.split("\\$")) {
            if (!part.isEmpty() && Character.isDigit(part.charAt(0))) {
                return;
            }
        }
        names.add(name);
    }
}
