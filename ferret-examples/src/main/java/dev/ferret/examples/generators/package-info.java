/**
 * Subjects whose planted bugs need inputs the random engine does not build: valid arithmetic
 * expressions ({@code 1*(2+3)}, {@code ((2))}), which no literal of the code under test and no
 * call Ferret makes produces. A user's generator, {@link dev.ferret.examples.generators.ExpressionGenerators}
 * (a {@code dev.ferret.choice.Generator<String>}, given with {@code --generator}), supplies them.
 * Planted bugs: {@link dev.ferret.examples.generators.RpnCalculator} (an operator inside a group)
 * and {@link dev.ferret.examples.generators.GroupingCalculator} (a group directly inside a group);
 * correct twin: {@link dev.ferret.examples.generators.Calculator}. And a structure with an
 * invariant that its API never builds, {@link dev.ferret.examples.generators.IntervalSet} (planted
 * bug in {@code contains}, {@code size} correct), whose generator
 * {@link dev.ferret.examples.generators.IntervalSetGenerators} is only its fields' bounds and its
 * invariant (a {@code dev.ferret.choice.Finitization}).
 */
package dev.ferret.examples.generators;
