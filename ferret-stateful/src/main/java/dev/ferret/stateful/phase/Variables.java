package dev.ferret.stateful.phase;

import dev.ferret.core.contract.ParameterNames;
import dev.ferret.core.model.MethodOperation;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The names of a routine's objects in clauses: {@code this}, the parameters' names, then
 * {@code result}. A parameter's name comes from the class file ({@link ParameterNames}: the
 * {@code MethodParameters} attribute, else the local variable table of the debug information,
 * read as a resource of the declaring class, once per method; for a bridge, of the superclass
 * that declares the method); {@code argN} (N from 0) when
 * the class file keeps no names, or when the kept name would read as {@code this} or
 * {@code result}.
 */
final class Variables {

    /** The names of each method's parameters, by declaring class; an empty array when none are known. */
    private static final ClassValue<Map<Method, String[]>> NAMES = new ClassValue<>() {
        @Override
        protected Map<Method, String[]> computeValue(Class<?> type) {
            return new ConcurrentHashMap<>();
        }
    };

    private Variables() {
    }

    static String name(MethodOperation m, int role) {
        if (role == m.inputTypes().size()) {
            return "result";
        }
        if (!m.isStatic() && role == 0) {
            return "this";
        }
        int index = m.isStatic() ? role : role - 1;
        return parameter(m.method(), index);
    }

    /** The name of parameter {@code index} of {@code method}. */
    static String parameter(Method method, int index) {
        String[] names = NAMES.get(method.getDeclaringClass()).computeIfAbsent(method, Variables::read);
        String name = index < names.length ? names[index] : null;
        return name == null || name.equals("result") || name.equals("this") || !identifier(name) ? "arg" + index : name;
    }

    private static boolean identifier(String name) {
        if (name.isEmpty() || !Character.isJavaIdentifierStart(name.charAt(0))) {
            return false;
        }
        return name.chars().allMatch(Character::isJavaIdentifierPart);
    }

    /**
     * The names from the method's class file or, for a bridge that keeps none (a public class's
     * copy of a method of its package-private superclass), from the first superclass that
     * declares the method itself.
     */
    private static String[] read(Method method) {
        String[] names = ParameterNames.of(method);
        for (Class<?> c = method.getDeclaringClass().getSuperclass(); names == null && c != null; c = c.getSuperclass()) {
            try {
                Method declared = c.getDeclaredMethod(method.getName(), method.getParameterTypes());
                if (!declared.isBridge()) {
                    names = ParameterNames.of(declared);
                }
            } catch (NoSuchMethodException | LinkageError e) {
                // not declared there: the next superclass
            }
        }
        return names == null ? new String[0] : names;
    }
}
