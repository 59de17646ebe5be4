package dev.ferret.junit.compile;

import java.nio.file.Path;
import java.util.Map;

/**
 * A suite after the compile gate: where its classes are and which rendered file each class is.
 *
 * @param classes the directory of the class files, or {@code null} when the suite could not be
 *     compiled (its tests are kept unchecked)
 * @param files the files compiled, by binary class name
 * @param dropped the number of tests dropped because they did not compile
 */
public record CompiledSuite(Path classes, Map<String, PlacedFile> files, int dropped) { }
