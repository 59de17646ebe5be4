package dev.ferret.core.build;

import dev.ferret.core.model.Sequence;

/**
 * Inputs inside the test's temporary directory ({@link ScratchValues}), of one of two kinds: the
 * {@code Path} and {@code File} inputs other than receivers (the others come from the pool: paths
 * grown by earlier sequences, files the code under test returned), or the {@code String} inputs of
 * the code under test that name files ({@link PathParameters}: a literal there would name a file in
 * the working directory). Asked after reuse, so a call may still get the same path twice
 * ({@code copy(a, a)}).
 */
final class ScratchSource implements InputSource {

    private final ScratchValues values;
    private final PathParameters paths;

    /**
     * @param paths tells the strings that name files; null for a source of paths and files only
     *     (a source of file names only otherwise)
     */
    ScratchSource(ScratchValues values, PathParameters paths) {
        this.values = values;
        this.paths = paths;
    }

    @Override
    public boolean applies(InputRequest request) {
        if (request.isReceiver()) {
            return false;
        }
        return paths == null ? ScratchValues.supplies(request.type())
                : request.type() == String.class && paths.namesFile(request.operation(), request.slot());
    }

    @Override
    public int supply(InputRequest request) {
        Sequence built = values.build(request.type(), request.random());
        return request.append(built) + built.size() - 1;
    }
}
