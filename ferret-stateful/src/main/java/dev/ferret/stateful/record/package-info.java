/**
 * Recording: the abstract states of the calls of the classes under test, seen through the
 * value-observer seam ({@link dev.ferret.stateful.record.StateRecorder}), with a handle to the
 * sequence that built each object.
 */
package dev.ferret.stateful.record;
