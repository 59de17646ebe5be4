/**
 * Recorded sequences in a portable form ({@link dev.ferret.stateful.replay.SequenceCodec}), so that
 * a kept campaign's objects can be rebuilt by any later run, in any JVM that loads the same classes.
 */
package dev.ferret.stateful.replay;
