/**
 * Running a generation: the immutable {@link dev.ferret.core.run.RunConfig}, the
 * {@link dev.ferret.core.run.GenerationEngine} boundary (config in, stream of results out) that a
 * worker JVM will implement, the {@link dev.ferret.core.run.GenerationListener} that receives
 * the results, and resolving the classes under test ({@link dev.ferret.core.run.ClassSelection}).
 */
package dev.ferret.core.run;
