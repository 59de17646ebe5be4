package dev.ferret.examples.hostile;

import java.io.File;

/**
 * Deletes files.
 *
 * <p>Hostile: {@code shred} and {@code shredFile} delete the file they are given (a random path is
 * relative to the working directory). Harmless: {@code getShredded}.
 */
public final class Shredder {
    private int shredded;

    /** @return how many files this shredder deleted */
    public int getShredded() {
        return shredded;
    }

    /** Deletes the file at {@code path}; returns whether it did. */
    public boolean shred(String path) {
        return counted(new File(path).delete());
    }

    /** Deletes {@code file}; returns whether it did. */
    public boolean shredFile(File file) {
        return counted(file.delete());
    }

    private boolean counted(boolean deleted) {
        if (deleted) {
            shredded++;
        }
        return deleted;
    }
}
