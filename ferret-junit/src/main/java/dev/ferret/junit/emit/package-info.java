/**
 * Writing a whole generated suite: {@link dev.ferret.junit.emit.SuiteEmitter} is the front. It
 * buffers tests per class under test and kind, keeping the shortest test per failure
 * ({@code TestBuffer}), persists them as they are found ({@code SuiteWriter}), and at the end runs
 * the compile gate and the flaky filter ({@code SuiteChecks}) and reports
 * ({@link dev.ferret.junit.emit.SuiteReport}).
 */
package dev.ferret.junit.emit;
