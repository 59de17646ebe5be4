package dev.ferret.core.build;

import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.SubclassOperation;
import dev.ferret.core.model.Types;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * A generated subclass (Klein, Flatt and Findler's generated objects, for classes): for an input
 * whose type is an open class ({@link Subclassing}), an abstract class or a non-final class with
 * a constructor a test can call, and, with probability {@value #RECEIVER_SHARE}, for a receiver
 * of a class under test (a derived class of the class under test used like any other value).
 * The subclass calls a random constructor of the class, its arguments from the sequence's values,
 * small literals or the pool; it overrides every abstract method and each overridable concrete
 * method with probability {@value #OVERRIDE_PROBABILITY} (at least one), at most
 * {@value #MAX_METHODS} in all. Bodies are made by {@link SubclassBodies}.
 */
final class SubclassSource implements InputSource {

    /** The share of receivers (of the classes under test) that get a generated subclass when asked. */
    static final double RECEIVER_SHARE = 0.1;
    /** The probability that a concrete overridable method is overridden. */
    static final double OVERRIDE_PROBABILITY = 0.5;
    static final int MAX_METHODS = 8;

    private final Subclassing subclassing;
    private final Set<Class<?>> classesUnderTest;
    private final List<MethodOperation> imperative;
    private final ValuePool pool;

    /**
     * @param operations the operations under test: their classes are the classes under test, and
     *     bodies call their imperative instance methods
     * @param pool where constructor arguments come from when the sequence and literals have none
     */
    SubclassSource(List<Operation> operations, ValuePool pool) {
        Set<Class<?>> owners = new LinkedHashSet<>();
        List<MethodOperation> found = new ArrayList<>();
        for (Operation op : operations) {
            if (op.owner() != null) {
                owners.add(op.owner());
            }
            if (op instanceof MethodOperation m && !m.isStatic() && CallbackSource.imperative(m.method())) {
                found.add(m);
            }
        }
        this.classesUnderTest = Set.copyOf(owners);
        this.subclassing = new Subclassing(owners);
        this.imperative = List.copyOf(found);
        this.pool = pool;
    }

    @Override
    public boolean applies(InputRequest request) {
        Class<?> type = request.type();
        if (request.isReceiver() && !classesUnderTest.contains(type)) {
            return false;
        }
        return subclassing.isOpen(type);
    }

    @Override
    public int supply(InputRequest request) {
        RandomGenerator random = request.random();
        if (request.isReceiver() && random.nextDouble() >= RECEIVER_SHARE) {
            return -1;
        }
        Class<?> type = request.type();
        List<Constructor<?>> constructors = subclassing.constructors(type);
        Subclassing.Methods methods = subclassing.methods(type);
        if (constructors.isEmpty() || methods == null) {
            return -1;
        }
        List<Method> overridden = chooseMethods(methods, random);
        if (overridden == null) {
            return -1;
        }
        Constructor<?> constructor = constructors.get(random.nextInt(constructors.size()));
        SubclassBodies bodies = new SubclassBodies(request, type, imperative);
        List<Integer> args = new ArrayList<>();
        for (Class<?> p : constructor.getParameterTypes()) {
            int arg = constructorArgument(request, bodies, p);
            if (arg < 0) {
                return -1;
            }
            args.add(arg);
        }
        List<CallbackOperation.Body> made = new ArrayList<>();
        for (Method m : overridden) {
            CallbackOperation.Body body = bodies.body(m);
            if (body == null) {
                return -1;
            }
            made.add(body);
        }
        List<Class<?>> inputTypes = new ArrayList<>(List.of(constructor.getParameterTypes()));
        inputTypes.addAll(bodies.capturedTypes());
        List<Integer> inputs = new ArrayList<>(args);
        inputs.addAll(bodies.captured());
        List<CallbackOperation.Body> resolved = new ArrayList<>();
        for (CallbackOperation.Body b : made) {
            resolved.add(bodies.resolve(b, args.size()));
        }
        Class<?> owner = classesUnderTest.contains(type) ? type : null;
        String unbounded = new SubclassOperation(type, List.of(constructor.getParameterTypes()), inputTypes, resolved,
                owner).signature();
        SubclassOperation op = new SubclassOperation(type, List.of(constructor.getParameterTypes()), inputTypes,
                resolved, owner, CallbackSource.reentries(resolved, unbounded, request.available().size()));
        return request.appendStatement(new Statement(op, inputs.stream().mapToInt(Integer::intValue).toArray()));
    }

    /** Every abstract method and a random subset of the concrete ones (at least one method); null if too many. */
    private static List<Method> chooseMethods(Subclassing.Methods methods, RandomGenerator random) {
        List<Method> chosen = new ArrayList<>(methods.abstracts());
        for (Method m : methods.concrete()) {
            if (random.nextDouble() < OVERRIDE_PROBABILITY) {
                chosen.add(m);
            }
        }
        if (chosen.isEmpty() && !methods.concrete().isEmpty()) {
            chosen.add(methods.concrete().get(random.nextInt(methods.concrete().size())));
        }
        return chosen.isEmpty() || chosen.size() > MAX_METHODS ? null : chosen;
    }

    /** A constructor argument: a value of the sequence, a small literal, or a pool value; -1 for none. */
    private int constructorArgument(InputRequest request, SubclassBodies bodies, Class<?> type) {
        List<Assembly.Available> fitting = new ArrayList<>();
        for (Assembly.Available a : request.available()) {
            if (Types.box(type).isAssignableFrom(a.runtimeType())) {
                fitting.add(a);
            }
        }
        RandomGenerator random = request.random();
        if (!fitting.isEmpty() && random.nextBoolean()) {
            return fitting.get(random.nextInt(fitting.size())).index();
        }
        Class<?> literalType = SubclassBodies.literalType(type);
        if (literalType != null) {
            int index = request.append(Sequence.single(
                    new LiteralOperation(literalType, SubclassBodies.literal(literalType, random))));
            bodies.own(index, literalType);
            return index;
        }
        if (!fitting.isEmpty()) {
            return fitting.get(random.nextInt(fitting.size())).index();
        }
        ValuePool.Entry entry = pool.select(Types.box(type), random);
        return entry == null ? -1 : request.appendEntry(entry);
    }
}
