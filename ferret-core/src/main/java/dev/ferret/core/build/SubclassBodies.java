package dev.ferret.core.build;

import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Types;
import dev.ferret.core.testcase.Action;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Builds the bodies of one generated subclass, as the paper's rules and today's interface bodies:
 * with probability {@value CallbackSource#IMPERATIVE_PROBABILITY} an imperative call first (a void
 * or mutator method of the classes under test, on {@code this} or a value of the sequence, its
 * arguments from the method's parameters, the sequence's values, {@code this} or a small
 * literal), then the return value: a parameter, the call's result, a value of the sequence,
 * {@code this}, or (when none fits) a small literal. For a concrete method the fallback, when
 * nothing can be returned and with probability {@value #SUPER_PROBABILITY} at random, is
 * {@code super.m(args)}; an abstract method has no such fallback, and a body that has nothing to
 * return makes the source supply nothing.
 *
 * <p>References are symbolic while bodies are made (captured value {@code k}, {@code PARAM + j},
 * {@code RESULT + c}, {@code THIS}) and resolved to environment indices once every captured value
 * is known ({@link #resolve}).
 */
final class SubclassBodies {

    /** The share of concrete methods whose body ends with the superclass's implementation anyway. */
    static final double SUPER_PROBABILITY = 0.2;
    private static final int OPERATIONS_TRIED = 20;
    private static final int PARAM = CallbackSource.PARAM;
    private static final int RESULT = CallbackSource.RESULT;
    private static final int THIS = 1 << 22;

    private final InputRequest request;
    private final RandomGenerator random;
    private final Class<?> superclass;
    private final List<MethodOperation> imperative;
    private final List<Assembly.Available> own = new ArrayList<>();
    private final List<Integer> captured = new ArrayList<>();
    private final List<Class<?>> capturedTypes = new ArrayList<>();

    SubclassBodies(InputRequest request, Class<?> superclass, List<MethodOperation> imperative) {
        this.request = request;
        this.random = request.random();
        this.superclass = superclass;
        this.imperative = imperative;
    }

    /** Makes a value this source appended (a constructor argument) usable by bodies. */
    void own(int index, Class<?> type) {
        own.add(new Assembly.Available(index, type));
    }

    /** The indices of the captured values, in order. */
    List<Integer> captured() {
        return captured;
    }

    /** Their types. */
    List<Class<?>> capturedTypes() {
        return capturedTypes;
    }

    /** The body of {@code m}, or null when it has nothing to return. */
    CallbackOperation.Body body(Method m) {
        List<CallbackOperation.Call> calls = new ArrayList<>();
        List<Class<?>> resultTypes = new ArrayList<>();
        if (random.nextDouble() < CallbackSource.IMPERATIVE_PROBABILITY) {
            CallbackOperation.Call call = imperativeCall(m);
            if (call != null) {
                calls.add(call);
                resultTypes.add(call.operation().outputType());
            }
        }
        boolean concrete = !Modifier.isAbstract(m.getModifiers());
        if (concrete && random.nextDouble() < SUPER_PROBABILITY) {
            return new CallbackOperation.Body(m, calls, Action.Overridden.SUPER_CALL);
        }
        Class<?> returns = m.getReturnType();
        if (returns == void.class) {
            return new CallbackOperation.Body(m, calls, -1);
        }
        if (Readings.isReading(m) && random.nextDouble() < Readings.PROBABILITY) {
            calls.add(Readings.advance(request, returns, random, this::capture));
            return new CallbackOperation.Body(m, calls, RESULT + calls.size() - 1);
        }
        List<Integer> options = CallbackSource.returnOptions(m, resultTypes);
        addAvailable(options, returns);
        if (!options.isEmpty()) {
            return new CallbackOperation.Body(m, calls, choose(options));
        }
        int literal = literalCaptured(returns);
        if (literal >= 0) {
            return new CallbackOperation.Body(m, calls, literal);
        }
        return concrete ? new CallbackOperation.Body(m, calls, Action.Overridden.SUPER_CALL) : null;
    }

    /** A small literal of the type appended and captured; -1 when the type has no literal. */
    private int literalCaptured(Class<?> type) {
        Class<?> literalType = literalType(type);
        if (literalType == null) {
            return -1;
        }
        int index = request.append(Sequence.single(new LiteralOperation(literalType, literal(literalType, random))));
        return capture(index, literalType);
    }

    /** The sequence's values (and this source's) assignable to {@code type}, as {@code -1 - index}, and {@code this}. */
    private void addAvailable(List<Integer> options, Class<?> type) {
        for (Assembly.Available a : request.available()) {
            if (Types.box(type).isAssignableFrom(a.runtimeType())) {
                options.add(-1 - a.index());
            }
        }
        for (Assembly.Available a : own) {
            if (Types.box(type).isAssignableFrom(a.runtimeType())) {
                options.add(-1 - a.index());
            }
        }
        if (type.isAssignableFrom(superclass)) {
            options.add(THIS);
        }
    }

    private int choose(List<Integer> options) {
        int chosen = options.get(random.nextInt(options.size()));
        if (chosen >= 0) {
            return chosen;
        }
        int index = -1 - chosen;
        for (Assembly.Available a : request.available()) {
            if (a.index() == index) {
                return capture(index, a.runtimeType());
            }
        }
        for (Assembly.Available a : own) {
            if (a.index() == index) {
                return capture(index, a.runtimeType());
            }
        }
        return capture(index, Object.class);
    }

    private int capture(int index, Class<?> runtimeType) {
        int k = captured.indexOf(index);
        if (k >= 0) {
            return k;
        }
        captured.add(index);
        capturedTypes.add(Types.accessibleSupertype(runtimeType));
        return captured.size() - 1;
    }

    /** An imperative call on {@code this} or a value of the sequence; null when none fits. */
    private CallbackOperation.Call imperativeCall(Method m) {
        if (imperative.isEmpty()) {
            return null;
        }
        for (int t = 0; t < OPERATIONS_TRIED; t++) {
            MethodOperation op = imperative.get(random.nextInt(imperative.size()));
            if (!CallbackSource.checkedExceptionsAllowed(op.method(), m)) {
                continue;
            }
            int[] refs = arguments(op, m);
            if (refs != null) {
                return new CallbackOperation.Call(op, refs);
            }
        }
        return null;
    }

    private int[] arguments(MethodOperation op, Method m) {
        List<Class<?>> in = op.inputTypes();
        int[] refs = new int[in.size()];
        for (int i = 0; i < in.size(); i++) {
            List<Integer> options = new ArrayList<>();
            if (i > 0) {
                Class<?>[] params = m.getParameterTypes();
                for (int j = 0; j < params.length; j++) {
                    if (Types.assignableWithoutCast(params[j], in.get(i))) {
                        options.add(PARAM + j);
                    }
                }
            }
            addAvailable(options, in.get(i));
            if (!options.isEmpty()) {
                refs[i] = choose(options);
            } else if (i == 0 || (refs[i] = literalCaptured(in.get(i))) < 0) {
                return null;
            }
        }
        return refs;
    }

    /** The body with its references resolved to environment indices, after {@code arguments} constructor arguments. */
    CallbackOperation.Body resolve(CallbackOperation.Body body, int arguments) {
        int c = arguments + captured.size();
        int p = body.method().getParameterCount();
        List<CallbackOperation.Call> calls = new ArrayList<>();
        for (CallbackOperation.Call call : body.calls()) {
            int[] refs = call.refs().clone();
            for (int i = 0; i < refs.length; i++) {
                refs[i] = resolve(refs[i], arguments, c, p);
            }
            calls.add(new CallbackOperation.Call(call.operation(), refs));
        }
        int result = body.result() < 0 ? body.result() : resolve(body.result(), arguments, c, p);
        return new CallbackOperation.Body(body.method(), calls, result);
    }

    private static int resolve(int ref, int arguments, int inputs, int params) {
        if (ref >= THIS) {
            return Action.BodyCall.THIS;
        }
        if (ref >= RESULT) {
            return inputs + params + (ref - RESULT);
        }
        if (ref >= PARAM) {
            return inputs + (ref - PARAM);
        }
        return arguments + ref;
    }

    /** The type of the literal for a type (itself, or its primitive); null when there is none. */
    static Class<?> literalType(Class<?> type) {
        if (type == String.class || type.isPrimitive()) {
            return type;
        }
        return Types.unbox(type);
    }

    /** A small literal: -1, 0 or 1, a boolean, {@code 'a'}, {@code ""} or {@code "x"}. */
    static Object literal(Class<?> t, RandomGenerator random) {
        if (t == boolean.class) {
            return random.nextBoolean();
        }
        if (t == String.class) {
            return random.nextBoolean() ? "" : "x";
        }
        if (t == char.class) {
            return 'a';
        }
        int v = random.nextInt(3) - 1;
        return switch (t.getName()) {
            case "byte" -> (byte) v;
            case "short" -> (short) v;
            case "long" -> (long) v;
            case "float" -> (float) v;
            case "double" -> (double) v;
            default -> v;
        };
    }
}
