/**
 * The hostile zoo: small public classes each with one method that attacks the JVM running it (ends
 * it, spins forever, overflows the stack, exhausts the heap, leaves a thread running, floods the
 * output, deletes a file, writes a static field) and harmless methods beside it, catalogued per
 * hostile method in {@code hostile-zoo.tsv}, for testing that Ferret survives the code under test.
 *
 * <p>Never call the hostile methods in a JVM you need: only in a sandboxed worker.
 */
package dev.ferret.examples.hostile;
