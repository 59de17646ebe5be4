package dev.ferret.choice;

import java.util.function.Supplier;

/**
 * A test-generation program: one method that produces one value per execution, and many values
 * when its nondeterministic choices are explored (the paper's {@code IGenerator}, Fig. 8).
 * Generators compose by plain calls:
 *
 * <pre>{@code
 * Generator<Pair<A, B>> pairs = () -> new Pair<>(as.generate(), bs.generate());
 * }</pre>
 *
 * <p>No reset, advance, store or restore methods: the engine re-executes the program to
 * backtrack. So {@link #generate()} must be a deterministic function of its choices: no
 * randomness, time, threads or state kept between executions.
 *
 * @param <T> the generated type
 */
@FunctionalInterface
public interface Generator<T> extends Supplier<T> {

    /** Produces one value; call the {@link Choice} operators to make choices. */
    T generate();

    /** Same as {@link #generate()}, so that a generator is a {@link Supplier} for the engine. */
    @Override
    default T get() {
        return generate();
    }
}
