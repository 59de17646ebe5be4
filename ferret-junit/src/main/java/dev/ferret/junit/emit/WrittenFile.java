package dev.ferret.junit.emit;

import dev.ferret.core.testcase.TestKind;
import java.nio.file.Path;

/**
 * One test source file of the final suite.
 *
 * @param path the file
 * @param className binary name of the test class
 * @param classUnderTest binary name of the class under test
 * @param kind regression or error-revealing tests
 * @param tests the number of test methods in the file
 */
public record WrittenFile(Path path, String className, String classUnderTest, TestKind kind, int tests) { }
