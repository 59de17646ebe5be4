package dev.ferret.core.build;

import java.util.ArrayList;
import java.util.List;

/**
 * Values from the user's generators ({@code --generator}): an input whose type a generator's
 * values have (the input's type is {@code T} or a supertype other than {@code Object}, receivers
 * included) is, when this
 * source's draw succeeds, a value of one of those generators, chosen uniformly, rebuilt in the
 * test from its trail ({@link GeneratorFactory#sequence}). Which value: {@link GeneratorTrails}.
 * Like any input, it then goes to the pool with its sequence.
 */
final class GeneratorSource implements InputSource {

    private final List<GeneratorFactory> factories;
    private final List<GeneratorTrails> trails = new ArrayList<>();

    /** @param factories the factories of the user's generator classes, in a stable order */
    GeneratorSource(List<GeneratorFactory> factories) {
        this.factories = List.copyOf(factories);
        for (GeneratorFactory f : factories) {
            trails.add(new GeneratorTrails(f));
        }
    }

    @Override
    public boolean applies(InputRequest request) {
        for (GeneratorFactory f : factories) {
            if (fits(f, request)) {
                return true;
            }
        }
        return false;
    }

    private static boolean fits(GeneratorFactory f, InputRequest request) {
        return request.type() != Object.class && !request.type().isPrimitive()
                && request.type().isAssignableFrom(f.valueType());
    }

    @Override
    public int supply(InputRequest request) {
        List<Integer> fitting = new ArrayList<>();
        for (int i = 0; i < factories.size(); i++) {
            if (fits(factories.get(i), request)) {
                fitting.add(i);
            }
        }
        int chosen = fitting.get(request.random().nextInt(fitting.size()));
        GeneratorTrails.Pick pick = trails.get(chosen).next(request.random());
        if (pick == null) {
            return -1;
        }
        var part = factories.get(chosen).sequence(pick.size(), pick.trail());
        return request.append(part) + part.size() - 1;
    }
}
