package dev.ferret.core.model;

import dev.ferret.core.contract.ContractReader;
import dev.ferret.core.contract.MethodContract;
import dev.ferret.core.testcase.Action;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Makes a generated subclass of a class (Klein, Flatt and Findler's generated objects, for
 * classes): the superclass constructor is called with the first inputs, and each overridden method
 * gets a {@link CallbackOperation.Body} interpreted when it is called, from inside the superclass
 * constructor on. A body's environment is this operation's inputs (constructor arguments, then
 * captured values), then the method's parameters, then the results of its calls; a call may use
 * the object itself ({@link Action.BodyCall#THIS}), and a body may end with the superclass's own
 * implementation ({@link Action.Overridden#SUPER_CALL}). The same bodies render as an anonymous
 * subclass ({@link Action.Implementation}), so what runs is what is emitted.
 *
 * <p>The class is made by {@link SubclassMaker} (Byte Buddy), once per superclass and set of
 * overridden methods. Bounded re-entry as for interfaces ({@link CallbackOperation}): an object
 * runs the calls of its bodies {@link #reentries()} times in all, then such a body returns its
 * plain value ({@link CallbackOperation#plainResult}: for an override, {@code super}'s). As guards
 * only, each object may make at most {@value CallbackOperation#CALL_BUDGET} body calls, at most
 * {@value #MAX_DEPTH} of them nested. Blame, as in the notes' boundary rule: an exception a body's call throws is the
 * generated code's ({@link GeneratedCodeFaults}) unless the code under test failed on its own
 * there (an {@link AssertionError}, or a {@link NullPointerException} while every input of that
 * call was non-null: such a failure of the called method is a bug whoever called it, as when a
 * hook calls the API on a half-built object).
 */
public final class SubclassOperation extends BaseOperation {

    /** Body calls of one object that may be running at once (a body that calls itself through the API). */
    static final int MAX_DEPTH = 64;

    private final Class<?> superclass;
    private final Class<?>[] constructorTypes;
    private final List<CallbackOperation.Body> bodies;
    private final int reentries;
    private final CallbackOperation.BoundUse boundUse = new CallbackOperation.BoundUse();
    private final Map<String, CallbackOperation.Body> byMethod = new HashMap<>();
    private java.lang.reflect.Constructor<?> constructor;
    private final Map<String, MethodContract> contracts = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * @param superclass the class extended
     * @param constructorTypes the parameter types of the superclass constructor called
     * @param inputs the types of all inputs: the constructor's parameters, then the captured values
     * @param bodies one per overridden method (every abstract method among them)
     * @param owner the class under test this subclass stands for, or null
     */
    public SubclassOperation(Class<?> superclass, List<Class<?>> constructorTypes, List<Class<?>> inputs,
                             List<CallbackOperation.Body> bodies, Class<?> owner) {
        this(superclass, constructorTypes, inputs, bodies, owner, 0);
    }

    /**
     * @param reentries how many times in all an object's bodies run their calls, after which they
     *     return their plain value; 0 for no bound (bodies that forward to a captured JDK value)
     * @see #SubclassOperation(Class, List, List, List, Class)
     */
    public SubclassOperation(Class<?> superclass, List<Class<?>> constructorTypes, List<Class<?>> inputs,
                             List<CallbackOperation.Body> bodies, Class<?> owner, int reentries) {
        super(signatureOf(superclass, constructorTypes, inputs, bodies, reentries), inputs, superclass, owner);
        if (superclass.isInterface() || Modifier.isFinal(superclass.getModifiers())) {
            throw new IllegalArgumentException("cannot extend " + superclass.getName());
        }
        if (reentries < 0) {
            throw new IllegalArgumentException("reentries " + reentries);
        }
        this.reentries = reentries;
        this.superclass = superclass;
        this.constructorTypes = constructorTypes.toArray(new Class<?>[0]);
        this.bodies = List.copyOf(bodies);
        for (CallbackOperation.Body b : bodies) {
            byMethod.put(SubclassMaker.key(b.method()), b);
        }
    }

    /** The bodies. */
    public List<CallbackOperation.Body> bodies() {
        return bodies;
    }

    /** The re-entry bound: how many times in all an object's bodies run their calls; 0 for none. */
    public int reentries() {
        return reentries;
    }

    /**
     * A simpler operation in place of this one, for minimization.
     *
     * @param operation the simpler operation
     * @param keptInputs for each of its inputs, the index of the input of this operation it takes
     */
    public record Simpler(Operation operation, int[] keptInputs) {
        public Simpler {
            keptInputs = keptInputs.clone();
        }
    }

    /**
     * This subclass without the override at {@code index} (the superclass's method runs instead),
     * its captured values that no other body uses dropped; null when that method is abstract.
     */
    public Simpler without(int index) {
        if (Modifier.isAbstract(bodies.get(index).method().getModifiers())) {
            return null;
        }
        List<CallbackOperation.Body> kept = new ArrayList<>(bodies);
        kept.remove(index);
        return pruned(kept);
    }

    /**
     * This subclass with the override at {@code index} making the same calls but returning what
     * the superclass's method returns: a body that keeps the overridden method's contract, for
     * telling whether a failure comes from the value the generated body returned. Null when that
     * method is abstract or void, or the body returns the superclass's result already.
     */
    public Simpler returningSuper(int index) {
        CallbackOperation.Body b = bodies.get(index);
        if (Modifier.isAbstract(b.method().getModifiers()) || b.method().getReturnType() == void.class
                || b.result() == Action.Overridden.SUPER_CALL) {
            return null;
        }
        List<CallbackOperation.Body> kept = new ArrayList<>(bodies);
        kept.set(index, new CallbackOperation.Body(b.method(), b.calls(), Action.Overridden.SUPER_CALL));
        return pruned(kept);
    }

    /**
     * This subclass with the call {@code call} of the body at {@code index} left out, its captured
     * values that nothing uses any more dropped; null when the body uses that call's result.
     */
    public Simpler withoutCall(int index, int call) {
        List<CallbackOperation.Body> kept = BodyEdits.withoutCall(bodies, inputTypes().size(), index, call);
        return kept == null ? null : pruned(kept);
    }

    /** A subclass with these bodies and only the captured values they use. */
    private Simpler pruned(List<CallbackOperation.Body> kept) {
        BodyEdits.Pruned p = BodyEdits.pruned(kept, inputTypes().size(), constructorTypes.length);
        List<Class<?>> types = new ArrayList<>();
        for (int k : p.keptInputs()) {
            types.add(inputTypes().get(k));
        }
        return new Simpler(new SubclassOperation(superclass, List.of(constructorTypes), types, p.bodies(), owner(),
                reentries), p.keptInputs());
    }

    /** The superclass's own public constructor in place of this subclass; null when the class is abstract. */
    public Simpler plain() {
        if (Modifier.isAbstract(superclass.getModifiers())) {
            return null;
        }
        try {
            java.lang.reflect.Constructor<?> c = superclass.getConstructor(constructorTypes);
            int[] keptInputs = java.util.stream.IntStream.range(0, constructorTypes.length).toArray();
            return new Simpler(new ConstructorOperation(c, owner()), keptInputs);
        } catch (NoSuchMethodException e) {
            return null; // not public
        }
    }

    /** The contract of an overridden method, checked around its body as around an implementation. */
    private MethodContract contract(Method m) {
        return contracts.computeIfAbsent(SubclassMaker.key(m), k -> ContractReader.of(m, superclass));
    }

    /** A generated subclass: the callback reach counts the calls it is given to. */
    @Override
    public boolean isGenerated() {
        return true;
    }

    @Override
    public Object execute(Object[] inputs) throws Throwable {
        if (constructor == null) {
            try {
                Class<?> made = SubclassMaker.subclass(superclass,
                        bodies.stream().map(CallbackOperation.Body::method).toList());
                constructor = made.getDeclaredConstructor(constructorTypes);
            } catch (RuntimeException | NoSuchMethodException | LinkageError e) {
                GeneratedCodeFaults.record(e); // the class could not be made: not the code under test's doing
                throw e;
            }
        }
        Object[] args = Arrays.copyOf(inputs, constructorTypes.length);
        boundUse.executed();
        return SubclassMaker.instantiate(constructor, args, new Handler(inputs.clone()));
    }

    @Override
    public Action toAction() {
        List<Action.Overridden> methods = new ArrayList<>();
        for (CallbackOperation.Body b : bodies) {
            List<Action.BodyCall> calls = CallbackOperation.bodyCalls(b);
            Method m = b.method();
            int mod = m.getModifiers();
            String visibility = Modifier.isPublic(mod) ? "public" : Modifier.isProtected(mod) ? "protected" : "";
            methods.add(new Action.Overridden(m.getName(),
                    Arrays.stream(m.getParameterTypes()).map(Types::name).toList(), Types.name(m.getReturnType()),
                    calls, b.result(), visibility, CallbackOperation.checkedExceptions(m), contract(m).requires(),
                    CallbackOperation.plainResult(b, inputTypes().size())));
        }
        return new Action.Implementation(superclass.getName(), methods,
                Arrays.stream(constructorTypes).map(Types::name).toList(),
                SubclassMaker.printsFixed(superclass) ? CallbackOperation.printed(superclass) : null,
                boundUse.stated(reentries));
    }

    @Override
    public String memberName() {
        return superclass.getName() + ".<init>";
    }

    private static String signatureOf(Class<?> superclass, List<Class<?>> constructorTypes, List<Class<?>> inputs,
                                      List<CallbackOperation.Body> bodies, int reentries) {
        StringBuilder s = new StringBuilder("new ").append(superclass.getName()).append(constructorTypes)
                .append(inputs).append('{');
        for (CallbackOperation.Body b : bodies) {
            b.appendSignature(s);
        }
        s.append('}');
        return reentries == 0 ? s.toString() : s.append(" reentries ").append(reentries).toString();
    }

    /** Interprets the bodies of one generated object. */
    private final class Handler implements InvocationHandler {
        private final Object[] captured;
        private final AtomicInteger calls = new AtomicInteger();
        private final AtomicInteger depth = new AtomicInteger();
        private final AtomicInteger callingRuns = new AtomicInteger();

        Handler(Object[] captured) {
            this.captured = captured;
        }

        @Override
        public Object invoke(Object self, Method method, Object[] args) throws Throwable {
            CallbackOperation.Body body = byMethod.get(SubclassMaker.key(method));
            if (body == null) {
                return SubclassMaker.invokeSuper(self, method, args);
            }
            if (calls.incrementAndGet() > CallbackOperation.CALL_BUDGET || depth.get() >= MAX_DEPTH) {
                throw new CallBudgetExhausted(superclass.getName() + "." + method.getName());
            }
            depth.incrementAndGet();
            try {
                MethodContract contract = contract(method);
                if (contract.isEmpty()) {
                    return run(body, self, method, args);
                }
                Object[] inputs = new Object[(args == null ? 0 : args.length) + 1];
                inputs[0] = self;
                if (args != null) {
                    System.arraycopy(args, 0, inputs, 1, args.length);
                }
                return contract.implemented(inputs, in -> run(body, self, method, args));
            } finally {
                depth.decrementAndGet();
            }
        }

        private Object run(CallbackOperation.Body body, Object self, Method method, Object[] args) throws Throwable {
            Object[] params = args == null ? new Object[0] : args;
            Object[] env = new Object[captured.length + params.length + body.calls().size()];
            System.arraycopy(captured, 0, env, 0, captured.length);
            System.arraycopy(params, 0, env, captured.length, params.length);
            int returned = body.result();
            if (boundUse.runsCalls(body, reentries, callingRuns)) {
                int next = captured.length + params.length;
                for (CallbackOperation.Call c : body.calls()) {
                    env[next++] = call(c, env, self);
                }
            } else {
                returned = CallbackOperation.plainResult(body, captured.length);
            }
            if (returned == Action.Overridden.SUPER_CALL) {
                return SubclassMaker.invokeSuper(self, method, args);
            }
            Object result = returned < 0 ? null : env[returned];
            if (result == null && !method.getReturnType().isPrimitive() && method.getReturnType() != void.class) {
                GeneratedCodeFaults.nullReturn();
            }
            return result == null ? CallbackOperation.zero(method.getReturnType()) : result;
        }

        private Object call(CallbackOperation.Call c, Object[] env, Object self) throws Throwable {
            Object[] in = new Object[c.refs().length];
            boolean nullInput = false;
            for (int i = 0; i < in.length; i++) {
                int ref = c.refs()[i];
                in[i] = ref == Action.BodyCall.THIS ? self : env[ref];
                nullInput |= in[i] == null;
            }
            boolean anyNull = nullInput;
            return CallbackOperation.callFromBody(c.operation(), in, t -> failedOnItsOwn(t, anyNull));
        }
    }

    /** Whether the code under test, called by a body with these inputs, failed through no fault of the body. */
    static boolean failedOnItsOwn(Throwable t, boolean nullInput) {
        return t instanceof AssertionError || t instanceof NullPointerException && !nullInput;
    }
}
