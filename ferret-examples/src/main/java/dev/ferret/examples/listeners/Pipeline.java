package dev.ferret.examples.listeners;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * Correct: every method hands its callback's result back, and whatever the callback throws
 * travels on unchanged; a {@code null} a callback returns is the caller's to handle
 * ({@code length} dereferences it, as its contract says). Generated callbacks that throw or
 * return {@code null} must not make Ferret accuse it: their exceptions and values are inputs.
 */
public final class Pipeline {

    private final List<String> stages = new ArrayList<>();

    /** Names one more stage; the name must not be empty. */
    public void addStage(String name) {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("stage name");
        }
        stages.add(name);
    }

    public int stages() {
        return stages.size();
    }

    /** {@code f.apply(x)}. */
    public String apply(Function<String, String> f, String x) {
        return f.apply(x);
    }

    /** {@code f} applied twice. */
    public String twice(UnaryOperator<String> f, String x) {
        return f.apply(f.apply(x));
    }

    /** The length of {@code f.apply(x)}, which must not be null. */
    public int length(Function<String, String> f, String x) {
        return f.apply(x).length();
    }

    /** What {@code s} supplies. */
    public String supply(Supplier<String> s) {
        return s.get();
    }
}
