package dev.ferret.examples.destructive;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Purges through NIO and {@code SecureDirectoryStream}.
 *
 * <p>Hostile: {@code purgeWorkingDirectory} (NIO), {@code purgeParent} and {@code purgeHome}
 * ({@code SecureDirectoryStream}) delete everything there; {@code write}, {@code move},
 * {@code erase} and {@code createDirectories} overwrite, move, delete and create what a relative
 * path names. Harmless: {@code getPurges}.
 */
public final class Purger {
    private int purges;

    /** @return how many purges this purger made */
    public int getPurges() {
        return purges;
    }

    /** Deletes everything in the working directory. */
    public int purgeWorkingDirectory() throws IOException {
        purges++;
        return Wreckage.deleteContents(Path.of("").toAbsolutePath());
    }

    /** Deletes everything in the working directory's parent, relative to open directories. */
    public int purgeParent() throws IOException {
        purges++;
        return Wreckage.deleteSecurely(Path.of(".."));
    }

    /** Deletes everything in the home directory, relative to open directories. */
    public int purgeHome() throws IOException {
        purges++;
        return Wreckage.deleteSecurely(Path.of(System.getProperty("user.home")));
    }

    /** Overwrites the file a relative path names. */
    public void write(String name, String text) throws IOException {
        Files.writeString(Path.of(name), text);
    }

    /** Moves what a relative path names onto another, replacing it. */
    public void move(String from, String to) throws IOException {
        Files.move(Path.of(from), Path.of(to), StandardCopyOption.REPLACE_EXISTING);
    }

    /** Deletes what a relative path names, if it exists. */
    public boolean erase(String name) throws IOException {
        return Files.deleteIfExists(Path.of(name));
    }

    /** Creates the directories a relative path names. */
    public Path createDirectories(String name) throws IOException {
        return Files.createDirectories(Path.of(name));
    }
}
