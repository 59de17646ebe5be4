/**
 * The build stage: new sequences assembled from the
 * pool ({@code ValuePool}) of kept sequences indexed by type, literals (seed
 * and mined from constant pools) and values built on demand from JDK producers; entry point
 * {@link dev.ferret.core.build.Candidates}, which also discards duplicates and takes the
 * values the judge keeps back into the pool.
 */
package dev.ferret.core.build;
