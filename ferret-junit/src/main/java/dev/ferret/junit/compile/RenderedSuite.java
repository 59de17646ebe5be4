package dev.ferret.junit.compile;

import dev.ferret.core.testcase.GeneratedTest;
import java.util.Map;

/**
 * The seam between a suite of generated tests and the checks it passes before it is written for
 * good ({@link CompileGate}, the flaky filter): the suite renders its files, and the checks drop
 * or change tests in it.
 */
public interface RenderedSuite {

    /** Every file of the suite as it is written, by binary class name, in suite order. */
    Map<String, PlacedFile> files();

    /**
     * The regression files rendered as probes for the flaky filter (JUnit 5, every value check
     * of a test in one {@code assertAll}), by binary class name, in suite order.
     */
    Map<String, PlacedFile> probes();

    /** Removes a test, found by identity; does nothing if the suite does not hold it. */
    void remove(GeneratedTest test);

    /** Replaces a test, found by identity, with a changed one (for example with fewer checks). */
    void replace(GeneratedTest test, GeneratedTest replacement);
}
