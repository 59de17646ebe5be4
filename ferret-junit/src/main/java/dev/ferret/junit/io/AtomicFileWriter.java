package dev.ferret.junit.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes source files atomically: the content goes to a temporary file in the target directory,
 * which is then moved over the target, so a reader (or a crash) never sees a half-written file.
 */
public final class AtomicFileWriter {

    private AtomicFileWriter() {
    }

    /**
     * Writes a Java source file to {@code <outputDir>/<package path>/<className>.java}.
     *
     * @param packageName the package, {@code ""} for the default package
     * @return the file written
     */
    public static Path writeSource(Path outputDir, String packageName, String className, String source)
            throws IOException {
        Path dir = packageName.isEmpty() ? outputDir : outputDir.resolve(packageName.replace('.', '/'));
        return write(dir.resolve(className + ".java"), source);
    }

    /** Writes text (UTF-8) to a file atomically, creating parent directories; returns the file. */
    public static Path write(Path file, String content) throws IOException {
        Path absolute = file.toAbsolutePath();
        Path dir = absolute.getParent();
        Files.createDirectories(dir);
        Path temp = Files.createTempFile(dir, "." + absolute.getFileName(), ".tmp");
        try {
            Files.writeString(temp, content, StandardCharsets.UTF_8);
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
        return absolute;
    }
}
