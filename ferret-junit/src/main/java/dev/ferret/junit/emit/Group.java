package dev.ferret.junit.emit;

import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.junit.layout.TestLayout;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/** The tests of one class under test and kind, and the files last written for them. */
final class Group {

    /** Class under test and kind: what a group holds. */
    record Key(String classUnderTest, TestKind kind) implements Comparable<Key> {
        static Key of(GeneratedTest test) {
            return new Key(test.classUnderTest(), test.kind());
        }

        @Override
        public int compareTo(Key other) {
            int c = classUnderTest.compareTo(other.classUnderTest);
            return c != 0 ? c : kind.compareTo(other.kind);
        }
    }

    final Key key;
    final String packageName;
    final String stem;
    final List<GeneratedTest> tests = new ArrayList<>();
    final List<Path> files = new ArrayList<>();
    final List<List<GeneratedTest>> writtenParts = new ArrayList<>();
    boolean dirty;

    Group(Key key, String packageName, String stem) {
        this.key = key;
        this.packageName = packageName;
        this.stem = stem;
    }

    String className(int part) {
        return TestLayout.className(stem, key.kind(), part);
    }

    String qualifiedName(int part) {
        return qualify(packageName, className(part));
    }

    static String qualify(String pkg, String name) {
        return pkg.isEmpty() ? name : pkg + "." + name;
    }

    /** Tests by ordinal, ties in acceptance order. */
    List<GeneratedTest> ordered() {
        List<GeneratedTest> ordered = new ArrayList<>(tests);
        ordered.sort(Comparator.comparingLong(GeneratedTest::ordinal));
        return Collections.unmodifiableList(ordered);
    }

    void add(GeneratedTest test) {
        tests.add(test);
        dirty = true;
    }

    void replace(GeneratedTest old, GeneratedTest replacement) {
        for (int i = 0; i < tests.size(); i++) {
            if (tests.get(i) == old) {
                tests.set(i, replacement);
                dirty = true;
                return;
            }
        }
    }

    void remove(GeneratedTest test) {
        for (int i = 0; i < tests.size(); i++) {
            if (tests.get(i) == test) {
                tests.remove(i);
                dirty = true;
                return;
            }
        }
    }

    /** Whether two lists hold the same test objects in the same order (not just equal tests). */
    static boolean sameTests(List<GeneratedTest> a, List<GeneratedTest> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) != b.get(i)) {
                return false;
            }
        }
        return true;
    }
}
