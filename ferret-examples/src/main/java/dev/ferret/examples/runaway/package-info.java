/**
 * Planted bugs whose error-revealing test, run as a build runs it, would take the test JVM down
 * (catalogued in {@code runaway-tests.tsv}): {@link dev.ferret.examples.runaway.Carousel}'s failure
 * is real and found in a worker, but the exception's message is an endless view's {@code toString},
 * which only JUnit asks for, so its test exhausts the heap of the JVM that reports it (issue 27's
 * {@code toString()} of a view over guava's {@code Iterables.cycle}). Ferret runs the error tests
 * in its check phase, in a JVM with a bounded heap, and drops such a test.
 * {@link dev.ferret.examples.runaway.Rota}'s bug is an ordinary one: its test fails as it should.
 *
 * <p>Never report the message of a {@code NoSuchSeatException} in a JVM you need.
 */
package dev.ferret.examples.runaway;
