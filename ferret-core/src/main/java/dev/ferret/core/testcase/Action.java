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
     * The binary name of the class whose constructor, method or field this action calls or reads;
     * null for a literal, an array literal, generated code or the temporary directory.
     */
    default String memberOwner() {
        if (this instanceof ConstructorCall c) {
            return c.owner();
        }
        if (this instanceof MethodCall m) {
            return m.owner();
        }
        return this instanceof FieldRead f ? f.owner() : null;
    }

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

        /** Applies to the test's temporary directory. */
        R tempDir(TempDir tempDir);
    }

    /**
     * The test's temporary directory, a {@code java.nio.file.Path} laid out as
     * {@link ScratchLayout} says before the test starts: a JUnit {@code @TempDir} in the emitted
     * test, the run's scratch directory while Ferret runs. Every file-system value Ferret makes
     * (a {@code Path}, a {@code File}, a string naming a file) is built from it, so a test never
     * names a file outside it.
     */
    record TempDir() implements Action {
        /** The type of its value. */
        public static final String TYPE = "java.nio.file.Path";

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.tempDir(this);
        }
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
     * A generated implementation of an interface ({@code new type() { ... }}) or a generated
     * subclass of a class ({@code new Type(args) { ... }}): each abstract method of the interface,
     * or each overridden method of the class, gets a body. The step's inputs are the superclass
     * constructor's arguments (none for an interface), then the values the bodies capture from
     * the test. A body sees an <em>environment</em> of values numbered in this order: the step's
     * inputs, then the method's parameters, then the results of its calls so far; a body of a
     * subclass may also use {@code this} ({@link BodyCall#THIS}) and return {@code super.m(...)}
     * ({@link Overridden#SUPER_CALL}).
     *
     * @param interfaceType the interface implemented, or the class extended
     * @param methods the bodies, one per abstract (or overridden) method
     * @param superConstructor for a subclass, the parameter types of the superclass constructor it
     *     calls; {@code null} for an interface
     * @param printed what its {@code toString()} returns, the same text while Ferret runs and in
     *     the test ({@code "generated StrMatcher"}); {@code null} when it keeps the one it inherits
     * @param reentries the re-entry bound k: the bodies that make calls run them k times in all
     *     (one counter per object, {@code if (calls++ < k)}), after which each returns its
     *     {@link Overridden#plain()} value; 0 for no bound
     */
    record Implementation(String interfaceType, List<Overridden> methods, List<String> superConstructor,
                          String printed, int reentries) implements Action {
        public Implementation {
            methods = List.copyOf(methods);
            superConstructor = superConstructor == null ? null : List.copyOf(superConstructor);
        }

        /** An implementation without a re-entry bound. */
        public Implementation(String interfaceType, List<Overridden> methods, List<String> superConstructor,
                              String printed) {
            this(interfaceType, methods, superConstructor, printed, 0);
        }

        /** A generated implementation or subclass with the {@code toString} it inherits. */
        public Implementation(String interfaceType, List<Overridden> methods, List<String> superConstructor) {
            this(interfaceType, methods, superConstructor, null);
        }

        /** A generated implementation of an interface. */
        public Implementation(String interfaceType, List<Overridden> methods) {
            this(interfaceType, methods, null);
        }

        /** Whether this is a subclass of a class (rendered with the superclass constructor's arguments). */
        public boolean isSubclass() {
            return superConstructor != null;
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
     * @param result the environment index of the returned value; -1 for none, {@link #SUPER_CALL}
     *     for {@code super.name(arg0, ...)} (returned unless the method is void)
     * @param modifiers the overridden method's visibility: {@code "public"}, {@code "protected"} or
     *     {@code ""} (package-private)
     * @param exceptions the checked exceptions it declares
     * @param requires the preconditions the body asserts first, as executed
     * @param plain what the body returns once its object's re-entry bound is spent
     *     ({@link Implementation#reentries()}): an environment index before the calls' results (an
     *     input or a parameter), {@link #SUPER_CALL}, or -1 for the return type's zero (0, false,
     *     null; nothing for {@code void})
     */
    record Overridden(String name, List<String> parameterTypes, String returnType, List<BodyCall> calls,
                      int result, String modifiers, List<String> exceptions, List<Assertion> requires, int plain)
            implements java.io.Serializable {
        /** {@link #result()} of a body that ends with {@code super.name(arg0, ...)}. */
        public static final int SUPER_CALL = -2;

        /** A body whose plain value is the return type's zero. */
        public Overridden(String name, List<String> parameterTypes, String returnType, List<BodyCall> calls,
                          int result, String modifiers, List<String> exceptions, List<Assertion> requires) {
            this(name, parameterTypes, returnType, calls, result, modifiers, exceptions, requires, -1);
        }

        public Overridden {
            parameterTypes = List.copyOf(parameterTypes);
            calls = List.copyOf(calls);
            exceptions = List.copyOf(exceptions);
            requires = List.copyOf(requires);
        }

        /** A body without preconditions to assert. */
        public Overridden(String name, List<String> parameterTypes, String returnType, List<BodyCall> calls,
                          int result, String modifiers, List<String> exceptions) {
            this(name, parameterTypes, returnType, calls, result, modifiers, exceptions, List.of());
        }

        /** A public method that declares no checked exception (an interface's). */
        public Overridden(String name, List<String> parameterTypes, String returnType, List<BodyCall> calls,
                          int result) {
            this(name, parameterTypes, returnType, calls, result, "public", List.of());
        }
    }

    /**
     * A contract a generated body asserts where it is checked while Ferret runs: the precondition
     * of the method a body implements, at the body's entry (broken: the code under test that
     * called it is to blame), or a postcondition of a call the body makes, right after it (broken:
     * the called method is to blame).
     *
     * @param contract the contract's name, for the message ({@code precondition of ObserverI.afterPush: !s.empty()})
     * @param condition a Java boolean expression in which {@code {k}} stands for role {@code k}:
     *     0 the object (the generated object itself, or the call's receiver or new object), 1 to
     *     n the parameters (the body's, or the call's arguments), n + 1 the call's result, and
     *     n + 2 + i the value of {@code olds[i]} taken just before the call
     * @param olds for a postcondition with {@code old(...)}: the expressions (over roles 0 to n)
     *     whose values before the call it compares with, written into locals before the call;
     *     empty for other conditions
     */
    record Assertion(String contract, String condition, List<String> olds) implements java.io.Serializable {

        /** Copies the list. */
        public Assertion {
            olds = List.copyOf(olds);
        }

        /** An assertion that reads no value from before the call. */
        public Assertion(String contract, String condition) {
            this(contract, condition, List.of());
        }
    }

    /**
     * One call in a generated body.
     *
     * @param action a constructor or method call
     * @param refs its inputs, as environment indices (for an instance method the receiver first);
     *     {@link #THIS} for the generated object itself
     * @param types the type each input is used as (a rendered cast to it where needed)
     * @param ensures the postconditions (and invariants) of the called member asserted after it, as executed
     */
    record BodyCall(Action action, List<Integer> refs, List<String> types, List<Assertion> ensures)
            implements java.io.Serializable {
        /** A reference to the generated object itself ({@code this}) in a subclass's body. */
        public static final int THIS = -1;

        public BodyCall {
            refs = List.copyOf(refs);
            types = List.copyOf(types);
            ensures = List.copyOf(ensures);
        }

        /** A call whose contract asserts nothing after it. */
        public BodyCall(Action action, List<Integer> refs, List<String> types) {
            this(action, refs, types, List.of());
        }
    }
}
