/**
 * The judge stage: executing a sequence and classifying it
 * ({@link dev.ferret.core.judge.Judge} → {@link dev.ferret.core.judge.Judgement}) with the
 * exception policy and contracts, index pruning of the values to reuse, regression observations,
 * and which class and method a test is filed under ({@link dev.ferret.core.judge.Blame}).
 */
package dev.ferret.core.judge;
