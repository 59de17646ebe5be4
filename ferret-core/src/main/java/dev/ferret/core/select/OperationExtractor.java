package dev.ferret.core.select;

import dev.ferret.core.model.Bridges;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.FieldOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Types;
import dev.ferret.core.oracle.Nondeterminism;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the operations of a class: public constructors (of concrete classes), public static and
 * instance methods (inherited ones included, {@code Object}'s excluded except overriding
 * {@code equals} and {@code toString}), and public static final fields and enum constants.
 * Members whose parameter types a test cannot name, and known nondeterministic members, are
 * left out. The result is sorted by signature.
 */
public final class OperationExtractor {

    private OperationExtractor() {
    }

    /** The operations of {@code c}, empty if {@code c} is not accessible from a test. */
    public static List<Operation> operationsOf(Class<?> c) {
        List<Operation> ops = new ArrayList<>();
        if (!Types.isAccessible(c)) {
            return ops;
        }
        boolean concrete = !c.isInterface() && !Modifier.isAbstract(c.getModifiers());
        if (concrete) {
            for (Constructor<?> k : c.getConstructors()) {
                if (usable(k.getParameterTypes()) && !k.isSynthetic()) {
                    ops.add(new ConstructorOperation(k, c));
                }
            }
        }
        Map<String, Integer> arity = new HashMap<>();
        for (Method m : c.getMethods()) {
            if (include(c, m)) {
                arity.merge(m.getName() + "/" + m.getParameterCount(), 1, Integer::sum);
            }
        }
        for (Method m : c.getMethods()) {
            if (include(c, m)) {
                Class<?> through = Modifier.isStatic(m.getModifiers()) ? m.getDeclaringClass() : c;
                ops.add(new MethodOperation(m, through, c,
                        arity.get(m.getName() + "/" + m.getParameterCount()) > 1));
            }
        }
        for (Field f : c.getFields()) {
            int mod = f.getModifiers();
            if (Modifier.isStatic(mod) && Modifier.isFinal(mod) && Types.isAccessible(f.getDeclaringClass())
                    && (f.isEnumConstant() || !f.getType().isPrimitive())) {
                ops.add(new FieldOperation(f, f.getDeclaringClass(), c));
            }
        }
        ops.removeIf(op -> Nondeterminism.matches(op.signature()));
        ops.sort(Comparator.comparing(Operation::signature));
        return ops;
    }

    private static boolean include(Class<?> c, Method m) {
        boolean bridge = m.isBridge();
        if (bridge && !Bridges.isVisibilityBridge(m) || !bridge && m.isSynthetic() || !usable(m.getParameterTypes())) {
            return false;
        }
        if (m.getDeclaringClass() == Object.class) {
            return false;
        }
        if (m.getName().equals("hashCode") && m.getParameterCount() == 0) {
            return false;
        }
        if (Modifier.isStatic(m.getModifiers())) {
            return Types.isAccessible(m.getDeclaringClass()) && (m.getDeclaringClass() == c || !c.isInterface());
        }
        return true;
    }

    private static boolean usable(Class<?>[] params) {
        for (Class<?> p : params) {
            if (!Types.isAccessible(p)) {
                return false;
            }
        }
        return true;
    }
}
