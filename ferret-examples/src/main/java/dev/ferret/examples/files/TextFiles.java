package dev.ferret.examples.files;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;

/**
 * Planted bug ({@code npe-without-null-input}): {@code firstLine} strips the first line without
 * asking whether there is one, so {@code firstLine(emptyFile)} throws NullPointerException. The
 * rest is {@link LineFiles}, which has no bug.
 */
public final class TextFiles {

    private TextFiles() {
    }

    /** The number of lines of a text file. */
    public static int countLines(Path file) throws IOException {
        return LineFiles.countLines(file);
    }

    /** The first line of a text file, without surrounding blanks. */
    public static String firstLine(File file) throws IOException {
        try (BufferedReader reader = Files.newBufferedReader(file.toPath(), StandardCharsets.UTF_8)) {
            return reader.readLine().strip(); // BUG: NullPointerException for an empty file
        }
    }

    /** Copies a file into a directory under its own name, replacing a file there; the copy. */
    public static Path copyInto(Path file, Path directory) throws IOException {
        return Files.copy(file, directory.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
    }

    /** The names of what a directory holds, sorted. */
    public static List<String> list(String directoryName) throws IOException {
        try (Stream<Path> entries = Files.list(Path.of(directoryName))) {
            return entries.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
