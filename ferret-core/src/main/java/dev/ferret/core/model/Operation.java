package dev.ferret.core.model;

import dev.ferret.core.testcase.Action;
import java.util.List;

/**
 * Something a statement can do: call a constructor or method, read a static field, produce a
 * literal or build an array. Inputs include the receiver of an instance method.
 */
public interface Operation {

    /** Types of the inputs, receiver first for instance methods; primitives stay primitive. */
    List<Class<?>> inputTypes();

    /** The declared type of the result (always public), or {@code void.class}. */
    Class<?> outputType();

    /** Runs the operation. Exceptions thrown by the code under test propagate unchanged. */
    Object execute(Object[] inputs) throws Throwable;

    /** The operation as plain data for the emitted test. */
    Action toAction();

    /**
     * A readable, unique and stable name such as {@code java.util.TreeSet.add(java.lang.Object)};
     * used to order, deduplicate and report.
     */
    String signature();

    /** A 64-bit hash of {@link #signature()}, stable across runs. */
    long fingerprint();

    /** Short name of the member for reports ({@code java.util.TreeSet.add}). */
    String memberName();

    /** The class under test this operation was taken from, or null for helper operations. */
    Class<?> owner();

    /**
     * True if the member has overloads of the same arity, so emitted calls must cast arguments
     * to the exact parameter types for the compiler to pick this member.
     */
    default boolean overloaded() {
        return false;
    }

    /**
     * Whether a null at input {@code i} explains a {@code NullPointerException} (the input does
     * not allow null); false for an input declared nullable, to which passing null is legal.
     */
    default boolean nullExcusesNpe(int i) {
        return true;
    }

    /**
     * Whether this exception, thrown by this operation, is its fault whatever the exception policy
     * says: the operation states a precondition, the call met it, and the exception is not one the
     * operation declares.
     */
    default boolean breaksPromise(Throwable thrown) {
        return false;
    }

    /**
     * True for operations that make generated code: an implementation whose bodies Ferret wrote
     * ({@link CallbackOperation}). A value they produce given to the code under test is a
     * generated implementation, which the callback reach counts.
     */
    default boolean isGenerated() {
        return false;
    }

    /**
     * The operation as the classes under test offer it: for a constructor given type arguments
     * ({@link ConstructorOperation#instantiated}), the one without them; else this one.
     */
    default Operation origin() {
        return this;
    }

    /** True for literal operations (0-ary primitive, String or null). */
    default boolean isLiteral() {
        return false;
    }
}
