package dev.ferret.core.judge;

import dev.ferret.core.execution.Execution;
import dev.ferret.core.model.GeneratedCodeFaults;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.ExceptionBehavior;
import dev.ferret.core.oracle.ExceptionPolicy;
import java.lang.reflect.Method;
import java.util.ArrayDeque;
import java.util.ConcurrentModificationException;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;

/**
 * The paper's missing state precondition (Klein, Flatt and Findler): a method of the code under
 * test calls back into generated code (a listener, a loader) whose body, through the public API,
 * changes the very object the method is running on, during that call, and the method fails with a
 * {@link ConcurrentModificationException}: it iterated its own state while it called out, and
 * neither copes with the change nor rejects it (a documented {@link IllegalStateException}
 * would be an expected exception). Such a {@code ConcurrentModificationException}, which the
 * default policy takes for an illegal sequence (a stale iterator of the test's own), is an
 * error under the rule {@value #RULE}.
 *
 * <p>Only for an instance method the class declares itself: a method that implements or
 * overrides one of a JDK type ({@code Iterable.forEach}, {@code Map.computeIfAbsent}, ...)
 * carries the JDK's documentation, which allows the exception. A user rule for the exception
 * comes first.
 */
public final class ReentrantModification {

    /** The rule name of the failure. */
    public static final String RULE = "reentrant-modification";

    private ReentrantModification() {
    }

    /**
     * The verdict on the exception that ended an execution: the policy's, or an error under
     * {@value #RULE} for a re-entrant modification.
     */
    public static ExceptionPolicy.Verdict classify(ExceptionPolicy policy, Execution ex, Statement[] flat) {
        ExceptionPolicy.Verdict v = policy.classify(ex.thrown(), ex.nullInput());
        if (!(ex.thrown() instanceof ConcurrentModificationException) || v.behavior() != ExceptionBehavior.INVALID
                || !v.rule().equals("invalid-" + ConcurrentModificationException.class.getSimpleName())) {
            return v;
        }
        Statement s = flat[ex.failedAt()];
        if (!(s.operation() instanceof MethodOperation m) || m.isStatic() || m.owner() == null
                || !GeneratedCodeFaults.reentered(ex.values()[s.inputs()[0]]) || fromJdk(m.method())) {
            return v;
        }
        return new ExceptionPolicy.Verdict(ExceptionBehavior.ERROR, RULE);
    }

    /**
     * Whether a JDK type declares the method (or one it overrides), or it is named like the JDK's
     * own for-each methods ({@code forEach}, guava's {@code forEachEntry}): such a method carries
     * the JDK's rule that its action must not change what it iterates.
     */
    public static boolean fromJdk(Method method) {
        return method.getName().startsWith("forEach") || declaredByJdk(method);
    }

    private static boolean declaredByJdk(Method method) {
        Deque<Class<?>> todo = new ArrayDeque<>();
        Set<Class<?>> seen = new HashSet<>();
        todo.add(method.getDeclaringClass());
        while (!todo.isEmpty()) {
            Class<?> c = todo.poll();
            if (!seen.add(c)) {
                continue;
            }
            if (isJdk(c) && declares(c, method)) {
                return true;
            }
            if (c.getSuperclass() != null) {
                todo.add(c.getSuperclass());
            }
            todo.addAll(java.util.List.of(c.getInterfaces()));
        }
        return false;
    }

    private static boolean isJdk(Class<?> c) {
        String n = c.getName();
        return n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("jdk.") || n.startsWith("sun.");
    }

    private static boolean declares(Class<?> c, Method method) {
        try {
            c.getDeclaredMethod(method.getName(), method.getParameterTypes());
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }
}
