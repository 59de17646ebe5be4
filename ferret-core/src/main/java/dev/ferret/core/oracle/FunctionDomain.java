package dev.ferret.core.oracle;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * A function applied outside its domain: a contract's condition ({@code hashCode()},
 * {@code toString()}, {@code equals}) threw from inside a function object that another value of
 * the sequence holds and applies lazily. {@code Maps.asMap(set, Maps.asConverter(biMap))} and
 * {@code TreeTraverser.using(converter)} apply the converter to elements the bimap does not hold,
 * and the converter refuses them with the {@code IllegalArgumentException} its documentation
 * promises. The view only hands on what the function it was given throws: the sequence gave it a
 * function not defined on the view's elements, which the view's contract leaves to the caller. Such
 * a failure is not the checked class's, and the contract does not apply.
 *
 * <p>A function object is a value whose class implements an interface annotated
 * {@link FunctionalInterface} ({@code java.util.function.Function}, {@code Comparator}, guava's
 * {@code Function} and {@code Converter}); it is "inside" when a frame of the exception's trace,
 * above the condition's own call, runs code of its class (not of an operand's class), or for a
 * lambda, a {@code lambda$} method of the class that wrote it.
 */
final class FunctionDomain {

    private FunctionDomain() {
    }

    /**
     * Whether {@code thrown} came from inside a function object among {@code values} that is none
     * of the condition's operands {@code args} and not of an operand's class.
     */
    static boolean thrownInsideHeldFunction(Throwable thrown, Object[] args, Object[] values) {
        StackTraceElement[] trace = thrown.getStackTrace();
        if (trace.length == 0) {
            return false;
        }
        Map<Object, Boolean> operands = new IdentityHashMap<>();
        java.util.Set<String> operandClasses = new java.util.HashSet<>();
        for (Object a : args) {
            if (a != null) {
                operands.put(a, Boolean.TRUE);
                operandClasses.add(a.getClass().getName());
            }
        }
        java.util.Set<String> functionClasses = new java.util.HashSet<>();
        for (Object v : values) {
            if (v != null && !operands.containsKey(v) && !operandClasses.contains(v.getClass().getName())
                    && isFunction(v.getClass())) {
                functionClasses.add(codeOf(v.getClass()));
            }
        }
        if (functionClasses.isEmpty()) {
            return false;
        }
        for (StackTraceElement frame : trace) {
            if (frame.getClassName().equals(ContractChecker.class.getName())) {
                return false; // reached the checker: the condition's own frames are all above
            }
            if (functionClasses.contains(frame.getClassName())
                    || frame.getMethodName().startsWith("lambda$")
                    && functionClasses.contains(frame.getClassName() + LAMBDA)) {
                return true;
            }
        }
        return false;
    }

    /** What a lambda's class name is cut to: its body runs as a {@code lambda$} method of the class that wrote it. */
    private static final String LAMBDA = "$$Lambda";

    /** The class whose frames run {@code c}'s code: for a lambda, its host class's name followed by {@link #LAMBDA}. */
    private static String codeOf(Class<?> c) {
        String name = c.getName();
        int cut = name.indexOf(LAMBDA);
        return cut < 0 ? name : name.substring(0, cut) + LAMBDA;
    }

    /** Whether {@code c} implements an interface annotated {@link FunctionalInterface}. */
    static boolean isFunction(Class<?> c) {
        for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
            for (Class<?> i : k.getInterfaces()) {
                if (functional(i)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean functional(Class<?> i) {
        if (i.isAnnotationPresent(FunctionalInterface.class)) {
            return true;
        }
        for (Class<?> s : i.getInterfaces()) {
            if (functional(s)) {
                return true;
            }
        }
        return false;
    }
}
