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
 * File utilities without a bug (the correct twin of {@link TextFiles}): counting lines, reading a
 * first line, copying a file into a directory, listing a directory. Every file they touch is one
 * they are given.
 */
public final class LineFiles {

    private LineFiles() {
    }

    /** The number of lines of a text file. */
    public static int countLines(Path file) throws IOException {
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            int lines = 0;
            while (reader.readLine() != null) {
                lines++;
            }
            return lines;
        }
    }

    /** The first line of a text file, without surrounding blanks; empty for an empty file. */
    public static String firstLine(File file) throws IOException {
        try (BufferedReader reader = Files.newBufferedReader(file.toPath(), StandardCharsets.UTF_8)) {
            String line = reader.readLine();
            return line == null ? "" : line.strip();
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
