package dev.ferret.junit.emit;

import java.util.List;

/**
 * What {@link SuiteEmitter#finish} produced.
 *
 * @param files the test files of the final suite, ordered by class under test, kind, and part
 * @param regressionTests regression tests in the final suite
 * @param errorTests error-revealing tests in the final suite
 * @param droppedUncompilable tests removed because they did not compile
 * @param removedFailingRegression regression tests removed because they failed when re-run
 * @param notes remarks on steps that could not be completed (for example a re-run that produced
 *     no results), empty when everything went as expected
 */
public record SuiteReport(List<WrittenFile> files, int regressionTests, int errorTests,
                          int droppedUncompilable, int removedFailingRegression, List<String> notes) {

    public SuiteReport {
        files = List.copyOf(files);
        notes = List.copyOf(notes);
    }
}
