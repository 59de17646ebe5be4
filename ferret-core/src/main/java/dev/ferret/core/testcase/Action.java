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

        /** Applies to a generated implementation of an interface. */
        R implementation(Implementation implementation);
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

    /**
     * A generated implementation of an interface ({@code new type() { ... }}): each abstract
     * method of the interface gets a body. The step's inputs are the values the bodies capture
     * from the test. A body sees an <em>environment</em> of values numbered in this order: the
     * captured values, then the method's parameters, then the results of its calls so far.
     *
     * @param interfaceType the interface implemented
     * @param methods the bodies, one per abstract method
     */
    record Implementation(String interfaceType, List<Overridden> methods) implements Action {
        public Implementation {
            methods = List.copyOf(methods);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.implementation(this);
        }
    }

    /**
     * The body of one method of an {@link Implementation}: its calls in order, then the value it
     * returns.
     *
     * @param name the method's name
     * @param parameterTypes its parameter types (erased)
     * @param returnType its return type (erased; {@code void} for none)
     * @param calls what the body calls first
     * @param result the environment index of the returned value; -1 for none
     */
    record Overridden(String name, List<String> parameterTypes, String returnType, List<BodyCall> calls,
                      int result) implements java.io.Serializable {
        public Overridden {
            parameterTypes = List.copyOf(parameterTypes);
            calls = List.copyOf(calls);
        }
    }

    /**
     * One call in a generated body.
     *
     * @param action a constructor or method call
     * @param refs its inputs, as environment indices (for an instance method the receiver first)
     * @param types the type each input is used as (a rendered cast to it where needed)
     */
    record BodyCall(Action action, List<Integer> refs, List<String> types) implements java.io.Serializable {
        public BodyCall {
            refs = List.copyOf(refs);
            types = List.copyOf(types);
        }
    }
}
