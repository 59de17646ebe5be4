package dev.ferret.core.build;

import dev.ferret.core.model.Sequence;

/**
 * Inputs inside the test's temporary directory ({@link ScratchValues}): every {@code Path} and
 * {@code File} input other than a receiver, and the {@code String} inputs of the code under test
 * that name files ({@link PathParameters}). Asked after reuse, so a call may still get the same
 * path twice ({@code copy(a, a)}); what it does not supply comes from the pool (paths the code
 * under test returned) or is null.
 */
final class ScratchSource implements InputSource {

    private final ScratchValues values;
    private final PathParameters paths;

    ScratchSource(ScratchValues values, PathParameters paths) {
        this.values = values;
        this.paths = paths;
    }

    @Override
    public boolean applies(InputRequest request) {
        return !request.isReceiver() && (ScratchValues.supplies(request.type())
                || request.type() == String.class && paths.namesFile(request.operation(), request.slot()));
    }

    @Override
    public int supply(InputRequest request) {
        Sequence built = values.build(request.type(), request.random());
        return request.append(built) + built.size() - 1;
    }
}
