/**
 * The stateful phase as the engine's extra phase ({@link dev.ferret.stateful.phase.StatefulPhase}):
 * record during the random loop, then infer, attack each precondition in the order of
 * {@link dev.ferret.stateful.phase.AttackPlan}, store, attack the rest and report; clauses name
 * parameters as the class file does ({@link dev.ferret.stateful.phase.Variables}).
 */
package dev.ferret.stateful.phase;
