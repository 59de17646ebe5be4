package dev.ferret.core.run;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * How far generated implementations reached (issue 12's target): of the methods and constructors
 * under test that take a parameter whose declared type is an interface or an abstract class, those
 * that ran at least once with an argument a generated implementation made. Summed over workers as
 * a union (a method one worker reached is reached).
 *
 * @param enabled whether generated implementations were on (false with {@code --no-callbacks})
 * @param methods the signatures of the methods and constructors under test taking an interface or
 *     abstract parameter, sorted
 * @param reached those of them called with a generated implementation at least once, sorted
 * @param closed the closed parameter types of the methods and constructors under test (final,
 *     record, enum, sealed, or private constructors only: no generated subclass can stand in for
 *     them, their inputs come from existing values), by name, sorted
 */
public record CallbackReach(boolean enabled, List<String> methods, List<String> reached, List<String> closed)
        implements java.io.Serializable {

    /** Nothing measured: callbacks off, no method. */
    public static final CallbackReach NONE = new CallbackReach(false, List.of(), List.of());

    public CallbackReach {
        methods = List.copyOf(new TreeSet<>(methods));
        reached = List.copyOf(new TreeSet<>(reached));
        closed = List.copyOf(new TreeSet<>(closed));
    }

    /** A reach without closed parameter types. */
    public CallbackReach(boolean enabled, List<String> methods, List<String> reached) {
        this(enabled, methods, reached, List.of());
    }

    /** Both together: callbacks on if on in either, the union of the methods, of those reached, of the closed types. */
    public CallbackReach plus(CallbackReach other) {
        List<String> m = new ArrayList<>(methods);
        m.addAll(other.methods);
        List<String> r = new ArrayList<>(reached);
        r.addAll(other.reached);
        List<String> c = new ArrayList<>(closed);
        c.addAll(other.closed);
        return new CallbackReach(enabled || other.enabled, m, r, c);
    }

    /** The methods never called with a generated implementation, sorted. */
    public List<String> missed() {
        TreeSet<String> out = new TreeSet<>(methods);
        reached.forEach(out::remove);
        return List.copyOf(out);
    }

    /** The number of methods reached that are among {@link #methods()}. */
    public int reachedCount() {
        return methods.size() - missed().size();
    }

    /** The share of {@link #methods()} reached, 0 to 1 (0 without methods). */
    public double share() {
        return methods.isEmpty() ? 0 : reachedCount() / (double) methods.size();
    }
}
