/**
 * Execution: running a sequence's statements through method handles
 * ({@link dev.ferret.core.execution.SequenceExecutor}) on a watched thread that is abandoned when
 * a call exceeds its timeout ({@link dev.ferret.core.execution.TimedRunner}).
 */
package dev.ferret.core.execution;
