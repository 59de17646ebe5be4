package dev.ferret.choice;

import dev.ferret.choice.engine.Budget;
import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Generated;
import dev.ferret.choice.engine.Mode;
import dev.ferret.choice.engine.Report;
import dev.ferret.choice.engine.Strategy;
import dev.ferret.choice.engine.Trail;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * One generated value rebuilt from its trail, and the trails of a generator's values: the
 * contract between a generator and a tool that stores its values as {@code (generator, trail)}
 * pairs. Ferret's {@code --generator} option explores a user's generators with {@link #trails}
 * and {@link #sample}, and a test it emits rebuilds each value with {@link #of}:
 *
 * <pre>{@code
 * Generator<String> generator0 = ExpressionGenerators.expressions(3);
 * String string0 = Replay.of(generator0, "2.1.0");
 * }</pre>
 *
 * <p>All three explore in {@link Mode#DELAYED delayed} mode with every suspended value completed,
 * so a trail means the same in each; the generator must be deterministic in its choices, as for
 * any {@link Explorer}. {@link #trails} and {@link #sample} let a {@link Finitization} whose reads
 * are woven choose fields at their first read, and hand out its canonical trail, which {@link #of}
 * rebuilds by setting the fields in order. Plain types only ({@code String} trails, {@code long} seeds), so that a
 * caller in another class loader can call them by reflection.
 */
public final class Replay {

    private Replay() {
    }

    /**
     * The value {@code generator} returns on the path {@code trail} chooses (text form of
     * {@link Trail}: indices joined by dots). Choices beyond the trail take their first value.
     *
     * @param <T> the type the caller assigns the value to (the generator's type)
     * @throws IllegalArgumentException if that path is pruned or fails instead of returning a value
     * @throws dev.ferret.choice.engine.NondeterminismException if the generator's choices do not
     *     fit the trail
     */
    @SuppressWarnings("unchecked")
    public static <T> T of(Supplier<?> generator, String trail) {
        Report<?> report = explorer(generator).replay(Trail.parse(trail));
        if (report.values().isEmpty()) {
            throw new IllegalArgumentException("the trail '" + trail + "' generates no value: "
                    + (report.failures().isEmpty() ? "its path is pruned" : "its path fails with "
                    + report.failures().get(0).cause()));
        }
        return (T) report.values().get(0).value();
    }

    /**
     * The trails of the generator's first {@code max} values in depth-first order (values
     * ascending, the deepest choice advanced first), exploring at most {@code maxPaths} paths;
     * fewer when it has fewer values or a path fails.
     */
    public static List<String> trails(Supplier<?> generator, int max, long maxPaths) {
        return Finitization.lazily(() -> {
            List<String> out = new ArrayList<>();
            Iterator<? extends Generated<?>> values =
                    explorer(generator).withBudget(Budget.unlimited().withMaxPaths(maxPaths)).stream().iterator();
            try {
                while (out.size() < max && values.hasNext()) {
                    out.add(trail(values.next()));
                }
            } catch (IllegalStateException failed) {
                return out; // a failing path ends the exploration: the values before it stand
            }
            return out;
        });
    }

    /**
     * The trail of one value drawn at random (each choice uniform over its domain, from
     * {@code seed}), trying at most {@code maxPaths} paths; null when every path tried was pruned
     * or failed.
     */
    public static String sample(Supplier<?> generator, long seed, long maxPaths) {
        return Finitization.lazily(() -> {
            Iterator<? extends Generated<?>> values = explorer(generator)
                    .withStrategy(Strategy.randomSamples(seed, maxPaths)).stream().iterator();
            try {
                return values.hasNext() ? trail(values.next()) : null;
            } catch (IllegalStateException failed) {
                return null; // the first path that did not prune failed
            }
        });
    }

    /** The trail that rebuilds the value: a lazy finitization's canonical trail, else the path's own. */
    private static String trail(Generated<?> g) {
        String canonical = Finitization.canonicalTrail(g.value());
        return canonical != null ? canonical : g.trail().toString();
    }

    private static Explorer<Object> explorer(Supplier<?> generator) {
        return Explorer.<Object>of(Objects.requireNonNull(generator, "generator")).withMode(Mode.DELAYED);
    }
}
