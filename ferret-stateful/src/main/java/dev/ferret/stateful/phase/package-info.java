/**
 * The stateful phase as the engine's extra phase ({@link dev.ferret.stateful.phase.StatefulPhase}):
 * record during the random loop, then store, infer, attack each precondition and report.
 */
package dev.ferret.stateful.phase;
