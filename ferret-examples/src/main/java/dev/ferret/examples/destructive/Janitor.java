package dev.ferret.examples.destructive;

import java.io.File;
import java.io.FileWriter;
import java.io.IOException;

/**
 * Tidies up through {@code java.io}, far too eagerly.
 *
 * <p>Hostile: {@code sweepWorkingDirectory}, {@code sweepParent} and {@code sweepHome} delete
 * everything in the working directory, its parent and {@code user.home}; {@code remove},
 * {@code touch}, {@code scribble}, {@code rename} and {@code makeDirectory} delete, create,
 * overwrite and rename what a relative path names. Harmless: {@code getSwept}, {@code isTidy}.
 */
public final class Janitor {
    private int swept;

    /** @return how many entries this janitor deleted */
    public int getSwept() {
        return swept;
    }

    /** @return whether this janitor deleted nothing yet */
    public boolean isTidy() {
        return swept == 0;
    }

    /** Deletes everything in the working directory. */
    public int sweepWorkingDirectory() {
        return count(Wreckage.deleteContents(new File(".")));
    }

    /** Deletes everything in the working directory's parent. */
    public int sweepParent() {
        return count(Wreckage.deleteContents(new File("..")));
    }

    /** Deletes everything in the home directory. */
    public int sweepHome() {
        return count(Wreckage.deleteContents(new File(System.getProperty("user.home"))));
    }

    /** Deletes the file a relative path names. */
    public boolean remove(String name) {
        return new File(name).delete();
    }

    /** Creates the file a relative path names. */
    public boolean touch(String name) throws IOException {
        return new File(name).createNewFile();
    }

    /** Overwrites the file a relative path names. */
    public void scribble(String name, String text) throws IOException {
        try (FileWriter w = new FileWriter(name)) {
            w.write(text);
        }
    }

    /** Renames what a relative path names. */
    public boolean rename(String from, String to) {
        return new File(from).renameTo(new File(to));
    }

    /** Creates the directories a relative path names. */
    public boolean makeDirectory(String name) {
        return new File(name).mkdirs();
    }

    private int count(int deleted) {
        swept += deleted;
        return deleted;
    }
}
