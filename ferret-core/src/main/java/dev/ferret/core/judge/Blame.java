package dev.ferret.core.judge;

import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.Violation;
import java.util.List;

/** Which class and method a test (a failure above all) is filed under. */
public final class Blame {

    private Blame() {
    }

    /**
     * The class a violation is about: the violating value's class if it is under test, otherwise
     * the class of the operation that produced the value; null for a helper value built on
     * demand (a JDK StringBuilder), which is not ours to judge.
     */
    public static Class<?> subject(Violation v, Statement[] flat, List<Class<?>> classesUnderTest) {
        return classesUnderTest.contains(v.subject()) ? v.subject() : flat[v.operands()[0]].operation().owner();
    }

    /**
     * The method after which the value at {@code index} shows the violation: the last call of the
     * subject's class (its constructor, factory or a later method) that produced or used it. A
     * call from another class that merely received the value (say {@code other.equals(value)}) is
     * not blamed, and neither is a call of an observer ({@code equals}, {@code hashCode},
     * {@code toString}, {@code compareTo}, and no-argument {@code size}, {@code length},
     * {@code count}, {@code get*}, {@code is*}, {@code has*}): the contracts themselves assume those
     * leave the value as it was. Without such a call, the call that produced the value is blamed.
     */
    public static Operation lastToTouch(Statement[] flat, int index, Class<?> subject) {
        return flat[lastToTouchIndex(flat, index, subject)].operation();
    }

    /** The index of the statement {@link #lastToTouch} names. */
    public static int lastToTouchIndex(Statement[] flat, int index, Class<?> subject) {
        for (int i = flat.length - 1; i > index; i--) {
            Operation op = flat[i].operation();
            if (op.owner() == null || op.owner() != subject || isObserver(op)) {
                continue;
            }
            for (int in : flat[i].inputs()) {
                if (in == index) {
                    return i;
                }
            }
        }
        return index;
    }

    /**
     * The class of the last of the first {@code length} statements that belongs to one (a class
     * under test, for the operations under test); null if none does.
     */
    public static Class<?> lastOwner(Statement[] flat, int length) {
        for (int i = length - 1; i >= 0; i--) {
            Class<?> owner = flat[i].operation().owner();
            if (owner != null) {
                return owner;
            }
        }
        return null;
    }

    private static final java.util.Set<String> OBJECT_PROTOCOL = java.util.Set.of("equals", "hashCode", "toString",
            "compareTo");

    private static boolean isObserver(Operation op) {
        if (!(op instanceof dev.ferret.core.model.MethodOperation m) || m.isStatic()) {
            return false;
        }
        String name = m.method().getName();
        return OBJECT_PROTOCOL.contains(name) || op.inputTypes().size() == 1 && op.outputType() != void.class
                && dev.ferret.core.oracle.RegressionObserver.isObserverName(name);
    }
}
