/**
 * The keep stage, regression side: regression tests held back for a window and dropped when a
 * longer kept test subsumes them, capped per class ({@link dev.ferret.core.keep.RegressionKeeper}),
 * and the run's {@link dev.ferret.core.keep.TestOutput} (ordinals, output limit, notices) that
 * both the regression and the failure path emit through.
 */
package dev.ferret.core.keep;
