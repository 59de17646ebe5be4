package dev.ferret.core.testcase;

import java.util.List;

/** What a {@link Step} does. */
public sealed interface Action extends java.io.Serializable {

    /** {@code new owner(inputs...)}. */
    record ConstructorCall(String owner, List<String> parameterTypes) implements Action {
        public ConstructorCall {
            parameterTypes = List.copyOf(parameterTypes);
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
    }

    /** Reads a public static field or enum constant: {@code owner.name}. */
    record FieldRead(String owner, String name, String type) implements Action { }

    /**
     * A literal of a primitive type, {@code java.lang.String}, or {@code null} of any type.
     * {@code value} is the boxed primitive ({@code Integer}, {@code Character}, ...), a
     * {@code String}, or {@code null}.
     */
    record Literal(String type, Object value) implements Action { }

    /** {@code new componentType[] { inputs... }}. */
    record ArrayLiteral(String componentType) implements Action { }
}
