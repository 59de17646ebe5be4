package dev.ferret.orchestration.report;

/**
 * One error-revealing test as written in the suite.
 *
 * @param classUnderTest binary name of the class under test
 * @param file the test file, relative to the report's directory (a link target)
 * @param method the test method's name
 * @param contract the violated contract's id (or the failure Ferret recorded)
 * @param blamed the method blamed for the failure
 * @param source the test method's source, as written
 */
record ErrorTest(String classUnderTest, String file, String method, String contract, String blamed, String source) {
}
