package dev.ferret.core.model;

import dev.ferret.core.testcase.Action;
import java.nio.file.Path;
import java.util.List;

/**
 * The test's temporary directory ({@link Action.TempDir}): a 0-ary operation whose value is the
 * run's scratch directory, laid out afresh before every sequence that uses it
 * ({@link dev.ferret.core.execution.Confinement#entering}). One instance per run, holding that
 * run's directory; its signature does not name the directory, so fingerprints and seeds do not
 * depend on where it is.
 */
public final class ScratchOperation extends BaseOperation {

    /** The signature of every scratch operation. */
    public static final String SIGNATURE = "<tempDir>";

    private final Path directory;

    /** @param directory the run's scratch directory, an absolute path */
    public ScratchOperation(Path directory) {
        super(SIGNATURE, List.of(), Path.class, null);
        this.directory = java.util.Objects.requireNonNull(directory, "directory");
    }

    /** The directory its value names. */
    public Path directory() {
        return directory;
    }

    @Override
    public Object execute(Object[] inputs) {
        return directory;
    }

    @Override
    public Action toAction() {
        return new Action.TempDir();
    }

    @Override
    public String memberName() {
        return "tempDir";
    }

    /**
     * Whether any of the first {@code length} statements is the scratch directory, so running
     * them needs it laid out.
     */
    public static boolean usedBy(Statement[] statements, int length) {
        for (int i = 0; i < length && i < statements.length; i++) {
            if (statements[i].operation() instanceof ScratchOperation) {
                return true;
            }
        }
        return false;
    }
}
