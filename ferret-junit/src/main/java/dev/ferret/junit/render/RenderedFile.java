package dev.ferret.junit.render;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A rendered test class: its source and where each test method lies in it.
 *
 * @param packageName the package, {@code ""} for the default package
 * @param className the simple class name
 * @param source the Java source text
 * @param methods one entry per test rendered, in the order of the tests given to the renderer
 * @param unrendered the tests the renderer could not write (left out of the source)
 */
public record RenderedFile(String packageName, String className, String source, List<RenderedMethod> methods,
                           List<Unrendered> unrendered) {

    public RenderedFile {
        methods = List.copyOf(methods);
        unrendered = List.copyOf(unrendered);
    }

    /** A file in which every test was rendered. */
    public RenderedFile(String packageName, String className, String source, List<RenderedMethod> methods) {
        this(packageName, className, source, methods, List.of());
    }

    /**
     * A test left out of the file because rendering it failed (a defect of Ferret, not of the code
     * under test): the file holds the other tests, and the compile gate drops this one.
     *
     * @param testIndex index of the test in the list given to the renderer
     * @param reason the failure, one line
     */
    public record Unrendered(int testIndex, String reason) {
    }

    /**
     * Where one test lies in the source.
     *
     * @param name the method name, e.g. {@code addAllLeavesSize3}
     * @param testIndex index of the test in the list given to the renderer
     * @param firstLine first source line of the method (its annotation), 1-based
     * @param lastLine last source line belonging to the method, 1-based, inclusive
     * @param referencedTypes canonical names of the top-level classes the method references
     * @param valueCheckLines for each source line holding a value check's assertion, the index of
     *     that check in the test (empty if unknown)
     */
    public record RenderedMethod(String name, int testIndex, int firstLine, int lastLine,
                                 Set<String> referencedTypes, Map<Integer, Integer> valueCheckLines) {
        public RenderedMethod {
            referencedTypes = Set.copyOf(referencedTypes);
            valueCheckLines = Map.copyOf(valueCheckLines);
        }
    }

    /**
     * The value check asserted on a line of a test method.
     *
     * @param testIndex the test, as given to the renderer
     * @param line 1-based source line
     * @return the index of the check among the test's checks, or -1 if the line holds none
     */
    public int valueCheckAt(int testIndex, long line) {
        for (RenderedMethod method : methods) {
            if (method.testIndex() == testIndex) {
                return method.valueCheckLines().getOrDefault((int) line, -1);
            }
        }
        return -1;
    }

    /**
     * The test of a method of this file.
     *
     * @param methodName the method's name
     * @return the index of its test, as given to the renderer, or -1 when no test method has that name
     */
    public int testIndexOf(String methodName) {
        for (RenderedMethod method : methods) {
            if (method.name().equals(methodName)) {
                return method.testIndex();
            }
        }
        return -1;
    }

    /** The binary name of the class, e.g. {@code ferret.java.util.TreeSetRegressionTest}. */
    public String qualifiedName() {
        return packageName.isEmpty() ? className : packageName + "." + className;
    }

    /** The source file's path relative to a source root, with {@code /} separators. */
    public String relativePath() {
        return qualifiedName().replace('.', '/') + ".java";
    }

    /**
     * The tests to blame for a compile error on a line: the test whose method contains the line,
     * or, for an {@code import} line, the tests that reference the imported class.
     *
     * @param line 1-based source line
     * @return indices of the tests (as given to the renderer); empty when the line belongs to no
     *     test, so the error concerns the whole file
     */
    public Set<Integer> testsAt(long line) {
        Set<Integer> tests = new TreeSet<>();
        for (RenderedMethod method : methods) {
            if (line >= method.firstLine() && line <= method.lastLine()) {
                tests.add(method.testIndex());
                return tests;
            }
        }
        String[] lines = source.split("\n", -1);
        if (line < 1 || line > lines.length) {
            return tests;
        }
        String text = lines[(int) line - 1].trim();
        if (text.startsWith("import ") && !text.startsWith("import static ") && text.endsWith(";")) {
            String imported = text.substring("import ".length(), text.length() - 1).trim();
            for (RenderedMethod method : methods) {
                if (method.referencedTypes().contains(imported)) {
                    tests.add(method.testIndex());
                }
            }
        }
        return tests;
    }
}
