package dev.ferret.core.execution;

import dev.ferret.core.model.ScratchOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.testcase.ScratchLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A scratch directory and nothing guarded: the {@link Confinement} of a run in the calling JVM
 * (the default of {@link dev.ferret.core.run.InProcessEngine}). The directory is laid out as
 * {@link ScratchLayout} says when the confinement is made, and again before each sequence that
 * uses it once one before it may have changed it; it is deleted by {@link #close}.
 *
 * <p>Laying out is the {@link Preparation} given: a worker JVM's confinement, whose guard refuses
 * Ferret's own writes unless privileged, passes one that runs {@link ScratchLayout#reset} inside
 * its privilege. A directory that cannot be laid out makes the sequence about to run
 * {@linkplain #refused refused}, so it is never judged on a directory in an unknown state.
 */
public final class ScratchConfinement implements Confinement, AutoCloseable {

    /** Lays out a scratch directory afresh; {@link ScratchLayout#reset} unless wrapped. */
    @FunctionalInterface
    public interface Preparation {
        /** Empties {@code root} (created if missing) and lays it out. */
        void prepare(Path root) throws IOException;
    }

    private final Path directory;
    private final Preparation preparation;
    /** A sequence that used the directory ran since it was last laid out. */
    private boolean used;
    /** The directory could not be laid out for the sequence about to run. */
    private boolean broken;

    /**
     * A confinement over {@code directory}, laid out at once.
     *
     * @param directory an absolute path, created if missing
     * @param preparation lays the directory out afresh
     * @throws IOException if it cannot be laid out
     */
    public ScratchConfinement(Path directory, Preparation preparation) throws IOException {
        this.directory = directory.toAbsolutePath();
        this.preparation = preparation;
        preparation.prepare(this.directory);
    }

    /** A confinement over a new temporary directory, laid out by {@link ScratchLayout#reset}. */
    public static ScratchConfinement create() throws IOException {
        return new ScratchConfinement(Files.createTempDirectory("ferret-scratch"), ScratchLayout::reset);
    }

    @Override
    public Path scratchDirectory() {
        return directory;
    }

    @Override
    public void entering(Statement[] statements, int length) {
        broken = false;
        if (!ScratchOperation.usedBy(statements, length)) {
            return;
        }
        if (used) {
            try {
                preparation.prepare(directory);
            } catch (IOException | RuntimeException e) { // NOPMD: a directory left in an unknown state
                broken = true;
                return;
            }
        }
        used = true;
    }

    /**
     * The directory may have changed although no sequence that uses it ran (code that emptied
     * whatever it found around it reached it): it is laid out again before the next one that does.
     */
    public void mayHaveChanged() {
        used = true;
    }

    /** Whether the scratch directory could not be laid out for the sequence that ran last. */
    @Override
    public boolean refused() {
        return broken;
    }

    @Override
    public void abandoned(ThreadGroup threads) {
        // nothing guarded: an abandoned call's threads may go on, as everywhere in the calling JVM
    }

    @Override
    public void codeUnderTest(ThreadGroup threads) {
        // nothing guarded
    }

    /** Deletes the scratch directory and everything in it (links are deleted, never followed). */
    @Override
    public void close() throws IOException {
        ScratchLayout.clear(directory);
        Files.deleteIfExists(directory);
    }
}
