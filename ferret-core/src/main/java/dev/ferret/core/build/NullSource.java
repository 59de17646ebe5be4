package dev.ferret.core.build;

import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.Sequence;

/** Null, for a reference input that is not a receiver ({@code --null-ratio}). */
final class NullSource implements InputSource {

    @Override
    public boolean applies(InputRequest request) {
        return !request.type().isPrimitive() && !request.isReceiver();
    }

    @Override
    public int supply(InputRequest request) {
        return request.append(Sequence.single(LiteralOperation.nullOf(request.type())));
    }
}
