/**
 * Writing a whole generated suite: {@link dev.ferret.junit.emit.SuiteEmitter} buffers tests,
 * persists them as they are found, and at the end compiles, re-runs and prunes them.
 */
package dev.ferret.junit.emit;
