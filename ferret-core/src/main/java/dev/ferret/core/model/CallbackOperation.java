package dev.ferret.core.model;

import dev.ferret.core.contract.ContractReader;
import dev.ferret.core.contract.MethodContract;
import dev.ferret.core.contract.Nullness;
import dev.ferret.core.testcase.Action;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Makes a generated implementation of an interface (Klein, Flatt and Findler's generated
 * functions and objects): each abstract method gets a {@link Body}, a short program over its
 * environment (the captured values, which are this operation's inputs, then the method's
 * parameters, then the results of the body's calls so far), interpreted when the code under test
 * calls the method. The same bodies render as an anonymous class ({@link Action.Implementation}),
 * so what runs is what is emitted.
 *
 * <p>Executed, the operation returns a {@link Proxy}: {@code equals} and {@code hashCode} have
 * identity semantics, as in an anonymous class, and {@code toString} returns a fixed text
 * ({@link #printed}; the identity one for an object of one body, written as a lambda); a default method without a
 * body runs its default. Bounded re-entry: an object made with a re-entry bound k
 * ({@link #reentries()}, 1 to 3, chosen when it is generated) runs the calls of its bodies that call
 * back into the code under test k times in all; after that such a body makes no call and returns
 * its plain value ({@link #plainResult}), so a listener that calls back into the setter that
 * notifies it, or a loader that calls back into its cache, stops after k rounds instead of
 * recursing. As a guard only, each object may make at most {@value #CALL_BUDGET} body calls in
 * all; past that it throws {@link CallBudgetExhausted} and the sequence is discarded. A body's
 * call may pass the object itself ({@link Action.BodyCall#THIS}). An exception a body's call throws is
 * recorded ({@link GeneratedCodeFaults}) before it travels on: whatever it does in the code
 * under test is the generated code's doing, never a bug of the code under test.
 */
public final class CallbackOperation extends BaseOperation {

    /** Body calls one generated object may make before it gives up: a guard, never reached by bounded bodies. */
    public static final int CALL_BUDGET = 1_000;
    /** The largest re-entry bound drawn for a generated object (bounds are 1 to this). */
    public static final int MAX_REENTRIES = 3;

    /**
     * A call in a body.
     *
     * @param operation a constructor or method call
     * @param refs its inputs, as environment indices (the receiver first for an instance method)
     */
    public record Call(Operation operation, int[] refs) {
        public Call {
            refs = refs.clone();
        }
    }

    /**
     * The body of one abstract method.
     *
     * @param method the interface method
     * @param calls what the body calls, in order
     * @param result the environment index of the value it returns; -1 for none (a void method)
     */
    public record Body(Method method, List<Call> calls, int result) {
        public Body {
            calls = List.copyOf(calls);
        }

        /** Appends what makes this body distinct to an operation's signature. */
        void appendSignature(StringBuilder s) {
            s.append(SubclassMaker.key(method)).append(':');
            for (Call c : calls) {
                s.append(c.operation().signature()).append(Arrays.toString(c.refs())).append(';');
            }
            s.append("return ").append(result).append(';');
        }
    }

    private final Class<?> type;
    private final List<Body> bodies;
    private final int reentries;
    private final BoundUse boundUse = new BoundUse();
    private final Map<String, Body> byMethod = new HashMap<>();
    private final Map<Method, MethodContract> contracts = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * @param type the interface implemented
     * @param captured the types of the captured values (this operation's inputs)
     * @param bodies one per abstract method of {@code type}
     */
    public CallbackOperation(Class<?> type, List<Class<?>> captured, List<Body> bodies) {
        this(type, captured, bodies, 0);
    }

    /**
     * @param type the interface implemented
     * @param captured the types of the captured values (this operation's inputs)
     * @param bodies one per abstract method of {@code type}
     * @param reentries how many times in all an object's bodies run their calls, after which they
     *     return their plain value; 0 for no bound (bodies that forward to a captured JDK value)
     */
    public CallbackOperation(Class<?> type, List<Class<?>> captured, List<Body> bodies, int reentries) {
        super(signatureOf(type, captured, bodies, reentries), captured, type, null);
        if (!type.isInterface()) {
            throw new IllegalArgumentException("not an interface: " + type.getName());
        }
        if (reentries < 0) {
            throw new IllegalArgumentException("reentries " + reentries);
        }
        this.type = type;
        this.reentries = reentries;
        this.bodies = List.copyOf(bodies);
        for (Body b : bodies) {
            byMethod.put(SubclassMaker.key(b.method()), b);
        }
    }

    /** The bodies. */
    public List<Body> bodies() {
        return bodies;
    }

    /** The re-entry bound: how many times in all an object's bodies run their calls; 0 for none. */
    public int reentries() {
        return reentries;
    }

    /**
     * This implementation with the call {@code call} of the body at {@code index} left out, its
     * captured values that nothing uses any more dropped, for minimization; null when the body
     * uses that call's result. (Every body implements an abstract method: none can be dropped.)
     */
    public SubclassOperation.Simpler withoutCall(int index, int call) {
        List<Body> kept = BodyEdits.withoutCall(bodies, inputTypes().size(), index, call);
        if (kept == null) {
            return null;
        }
        BodyEdits.Pruned p = BodyEdits.pruned(kept, inputTypes().size(), 0);
        List<Class<?>> types = new ArrayList<>();
        for (int k : p.keptInputs()) {
            types.add(inputTypes().get(k));
        }
        return new SubclassOperation.Simpler(new CallbackOperation(type, types, p.bodies(), reentries),
                p.keptInputs());
    }

    /**
     * This implementation with another re-entry bound, for blame: a failure that goes away when the
     * bodies run their calls a few rounds longer came from the bound answering differently, the
     * generator's device, not from the code under test.
     */
    public SubclassOperation.Simpler withReentries(int bound) {
        int[] all = new int[inputTypes().size()];
        for (int k = 0; k < all.length; k++) {
            all[k] = k;
        }
        return new SubclassOperation.Simpler(new CallbackOperation(type, inputTypes(), bodies, bound), all);
    }

    @Override
    public Object execute(Object[] inputs) {
        boundUse.executed();
        return Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, new Handler(inputs.clone()));
    }

    @Override
    public boolean isGenerated() {
        return true;
    }

    @Override
    public Action toAction() {
        List<Action.Overridden> methods = new ArrayList<>();
        for (Body b : bodies) {
            Method m = b.method();
            methods.add(new Action.Overridden(m.getName(),
                    Arrays.stream(m.getParameterTypes()).map(Types::name).toList(), Types.name(m.getReturnType()),
                    bodyCalls(b), b.result(), "public", checkedExceptions(m), contract(m).requires(),
                    plainResult(b, inputTypes().size())));
        }
        return new Action.Implementation(type.getName(), methods, null, printsFixed() ? printed(type) : null,
                boundUse.stated(reentries));
    }

    /**
     * Whether the objects print a fixed text ({@link #printed}): all but those of one body, which a
     * test writes as a lambda (whose {@code toString} it cannot choose); those keep an identity
     * {@code toString}, as a lambda does.
     */
    private boolean printsFixed() {
        return bodies.size() != 1;
    }

    /**
     * What a generated object of this type prints: the same text while Ferret runs and in the
     * test, so that what the code under test makes of it (an appended text, its length) does not
     * depend on a class name or an identity hash.
     */
    static String printed(Class<?> type) {
        return "generated " + type.getSimpleName();
    }

    private MethodContract contract(Method m) {
        return contracts.computeIfAbsent(m, x -> ContractReader.of(x, type));
    }

    /** A body's calls as rendered, each with the contract checks that follow it as executed. */
    static List<Action.BodyCall> bodyCalls(Body b) {
        List<Action.BodyCall> calls = new ArrayList<>();
        for (Call c : b.calls()) {
            Operation op = c.operation();
            MethodContract contract = op instanceof MethodOperation mo ? mo.contract()
                    : op instanceof ConstructorOperation co ? co.contract() : MethodContract.NONE;
            calls.add(new Action.BodyCall(op.toAction(), Arrays.stream(c.refs()).boxed().toList(),
                    op.inputTypes().stream().map(Types::name).toList(), contract.ensures()));
        }
        return calls;
    }

    /**
     * Runs a call a body makes, recording an exception it throws as the generated code's
     * ({@link GeneratedCodeFaults}), except a contract failure that blames the code under test (a
     * postcondition of the called method, or a precondition of a generated implementation that
     * the called code broke): that is a bug, asserted inside the body in the emitted test.
     *
     * @param onItsOwn whether any other exception is the called code's fault too
     */
    static Object callFromBody(Operation op, Object[] in, java.util.function.Predicate<Throwable> onItsOwn)
            throws Throwable {
        try {
            return op.execute(in);
        } catch (Throwable t) { // NOPMD: classified, then rethrown as it is
            if (t instanceof dev.ferret.core.contract.ContractFailure cf && cf.blamesCode()) {
                cf.leftGeneratedBody(op.memberName(), op.owner());
            } else if (!onItsOwn.test(t)) {
                GeneratedCodeFaults.record(t);
            }
            throw t;
        }
    }

    /**
     * The checked exceptions a method declares, by name: what an override may declare too
     * ({@code Appendable.append} throws {@code IOException}, which a body's calls may throw).
     */
    static List<String> checkedExceptions(Method m) {
        List<String> exceptions = new ArrayList<>();
        for (Class<?> e : m.getExceptionTypes()) {
            if (!RuntimeException.class.isAssignableFrom(e) && !Error.class.isAssignableFrom(e)) {
                exceptions.add(e.getName());
            }
        }
        return exceptions;
    }

    /**
     * A null the bodies capture never excuses a NullPointerException: a body that passes it to a
     * call is the generated code's fault ({@link GeneratedCodeFaults#record}), and one that
     * returns it is either allowed by a nullable return type or the generator's fault
     * ({@link GeneratedCodeFaults#nullReturn}).
     */
    @Override
    public boolean nullExcusesNpe(int i) {
        return false;
    }

    @Override
    public String memberName() {
        return type.getName() + ".<generated>";
    }

    private static String signatureOf(Class<?> type, List<Class<?>> captured, List<Body> bodies, int reentries) {
        StringBuilder s = new StringBuilder("new ").append(type.getName()).append(captured).append('{');
        for (Body b : bodies) {
            b.appendSignature(s);
        }
        s.append('}');
        return reentries == 0 ? s.toString() : s.append(" reentries ").append(reentries).toString();
    }

    /**
     * What a body returns once its object's re-entry bound is spent, as an environment index
     * (over {@code inputs} inputs, then the method's parameters): its own result when that does not
     * come from one of its calls (a captured value, a parameter, {@code super}, none); else, for a
     * concrete method (an override), {@code super}'s; else its first parameter of a fitting type;
     * else -1, the return type's zero: 0, false or null.
     */
    public static int plainResult(Body body, int inputs) {
        Method m = body.method();
        int result = body.result();
        if (result < inputs + m.getParameterCount()) {
            return result;
        }
        if (!java.lang.reflect.Modifier.isAbstract(m.getModifiers())) {
            return Action.Overridden.SUPER_CALL;
        }
        Class<?>[] params = m.getParameterTypes();
        for (int j = 0; j < params.length; j++) {
            if (Types.assignableWithoutCast(params[j], m.getReturnType())) {
                return inputs + j;
            }
        }
        return -1;
    }

    /**
     * Whether a body of an object runs its calls this time, counting this run: always for a body
     * without calls or an object without a bound; else while the object's {@code count} of such
     * runs (before this one) is below the bound, as the emitted {@code if (calls++ < k)}.
     */
    static boolean runsCalls(Body body, int reentries, AtomicInteger count) {
        return body.calls().isEmpty() || reentries == 0 || count.getAndIncrement() < reentries;
    }

    /**
     * Whether the re-entry bound of an operation's objects ever stopped a body, and so whether a
     * test must state it: a test states the bound only when one of the operation's objects spent it
     * (a body that called back more often than the bound allows, and returned its plain value), or
     * when the operation has not run yet. A test whose objects never spent it runs the same code
     * without it, as it was executed (and checked: the test is compiled and run again).
     */
    static final class BoundUse {
        private volatile boolean executed;
        private volatile boolean spent;

        /** Notes that an object was made. */
        void executed() {
            executed = true;
        }

        /** {@link #runsCalls}, noting when the bound stops a body. */
        boolean runsCalls(Body body, int reentries, AtomicInteger count) {
            boolean runs = CallbackOperation.runsCalls(body, reentries, count);
            if (!runs) {
                spent = true;
            }
            return runs;
        }

        /** The bound a test states: {@code reentries}, or 0 when no object of the operation ever spent it. */
        int stated(int reentries) {
            return executed && !spent ? 0 : reentries;
        }
    }

    /** Interprets the bodies of one generated object. */
    /**
     * Whether {@code o} is an object a generated implementation made: its {@code equals} is
     * identity, which the contract of an interface that defines equality ({@code Table.Cell},
     * {@code Map.Entry}, {@code List}) does not allow.
     */
    public static boolean madeObject(Object o) {
        return o != null && Proxy.isProxyClass(o.getClass()) && Proxy.getInvocationHandler(o) instanceof Handler;
    }

    private final class Handler implements InvocationHandler {
        private final Object[] captured;
        private final AtomicInteger calls = new AtomicInteger();
        private final AtomicInteger callingRuns = new AtomicInteger();

        Handler(Object[] captured) {
            this.captured = captured;
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            if (method.getDeclaringClass() == Object.class) {
                return objectMethod(proxy, method, args);
            }
            Body body = byMethod.get(SubclassMaker.key(method));
            if (body == null) {
                return method.isDefault() ? InvocationHandler.invokeDefault(proxy, method, args)
                        : zero(method.getReturnType());
            }
            if (calls.incrementAndGet() > CALL_BUDGET) {
                throw new CallBudgetExhausted(type.getName() + "." + method.getName());
            }
            Object[] params = args == null ? new Object[0] : args;
            MethodContract contract = contract(method);
            if (contract.isEmpty()) {
                return run(proxy, body, params);
            }
            Object[] inputs = new Object[params.length + 1];
            inputs[0] = proxy;
            System.arraycopy(params, 0, inputs, 1, params.length);
            return contract.implemented(inputs, in -> run(proxy, body, params));
        }

        /** Interprets the body on these arguments: its calls and result, or its plain value past the bound. */
        private Object run(Object proxy, Body body, Object[] params) throws Throwable {
            Method method = body.method();
            Object[] env = new Object[captured.length + params.length + body.calls().size()];
            System.arraycopy(captured, 0, env, 0, captured.length);
            System.arraycopy(params, 0, env, captured.length, params.length);
            int returned = body.result();
            if (!boundUse.runsCalls(body, reentries, callingRuns)) {
                returned = plainResult(body, captured.length);
                if (returned == Action.Overridden.SUPER_CALL) {
                    returned = -1; // an interface method is abstract: never the case
                }
                return returnValue(method, returned < 0 ? null : env[returned]);
            }
            int next = captured.length + params.length;
            for (Call c : body.calls()) {
                Object[] in = new Object[c.refs().length];
                for (int i = 0; i < in.length; i++) {
                    in[i] = c.refs()[i] == Action.BodyCall.THIS ? proxy : env[c.refs()[i]];
                }
                if (c.operation() instanceof MethodOperation m && !m.isStatic() && in.length > 0) {
                    GeneratedCodeFaults.calling(in[0]);
                }
                env[next++] = callFromBody(c.operation(), in, t -> false);
            }
            return returnValue(method, returned < 0 ? null : env[returned]);
        }

        /** The value a body returns, noted as the generator's doing where the code under test cannot be blamed for it. */
        private Object returnValue(Method method, Object result) {
            if (result != null && method.getGenericReturnType() instanceof java.lang.reflect.TypeVariable<?>) {
                GeneratedCodeFaults.uncheckedReturn();
            }
            if (result == null && !method.getReturnType().isPrimitive()
                    && Nullness.returned(method) != Nullness.Kind.NULLABLE) {
                GeneratedCodeFaults.nullReturn(); // a null the declared type does not allow: the generator's fault
            }
            return result == null ? zero(method.getReturnType()) : result;
        }

        private Object objectMethod(Object proxy, Method method, Object[] args) {
            return switch (method.getName()) {
                case "equals" -> proxy == args[0];
                case "hashCode" -> System.identityHashCode(proxy);
                default -> printsFixed() ? printed(type)
                        : type.getName() + "@" + Integer.toHexString(System.identityHashCode(proxy));
            };
        }
    }

    /** The value a method of this return type returns when its body has none: zero, false or null. */
    static Object zero(Class<?> type) {
        if (!type.isPrimitive() || type == void.class) {
            return null;
        }
        if (type == boolean.class) {
            return false;
        }
        if (type == char.class) {
            return '\0';
        }
        return switch (type.getName()) {
            case "byte" -> (byte) 0;
            case "short" -> (short) 0;
            case "int" -> 0;
            case "long" -> 0L;
            case "float" -> 0f;
            default -> 0d;
        };
    }
}
