package dev.ferret.junit.layout;

import dev.ferret.core.testcase.TestKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Where generated tests go: the test package, the class names, and how many tests go into one
 * file.
 *
 * <p>A test class is named after the simple name of the class under test ({@code Outer_Inner}
 * for a nested class) followed by {@code RegressionTest}, {@code ErrorTest} or {@code CrashTest};
 * when there are more tests than fit into one file, the further files are numbered before the
 * final {@code Test} ({@code TreeSetRegression2Test}, {@code TreeSetRegression3Test}, ...), so
 * that every name ends in {@code Test} and matches the default test-class patterns of Maven
 * Surefire ({@code **}{@code /*Test.java}) and of the JUnit console launcher. Tests go into the given package, or by default into the package of the class under test;
 * classes in packages that may not be defined by ordinary class loaders ({@code java.},
 * {@code javax.}, {@code jdk.}, {@code sun.}, {@code com.sun.}) get their tests in the same
 * package prefixed with {@code ferret.}.
 */
public final class TestLayout {

    /** The default maximum number of tests per file. */
    public static final int DEFAULT_TESTS_PER_FILE = 200;

    private static final List<String> RESTRICTED = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.");

    private final String testPackage;
    private final int testsPerFile;

    /**
     * @param testPackage the package for all tests, or {@code null} for the default per class
     * @param testsPerFile the maximum number of tests in one file, at least 1
     */
    public TestLayout(String testPackage, int testsPerFile) {
        if (testsPerFile < 1) {
            throw new IllegalArgumentException("testsPerFile must be at least 1: " + testsPerFile);
        }
        this.testPackage = testPackage;
        this.testsPerFile = testsPerFile;
    }

    /** The maximum number of tests in one file. */
    public int testsPerFile() {
        return testsPerFile;
    }

    /** The package of the tests of a class under test (binary name). */
    public String packageFor(String classUnderTest) {
        if (testPackage != null) {
            return testPackage;
        }
        return defaultPackage(classUnderTest);
    }

    /** The default test package for a class under test, with {@code ferret.} for restricted packages. */
    public static String defaultPackage(String classUnderTest) {
        int dot = classUnderTest.lastIndexOf('.');
        String pkg = dot < 0 ? "" : classUnderTest.substring(0, dot);
        for (String restricted : RESTRICTED) {
            if ((pkg + ".").startsWith(restricted)) {
                return "ferret." + pkg;
            }
        }
        return pkg;
    }

    /** The first test class name: {@code TreeSetRegressionTest}, {@code Map_EntryErrorTest}. */
    public static String baseClassName(String classUnderTest, TestKind kind) {
        return className(stem(classUnderTest), kind, 0);
    }

    /** The simple name of a class under test as test class names start: {@code Map_Entry}. */
    public static String stem(String classUnderTest) {
        return classUnderTest.substring(classUnderTest.lastIndexOf('.') + 1).replace('$', '_');
    }

    /** The word for a kind of test: {@code Regression}, {@code Error} or {@code Crash}. */
    static String kindWord(TestKind kind) {
        return switch (kind) {
            case REGRESSION -> "Regression";
            case ERROR -> "Error";
            case CRASH -> "Crash";
        };
    }

    /**
     * The name of the file at 0-based position {@code part} for a stem: {@code TreeSetRegressionTest},
     * then {@code TreeSetRegression2Test}, {@code TreeSetRegression3Test}, ....
     */
    public static String className(String stem, TestKind kind, int part) {
        return stem + kindWord(kind) + (part == 0 ? "" : Integer.toString(part + 1)) + "Test";
    }

    /** Splits a list of tests into consecutive chunks of at most {@link #testsPerFile()}. */
    public <T> List<List<T>> split(List<T> tests) {
        Objects.requireNonNull(tests, "tests");
        List<List<T>> parts = new ArrayList<>();
        for (int from = 0; from < tests.size(); from += testsPerFile) {
            parts.add(List.copyOf(tests.subList(from, Math.min(tests.size(), from + testsPerFile))));
        }
        return parts;
    }
}
