package dev.ferret.core.contract;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * The observers a precondition bounds a parameter by: in {@code capacity() >= n}, {@code n <= size()}
 * or {@code n == length()}, a zero-argument method of the object compared with the parameter by a
 * non-strict comparison, inside conjunctions. Called just before the call, such an observer
 * supplies the parameter's boundary value, which meets the precondition (a strict comparison's
 * boundary would not, so those are left out).
 */
final class Bounds {

    private Bounds() {
    }

    /** The bounding observers of role {@code role} (1 for the first parameter), in clause order, without repeats. */
    static List<Method> of(List<Clause> pre, int role) {
        List<Method> out = new ArrayList<>();
        for (Clause c : pre) {
            collect(c.term(), role, out);
        }
        return out;
    }

    private static void collect(Term term, int role, List<Method> out) {
        if (!(term instanceof Terms.Binary b)) {
            return;
        }
        if (b.op().equals("&&")) {
            collect(b.left(), role, out);
            collect(b.right(), role, out);
            return;
        }
        if (!(b.op().equals("<=") || b.op().equals(">=") || b.op().equals("=="))) {
            return;
        }
        Method m = isRole(b.left(), role) ? observer(b.right()) : isRole(b.right(), role) ? observer(b.left()) : null;
        if (m != null && !out.contains(m)) {
            out.add(m);
        }
    }

    private static boolean isRole(Term t, int role) {
        return t instanceof Terms.Role r && r.index() == role;
    }

    /** The method when {@code t} is {@code this.m()} for an instance method {@code m} without parameters. */
    private static Method observer(Term t) {
        if (t instanceof Terms.Call c && c.args().isEmpty() && c.target() instanceof Terms.Role r && r.index() == 0
                && !Modifier.isStatic(c.method().getModifiers())) {
            return c.method();
        }
        return null;
    }
}
