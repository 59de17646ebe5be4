/**
 * Subjects that read and write files ({@code --class} them to see tests in a {@code @TempDir}):
 * {@link dev.ferret.examples.files.TextFiles} has a planted bug, {@link dev.ferret.examples.files.LineFiles}
 * is its correct twin. They stay out of {@code planted-bugs.tsv}, which holds one class per rule.
 */
package dev.ferret.examples.files;
