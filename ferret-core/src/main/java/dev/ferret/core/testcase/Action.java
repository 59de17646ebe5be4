package dev.ferret.core.testcase;

import java.util.List;

/**
 * What a {@link Step} does.
 *
 * <p>Code that treats the kinds of action differently dispatches through {@link #accept} with a
 * {@link Visitor}, never through {@code instanceof} chains: a new kind of action adds a method to
 * {@code Visitor}, so every such place stops compiling until it handles the new kind.
 */
public sealed interface Action extends java.io.Serializable {

    /**
     * Calls the visitor's method for this kind of action.
     *
     * @param <R> what the visitor returns
     * @param visitor the operation to apply
     * @return the visitor's result
     */
    <R> R accept(Visitor<R> visitor);

    /**
     * An operation on an action, with one method per kind of action.
     *
     * @param <R> the result type
     */
    interface Visitor<R> {
        /** Applies to {@code new owner(...)}. */
        R constructorCall(ConstructorCall call);

        /** Applies to a static or instance method call. */
        R methodCall(MethodCall call);

        /** Applies to a static field read. */
        R fieldRead(FieldRead read);

        /** Applies to a literal. */
        R literal(Literal literal);

        /** Applies to an array literal. */
        R arrayLiteral(ArrayLiteral array);
    }

    /** {@code new owner(inputs...)}. */
    record ConstructorCall(String owner, List<String> parameterTypes) implements Action {
        public ConstructorCall {
            parameterTypes = List.copyOf(parameterTypes);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.constructorCall(this);
        }
    }

    /**
     * A method call. For an instance method the first input is the receiver and
     * {@code parameterTypes} lists only the declared parameters.
     */
    record MethodCall(String owner, String name, List<String> parameterTypes, String returnType,
                      boolean isStatic) implements Action {
        public MethodCall {
            parameterTypes = List.copyOf(parameterTypes);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.methodCall(this);
        }
    }

    /** Reads a public static field or enum constant: {@code owner.name}. */
    record FieldRead(String owner, String name, String type) implements Action {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.fieldRead(this);
        }
    }

    /**
     * A literal of a primitive type, {@code java.lang.String}, or {@code null} of any type.
     * {@code value} is the boxed primitive ({@code Integer}, {@code Character}, ...), a
     * {@code String}, or {@code null}.
     */
    record Literal(String type, Object value) implements Action {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.literal(this);
        }
    }

    /** {@code new componentType[] { inputs... }}. */
    record ArrayLiteral(String componentType) implements Action {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.arrayLiteral(this);
        }
    }
}
