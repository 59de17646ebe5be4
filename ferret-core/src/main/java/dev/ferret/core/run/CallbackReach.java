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
 */
public record CallbackReach(boolean enabled, List<String> methods, List<String> reached)
        implements java.io.Serializable {

    /** Nothing measured: callbacks off, no method. */
    public static final CallbackReach NONE = new CallbackReach(false, List.of(), List.of());

    public CallbackReach {
        methods = List.copyOf(new TreeSet<>(methods));
        reached = List.copyOf(new TreeSet<>(reached));
    }

    /** Both together: callbacks on if on in either, the union of the methods and of those reached. */
    public CallbackReach plus(CallbackReach other) {
        List<String> m = new ArrayList<>(methods);
        m.addAll(other.methods);
        List<String> r = new ArrayList<>(reached);
        r.addAll(other.reached);
        return new CallbackReach(enabled || other.enabled, m, r);
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
