/**
 * The keep/emit stage: turning executed sequences into the plain-data
 * {@link dev.ferret.core.testcase.GeneratedTest} model ({@link dev.ferret.core.emit.TestCaseFactory})
 * and keeping one error-revealing test per distinct failure
 * ({@link dev.ferret.core.emit.FailureDeduplicator}, the engine's use of the one rule
 * {@link dev.ferret.core.emit.ShortestPerFailure}).
 */
package dev.ferret.core.emit;
