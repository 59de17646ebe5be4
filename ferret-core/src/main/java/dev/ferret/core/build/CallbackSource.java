package dev.ferret.core.build;

import dev.ferret.core.contract.Nullness;
import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import dev.ferret.core.testcase.Action;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * A generated implementation of an interface parameter (Klein, Flatt and Findler): each abstract
 * method gets a body that, with probability {@value #IMPERATIVE_PROBABILITY} (the paper's
 * figure), first makes an imperative call (a void method or a mutator) of the classes under test
 * on one of the method's parameters or a value of the sequence being assembled (half the time,
 * when it fits, the receiver of the call the object is passed to), with arguments from the method's parameters and the sequence's values; then it
 * returns a value of its return type: a parameter, the call's result, a value of the sequence, or
 * a small literal. Values of the sequence a body uses are captured (they become the inputs of
 * the {@link CallbackOperation}), so the emitted anonymous class refers to the test's own
 * variables. A body returns null only where the method's return type is declared nullable
 * ({@link Nullness}): elsewhere a null it made up would be the generator's fault; when it has
 * nothing to return, this source supplies nothing.
 *
 * <p>Bounded re-entry: a body's call is, with probability {@value #REENTRY_PROBABILITY}, a call
 * back into the method the object is passed to, when that is a method under test (a loader that
 * asks its cache for another key: {@code cache.get(key2, this)}), the object itself passed where
 * it was, the receiver the enclosing one or a parameter, other arguments as for any call (a small
 * literal half of the time); and an object whose bodies call gets a re-entry bound of 1 to
 * {@value CallbackOperation#MAX_REENTRIES} ({@link #reentries}): its bodies run their calls
 * that many times in all, then return plainly, so calling back into the caller stops instead of
 * recursing until the call budget runs out.
 *
 * <p>Only public interfaces that are not sealed or annotations, with one to
 * {@value #MAX_METHODS} abstract methods whose parameter and return types tests can name, are
 * implemented, and not those whose implementations owe a contract (comparators, iterators, texts,
 * entries: see {@link ContractCallbackSource}); classes (subclasses of abstract and open classes) are not yet.
 */
final class CallbackSource implements InputSource {

    /** The share of bodies that make an imperative call before they return. */
    static final double IMPERATIVE_PROBABILITY = 0.8;
    static final int MAX_METHODS = 8;
    /** The share of a body call's inputs taken from the method's parameters when one fits. */
    static final double PARAMETER_PROBABILITY = 0.5;
    /** The share of bodies of a method whose return type is declared nullable that return null. */
    static final double NULL_RETURN_PROBABILITY = 0.25;
    /**
     * The share of imperative calls made on the receiver of the call the object is passed to (the
     * object that notifies a listener, the cache that calls a loader), when it fits; the others
     * go to any value of the sequence.
     */
    static final double ENCLOSING_PROBABILITY = 0.5;
    /** The share of imperative calls that call back into the method the object is passed to, when it is under test. */
    static final double REENTRY_PROBABILITY = 0.25;
    private static final int OPERATIONS_TRIED = 20;
    static final int PARAM = 1 << 20;
    static final int RESULT = 1 << 21;
    /** The generated object itself, while bodies are made ({@link Action.BodyCall#THIS} once resolved). */
    static final int SELF = 1 << 22;

    private final List<MethodOperation> imperative;
    /** The methods under test, by signature: a body may call back into the one its object is passed to. */
    private final java.util.Set<String> underTest = new java.util.HashSet<>();

    /** @param operations the operations under test; bodies call their imperative instance methods */
    CallbackSource(List<Operation> operations) {
        List<MethodOperation> found = new ArrayList<>();
        for (Operation op : operations) {
            if (op instanceof MethodOperation m) {
                underTest.add(m.signature());
                if (!m.isStatic() && imperative(m.method())) {
                    found.add(m);
                }
            }
        }
        this.imperative = List.copyOf(found);
    }

    /**
     * The re-entry bound of a generated object: 1 to {@value CallbackOperation#MAX_REENTRIES} when
     * some body makes a call into the code under test, else 0 (a reading's counter, {@link Readings},
     * re-enters nothing). It is a function of the seeded choices that made the object
     * (its signature, mixed with where in the sequence it is made), not one more draw of the run's
     * random generator: runs whose objects never call back keep exactly the random stream they had
     * before bounds existed, and so the outcomes that seed-fixed tests pin.
     *
     * @param signature the object's signature without a bound
     * @param salt where it is made (the number of values available before it)
     */
    static int reentries(List<CallbackOperation.Body> bodies, String signature, int salt) {
        for (CallbackOperation.Body b : bodies) {
            if (b.calls().stream().anyMatch(c -> c.operation().owner() != null)) { // not a reading's own counter
                long z = signature.hashCode() * 0x9E3779B97F4A7C15L + salt; // SplitMix64's finalizer
                z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
                z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
                z ^= z >>> 31;
                return 1 + (int) Math.floorMod(z, (long) CallbackOperation.MAX_REENTRIES);
            }
        }
        return 0;
    }

    @Override
    public boolean applies(InputRequest request) {
        return !request.isReceiver() && implementable(request.type());
    }

    /**
     * Interfaces whose implementations owe contracts that random bodies would break
     * ({@code compareTo} and {@code compare} consistency, an iterator's {@code hasNext}/{@code next},
     * a text's {@code length}/{@code charAt}, an entry's {@code equals}/{@code hashCode}): not
     * generated here, as the issue asks; {@link ContractCallbackSource} implements comparators,
     * iterators, iterables and enumerations with bodies that respect their contracts.
     */
    private static final java.util.Set<String> CONTRACT_BOUND = java.util.Set.of("java.lang.Comparable",
            "java.util.Comparator", "java.util.Iterator", "java.util.ListIterator", "java.lang.Iterable",
            "java.lang.CharSequence", "java.util.Map$Entry", "java.util.Enumeration", "java.util.Spliterator");

    /** Whether generated code can implement the type and a test can name everything it needs. */
    static boolean implementable(Class<?> type) {
        if (!type.isInterface() || type.isAnnotation() || type.isSealed() || !Types.isPublic(type)
                || CONTRACT_BOUND.contains(type.getName())) {
            return false;
        }
        List<Method> methods = abstractMethods(type);
        if (methods.isEmpty() || methods.size() > MAX_METHODS) {
            return false;
        }
        for (Method m : methods) {
            if (!Types.isPublic(m.getReturnType()) || m.getTypeParameters().length > 0) {
                return false; // a generic method cannot be a lambda, nor overridden without its type parameters
            }
            for (Class<?> p : m.getParameterTypes()) {
                if (!Types.isPublic(p)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The abstract methods of an interface (not those of {@code Object}), in a stable order. */
    static List<Method> abstractMethods(Class<?> type) {
        Map<String, Method> byKey = new LinkedHashMap<>();
        for (Method m : type.getMethods()) {
            if (Modifier.isAbstract(m.getModifiers()) && !isObjectMethod(m)) {
                byKey.putIfAbsent(m.getName() + java.util.Arrays.toString(m.getParameterTypes()), m);
            }
        }
        List<Method> out = new ArrayList<>(byKey.values());
        out.sort(Comparator.comparing(m -> m.getName() + java.util.Arrays.toString(m.getParameterTypes())));
        return out;
    }

    private static boolean isObjectMethod(Method m) {
        try {
            Object.class.getMethod(m.getName(), m.getParameterTypes());
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** Whether a body may call the method as an imperative call: void, or named like a mutator. */
    static boolean imperative(Method m) {
        return m.getReturnType() == void.class || dev.ferret.core.oracle.Queries.readsAsMutator(m);
    }

    @Override
    public int supply(InputRequest request) {
        Class<?> type = request.type();
        Builder b = new Builder(request);
        List<CallbackOperation.Body> bodies = new ArrayList<>();
        for (Method m : abstractMethods(type)) {
            CallbackOperation.Body body = b.body(m);
            if (body == null) {
                return -1;
            }
            bodies.add(body);
        }
        int[] inputs = b.captured.stream().mapToInt(Integer::intValue).toArray();
        List<CallbackOperation.Body> resolved = new ArrayList<>();
        for (CallbackOperation.Body body : bodies) {
            resolved.add(b.resolve(body));
        }
        String unbounded = new CallbackOperation(type, b.capturedTypes, resolved).signature();
        CallbackOperation op = new CallbackOperation(type, b.capturedTypes, resolved,
                reentries(resolved, unbounded, request.available().size()));
        return request.appendStatement(new Statement(op, inputs));
    }

    /**
     * Builds the bodies of one object. References are symbolic while bodies are made (captured
     * value {@code k}, {@code PARAM + j}, {@code RESULT + c}) and resolved to environment indices
     * once every captured value is known.
     */
    private final class Builder {
        final InputRequest request;
        final RandomGenerator random;
        final List<Integer> captured = new ArrayList<>();
        final List<Class<?>> capturedTypes = new ArrayList<>();

        Builder(InputRequest request) {
            this.request = request;
            this.random = request.random();
        }

        int capture(int index, Class<?> runtimeType) {
            int k = captured.indexOf(index);
            if (k >= 0) {
                return k;
            }
            captured.add(index);
            capturedTypes.add(Types.accessibleSupertype(runtimeType));
            return captured.size() - 1;
        }

        CallbackOperation.Body body(Method m) {
            List<CallbackOperation.Call> calls = new ArrayList<>();
            List<Class<?>> resultTypes = new ArrayList<>();
            if (random.nextDouble() < IMPERATIVE_PROBABILITY) {
                CallbackOperation.Call call = imperativeCall(m);
                if (call != null) {
                    calls.add(call);
                    resultTypes.add(call.operation().outputType());
                }
            }
            Class<?> returns = m.getReturnType();
            if (returns == void.class) {
                return new CallbackOperation.Body(m, calls, -1);
            }
            if (Readings.isReading(m) && random.nextDouble() < Readings.PROBABILITY) {
                calls.add(Readings.advance(request, returns, random, this::capture));
                return new CallbackOperation.Body(m, calls, RESULT + calls.size() - 1);
            }
            List<Integer> options = returnOptions(m, resultTypes);
            addAvailable(options, returns);
            int result;
            if (!returns.isPrimitive() && random.nextDouble() < NULL_RETURN_PROBABILITY
                    && Nullness.returned(m) == Nullness.Kind.NULLABLE) {
                // a null the declared type allows: what the code under test does with it is its own doing
                result = capture(request.append(Sequence.single(LiteralOperation.nullOf(returns))), returns);
            } else if (!options.isEmpty()) {
                result = choose(options);
            } else {
                Class<?> literalType = SubclassBodies.literalType(returns);
                if (literalType == null) {
                    return null;
                }
                int index = request.append(Sequence.single(
                        new LiteralOperation(literalType, SubclassBodies.literal(literalType, random))));
                result = capture(index, literalType);
            }
            return new CallbackOperation.Body(m, calls, result);
        }

        /** Adds the sequence's values assignable to {@code type}, as {@code -1 - index}: captured only if chosen. */
        private void addAvailable(List<Integer> options, Class<?> type) {
            for (Assembly.Available a : request.available()) {
                if (Types.box(type).isAssignableFrom(a.runtimeType())) {
                    options.add(-1 - a.index());
                }
            }
        }

        /** One of the options, a value of the sequence captured when it is one. */
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
            return capture(index, Object.class);
        }

        /** An imperative call on a value of the sequence, its other inputs from parameters and values. */
        private CallbackOperation.Call imperativeCall(Method m) {
            if (reenterable() && random.nextDouble() < REENTRY_PROBABILITY) {
                CallbackOperation.Call back = reentry(m);
                if (back != null) {
                    return back;
                }
            }
            if (imperative.isEmpty() || request.available().isEmpty()) {
                return null;
            }
            for (int t = 0; t < OPERATIONS_TRIED; t++) {
                MethodOperation op = imperative.get(random.nextInt(imperative.size()));
                if (!checkedExceptionsAllowed(op.method(), m)) {
                    continue;
                }
                List<Class<?>> in = op.inputTypes();
                int[] refs = new int[in.size()];
                boolean filled = true;
                for (int i = 0; i < in.size() && filled; i++) {
                    List<Integer> options = new ArrayList<>();
                    Class<?>[] params = m.getParameterTypes();
                    for (int j = 0; j < params.length; j++) {
                        if (Types.assignableWithoutCast(params[j], in.get(i))) {
                            options.add(PARAM + j); // the receiver too: a listener acts on the source it is given
                        }
                    }
                    if (!options.isEmpty() && random.nextDouble() < PARAMETER_PROBABILITY) {
                        refs[i] = choose(options); // the method's own arguments first, as the paper's observer pops its stack
                        continue;
                    }
                    addAvailable(options, in.get(i));
                    if (options.isEmpty()) {
                        filled = false;
                    } else {
                        refs[i] = i == 0 && enclosingFits(in.get(0)) && random.nextDouble() < ENCLOSING_PROBABILITY
                                ? choose(List.of(-1 - request.receiver())) : choose(options);
                    }
                }
                if (filled) {
                    return new CallbackOperation.Call(op, refs);
                }
            }
            return null;
        }

        /** Whether the call the object is passed to is a method under test, which a body may call back into. */
        private boolean reenterable() {
            return request.operation() instanceof MethodOperation op && underTest.contains(op.signature())
                    && !request.isReceiver();
        }

        /**
         * A call back into the method the object is passed to: the object itself where it is
         * passed, the receiver the enclosing one (or a parameter that fits), the other arguments
         * from the method's parameters, a small literal or the sequence's values; null when an
         * argument cannot be had or the call may throw a checked exception {@code m} does not declare.
         */
        private CallbackOperation.Call reentry(Method m) {
            MethodOperation op = (MethodOperation) request.operation();
            if (!checkedExceptionsAllowed(op.method(), m)) {
                return null;
            }
            List<Class<?>> in = op.inputTypes();
            int[] refs = new int[in.size()];
            Class<?>[] params = m.getParameterTypes();
            for (int i = 0; i < in.size(); i++) {
                if (i == request.slot()) {
                    refs[i] = SELF;
                    continue;
                }
                boolean receiver = i == 0 && !op.isStatic();
                List<Integer> options = new ArrayList<>();
                for (int j = 0; j < params.length; j++) {
                    if (Types.assignableWithoutCast(params[j], in.get(i))) {
                        options.add(PARAM + j);
                    }
                }
                if (receiver && enclosingFits(in.get(0)) && (options.isEmpty() || random.nextBoolean())) {
                    refs[i] = choose(List.of(-1 - request.receiver()));
                    continue;
                }
                Class<?> literalType = receiver ? null : SubclassBodies.literalType(in.get(i));
                if (literalType != null && (options.isEmpty() || random.nextBoolean())) {
                    int index = request.append(Sequence.single(
                            new LiteralOperation(literalType, SubclassBodies.literal(literalType, random))));
                    refs[i] = capture(index, literalType);
                    continue;
                }
                if (options.isEmpty() || random.nextBoolean()) {
                    addAvailable(options, in.get(i));
                }
                if (options.isEmpty()) {
                    return null;
                }
                refs[i] = choose(options);
            }
            return new CallbackOperation.Call(op, refs);
        }

        /** Whether the receiver of the call the object is passed to can receive a body call on {@code type}. */
        private boolean enclosingFits(Class<?> type) {
            int r = request.receiver();
            if (r < 0) {
                return false;
            }
            for (Assembly.Available a : request.available()) {
                if (a.index() == r) {
                    return type.isAssignableFrom(a.runtimeType());
                }
            }
            return false;
        }

        /** The body with its references resolved to environment indices. */
        CallbackOperation.Body resolve(CallbackOperation.Body body) {
            int c = captured.size();
            int p = body.method().getParameterCount();
            List<CallbackOperation.Call> calls = new ArrayList<>();
            for (CallbackOperation.Call call : body.calls()) {
                int[] refs = call.refs().clone();
                for (int i = 0; i < refs.length; i++) {
                    refs[i] = resolve(refs[i], c, p);
                }
                calls.add(new CallbackOperation.Call(call.operation(), refs));
            }
            return new CallbackOperation.Body(body.method(), calls, body.result() < 0 ? -1 : resolve(body.result(), c, p));
        }

        private int resolve(int ref, int capturedCount, int params) {
            if (ref >= SELF) {
                return Action.BodyCall.THIS;
            }
            if (ref >= RESULT) {
                return capturedCount + params + (ref - RESULT);
            }
            if (ref >= PARAM) {
                return capturedCount + (ref - PARAM);
            }
            return ref;
        }
    }

    /**
     * What a body of {@code m} may return without casting, as symbolic references: its parameters
     * ({@code PARAM + j}) and the results of its calls ({@code RESULT + c}, types in order).
     */
    static List<Integer> returnOptions(Method m, List<Class<?>> resultTypes) {
        Class<?> returns = m.getReturnType();
        List<Integer> options = new ArrayList<>();
        Class<?>[] params = m.getParameterTypes();
        for (int j = 0; j < params.length; j++) {
            if (Types.assignableWithoutCast(params[j], returns)) {
                options.add(PARAM + j);
            }
        }
        for (int c = 0; c < resultTypes.size(); c++) {
            if (resultTypes.get(c) != void.class && Types.assignableWithoutCast(resultTypes.get(c), returns)) {
                options.add(RESULT + c);
            }
        }
        return options;
    }

    /** Whether every checked exception the call may throw is one the implemented method declares. */
    static boolean checkedExceptionsAllowed(Method called, Method implemented) {
        for (Class<?> e : called.getExceptionTypes()) {
            if (RuntimeException.class.isAssignableFrom(e) || Error.class.isAssignableFrom(e)) {
                continue;
            }
            boolean declared = false;
            for (Class<?> d : implemented.getExceptionTypes()) {
                declared |= d.isAssignableFrom(e);
            }
            if (!declared) {
                return false;
            }
        }
        return true;
    }
}
