package dev.ferret.junit.compile;

import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.junit.render.RenderedFile;
import java.util.List;

/**
 * A rendered file of a suite and the tests it holds.
 *
 * @param file the source and where each test method lies in it
 * @param kind the kind of all its tests
 * @param tests the tests, by method position (the test of the first method first)
 */
public record PlacedFile(RenderedFile file, TestKind kind, List<GeneratedTest> tests) {

    public PlacedFile {
        tests = List.copyOf(tests);
    }
}
