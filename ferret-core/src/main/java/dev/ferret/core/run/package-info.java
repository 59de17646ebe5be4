/**
 * Running a generation: the immutable {@link dev.ferret.core.run.RunConfig}, the
 * {@link dev.ferret.core.run.GenerationEngine} boundary (config in, stream of results out) that a
 * worker JVM implements, the {@link dev.ferret.core.run.GenerationListener} that receives
 * the results, resolving the classes under test ({@link dev.ferret.core.run.ClassSelection}), and
 * the generation loop itself ({@code Generator}, run by {@link dev.ferret.core.run.InProcessEngine})
 * that ties the stages together.
 */
package dev.ferret.core.run;
