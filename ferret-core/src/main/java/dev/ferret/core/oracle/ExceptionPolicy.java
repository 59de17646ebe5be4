package dev.ferret.core.oracle;

import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.List;
import java.util.Objects;

/**
 * Classifies an exception thrown by a call. User rules, matched against the exception's class
 * and its superclasses by name, come first; then the defaults:
 * <ul>
 * <li>{@code NullPointerException} when no input of any call was null: ERROR
 *     ({@value #NPE_RULE});</li>
 * <li>{@code AssertionError}: ERROR ({@value #ASSERTION_RULE});</li>
 * <li>{@code ConcurrentModificationException}, {@code OutOfMemoryError},
 *     {@code StackOverflowError}: INVALID;</li>
 * <li>anything else: EXPECTED.</li>
 * </ul>
 * Immutable: {@link #with(String, ExceptionBehavior)} returns a new policy.
 */
public final class ExceptionPolicy {

    /** Rule name reported for a NullPointerException without null inputs. */
    public static final String NPE_RULE = "npe-without-null-input";
    /**
     * Rule name of a NullPointerException without null inputs whose call received an array or
     * collection holding null: a rule of use broken (a null element handed on), not a bug; counted,
     * and written only when usage violations are reported.
     */
    public static final String NULL_ELEMENT_RULE = "npe-with-null-element";
    /**
     * Rule name of a NullPointerException thrown by a function the JDK made that a call was handed
     * ({@code BinaryOperator.minBy(comparator)}, {@code Comparator.reverseOrder()}): the library
     * passed it a null its contract allows ({@code Map.compute} hands an absent key's old value as
     * null), which that function does not take. The sequence is illegal, not a bug.
     */
    public static final String NPE_IN_FUNCTION_RULE = "npe-in-jdk-function";

    /** Rule name reported for an AssertionError. */
    public static final String ASSERTION_RULE = "assertion-error";

    /** A user rule: exceptions of this class or a subclass get this behaviour. */
    public record Rule(String exceptionClass, ExceptionBehavior behavior) {
        public Rule {
            Objects.requireNonNull(exceptionClass);
            Objects.requireNonNull(behavior);
        }
    }

    /** The outcome of classifying one exception. */
    public record Verdict(ExceptionBehavior behavior, String rule) { }

    private final List<Rule> rules;

    private ExceptionPolicy(List<Rule> rules) {
        this.rules = List.copyOf(rules);
    }

    /** The default policy. */
    public static ExceptionPolicy defaults() {
        return new ExceptionPolicy(List.of());
    }

    /** A policy with one more user rule, taking precedence over the earlier ones. */
    public ExceptionPolicy with(String exceptionClass, ExceptionBehavior behavior) {
        List<Rule> more = new ArrayList<>();
        more.add(new Rule(exceptionClass, behavior));
        more.addAll(rules);
        return new ExceptionPolicy(more);
    }

    public List<Rule> rules() {
        return rules;
    }

    /**
     * @param thrown the exception
     * @param nullInput whether any call of the sequence received a null input
     */
    public Verdict classify(Throwable thrown, boolean nullInput) {
        for (Rule r : rules) {
            if (matches(thrown.getClass(), r.exceptionClass())) {
                return new Verdict(r.behavior(), "exception-" + simpleName(r.exceptionClass()));
            }
        }
        if (thrown instanceof NullPointerException && !nullInput && thrownByJdkFunction(thrown)) {
            return new Verdict(ExceptionBehavior.INVALID, NPE_IN_FUNCTION_RULE);
        }
        if (thrown instanceof NullPointerException && !nullInput) {
            return new Verdict(ExceptionBehavior.ERROR, NPE_RULE);
        }
        if (thrown instanceof AssertionError) {
            return new Verdict(ExceptionBehavior.ERROR, ASSERTION_RULE);
        }
        if (thrown instanceof ConcurrentModificationException || thrown instanceof OutOfMemoryError
                || thrown instanceof StackOverflowError) {
            return new Verdict(ExceptionBehavior.INVALID, "invalid-" + thrown.getClass().getSimpleName());
        }
        return new Verdict(ExceptionBehavior.EXPECTED, "expected");
    }

    /**
     * Whether the exception came from a function or comparator of the JDK's own making: its first
     * frame is in one, or only {@code java.lang} frames ({@code Enum.compareTo(null)} of a
     * natural-order comparison) come before one.
     */
    static boolean thrownByJdkFunction(Throwable t) {
        for (StackTraceElement frame : t.getStackTrace()) {
            String c = frame.getClassName();
            if (c.startsWith("java.util.function.") || c.startsWith("java.util.Comparator")
                    || c.startsWith("java.util.Collections$Reverse") || c.startsWith("java.util.Map$Entry")) {
                return true;
            }
            if (!c.startsWith("java.lang.")) {
                return false;
            }
        }
        return false;
    }

    private static boolean matches(Class<?> c, String name) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            if (k.getName().equals(name)) {
                return true;
            }
        }
        return false;
    }

    private static String simpleName(String binaryName) {
        return binaryName.substring(Math.max(binaryName.lastIndexOf('.'), binaryName.lastIndexOf('$')) + 1);
    }
}
