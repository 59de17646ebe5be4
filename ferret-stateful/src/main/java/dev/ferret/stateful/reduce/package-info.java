/**
 * Reduction: a stored object that breaks an inferred precondition becomes a new test, a replay
 * of the sequences that built its inputs followed by the call ({@link dev.ferret.stateful.reduce.TestBuilder}).
 */
package dev.ferret.stateful.reduce;
