package dev.ferret.core.select;

import dev.ferret.core.model.Bridges;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.FieldOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.SamePackage;
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
 * {@code equals} and {@code toString}), and public static final fields and enum constants; in
 * the package the tests share with the code under test ({@link SamePackage}), the classes,
 * constructors, methods and fields that are not private as well.
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
            for (Constructor<?> k : SamePackage.contains(c) ? c.getDeclaredConstructors() : c.getConstructors()) {
                if (Types.isAccessibleMember(k) && usable(k.getParameterTypes()) && !k.isSynthetic()) {
                    ops.add(new ConstructorOperation(k, c));
                }
            }
        }
        List<Method> methods = methods(c);
        Map<String, Integer> arity = new HashMap<>();
        for (Method m : methods) {
            if (include(c, m)) {
                arity.merge(m.getName() + "/" + m.getParameterCount(), 1, Integer::sum);
            }
        }
        for (Method m : methods) {
            if (include(c, m)) {
                Class<?> through = Modifier.isStatic(m.getModifiers()) ? m.getDeclaringClass() : c;
                ops.add(new MethodOperation(m, through, c,
                        arity.get(m.getName() + "/" + m.getParameterCount()) > 1));
            }
        }
        for (Field f : fields(c)) {
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

    /**
     * The public methods of {@code c}, and where it is in the package the tests share with the
     * code under test ({@link SamePackage}), the methods neither public nor private that it and
     * its superclasses in that package declare (the nearest one of each signature).
     */
    private static List<Method> methods(Class<?> c) {
        List<Method> out = new ArrayList<>(List.of(c.getMethods()));
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (Method m : out) {
            seen.add(m.getName() + java.util.Arrays.toString(m.getParameterTypes()));
        }
        for (Class<?> k = c; k != null && SamePackage.contains(k); k = k.getSuperclass()) {
            for (Method m : k.getDeclaredMethods()) {
                if (!Modifier.isPublic(m.getModifiers()) && Types.isAccessibleMember(m)
                        && seen.add(m.getName() + java.util.Arrays.toString(m.getParameterTypes()))) {
                    out.add(m);
                }
            }
        }
        return out;
    }

    /** The public fields of {@code c}, and its own fields that are not private where it is in the shared package. */
    private static List<Field> fields(Class<?> c) {
        List<Field> out = new ArrayList<>(List.of(c.getFields()));
        if (SamePackage.contains(c)) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isPublic(f.getModifiers()) && Types.isAccessibleMember(f) && !f.isSynthetic()) {
                    out.add(f);
                }
            }
        }
        return out;
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
