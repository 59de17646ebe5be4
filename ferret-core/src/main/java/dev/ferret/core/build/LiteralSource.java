package dev.ferret.core.build;

import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.Sequence;
import java.util.List;
import java.util.Map;

/**
 * A literal of the input's boxed type, chosen uniformly: the default seeds (kept in play while
 * the pool of ints and strings fills with results) or the literals mined from the classes under
 * test.
 */
final class LiteralSource implements InputSource {

    private final Map<Class<?>, List<LiteralOperation>> literals;

    /** @param literals the literals by boxed type, in a stable order */
    LiteralSource(Map<Class<?>, List<LiteralOperation>> literals) {
        this.literals = literals;
    }

    @Override
    public boolean applies(InputRequest request) {
        return literals.get(request.boxedType()) != null;
    }

    @Override
    public int supply(InputRequest request) {
        List<LiteralOperation> fitting = literals.get(request.boxedType());
        return request.append(Sequence.single(fitting.get(request.random().nextInt(fitting.size()))));
    }
}
