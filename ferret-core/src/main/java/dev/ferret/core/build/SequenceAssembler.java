package dev.ferret.core.build;

import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.ValueTypes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * Assembles a new sequence for an operation (thesis §7.5): each input comes from the first
 * source of the {@link InputChain} that supplies one; then, with probability 0.1, the call is
 * repeated up to 100 times (half of the time, up to {@value #MAX_VARIED} times with fresh literal
 * inputs). An {@code Object} parameter of an instance method is, half of the
 * time, a peer of the receiver's class, sometimes a near-twin of it.
 */
final class SequenceAssembler {

    /** The probability of a value of a user's generator where one fits ({@link GeneratorSource}). */
    static final double GENERATOR_PROBABILITY = 0.5;
    static final double CALLBACK_PROBABILITY = 0.5;
    static final double SUBCLASS_PROBABILITY = 0.3;
    /**
     * The share of collection and map inputs that get a generated skeleton: they reach the
     * methods that take only those, while most such inputs stay the pool's, grown by earlier
     * sequences (at 0.5, collections4's branch coverage fell to that without callbacks).
     */
    static final double COLLECTION_CALLBACK_PROBABILITY = 0.1;
    /** Half of the inputs that a precondition bounds get the boundary: the other half stay random. */
    static final double BOUND_PROBABILITY = 0.5;
    static final double REUSE_PROBABILITY = 0.2;
    /** Probability of a class literal for a {@code Class} parameter, when one fits ({@link ClassSource}). */
    static final double CLASS_PROBABILITY = 0.9;
    /**
     * The share of {@code Path} and {@code File} inputs made afresh inside the temporary directory;
     * the others come from the pool (paths grown by earlier sequences, files the code under test
     * returned) or are null. Strings that name files are always made there (or null).
     */
    static final double SCRATCH_PROBABILITY = 0.6;
    static final double MINED_LITERAL_PROBABILITY = 0.1;
    static final double SEED_LITERAL_PROBABILITY = 0.25;
    static final double DEMAND_PROBABILITY = 0.03;
    static final double REPEAT_PROBABILITY = 0.1;
    /**
     * The share of repeated instance calls whose repetitions after the first take fresh values for
     * their literal inputs ({@code offer(3); offer(-1); offer(10)}): state of the receiver that only
     * distinct values build (a selector's buffer filled past its bound, a sorted structure
     * rebalanced), which the same value repeated never does. Static calls are not varied: each
     * is a test of its own once focused, and long varied runs of them cost their sequence's
     * slicing and focusing much (IntMath).
     */
    static final double VARY_PROBABILITY = 0.5;
    /** The most repetitions with fresh values (each is a statement of its own in the test). */
    static final int MAX_VARIED = 24;
    static final double RECEIVER_TYPE_PROBABILITY = 0.5;
    static final double TWIN_PROBABILITY = 0.3;
    static final double KEEP_ARGUMENT_PROBABILITY = 0.5;
    static final int MAX_REPEAT = 100;

    private final InputChain chain;
    private final ValuePool pool;
    private final RandomGenerator random;
    private final CallbackTrigger trigger;

    /** A combined sequence and the indices of the peers whose relations are to be checked. */
    record Combination(Sequence sequence, int[] peers) { }

    SequenceAssembler(InputChain chain, ValuePool pool, RandomGenerator random) {
        this(chain, pool, null, random);
    }

    /** @param trigger follows calls that receive a generated implementation; null for never */
    SequenceAssembler(InputChain chain, ValuePool pool, CallbackTrigger trigger, RandomGenerator random) {
        this.chain = chain;
        this.pool = pool;
        this.random = random;
        this.trigger = trigger;
    }

    /** An assembler with the {@linkplain #standardChain standard chain}, without callbacks. */
    SequenceAssembler(ValuePool pool, DemandProducers demand, Map<Class<?>, List<LiteralOperation>> seedLiterals,
                      Map<Class<?>, List<LiteralOperation>> minedLiterals, double nullRatio, RandomGenerator random) {
        this(standardChain(pool, demand, seedLiterals, minedLiterals, nullRatio, List.of(), false, null,
                UserGenerators.NONE), pool, random);
    }

    /**
     * An assembler with the {@linkplain #standardChain standard chain}.
     *
     * @param operations the operations under test: bodies of generated implementations call them,
     *     and their observers supply the boundaries of parameters that preconditions bound
     * @param callbacks whether interface inputs may get generated implementations
     */
    SequenceAssembler(ValuePool pool, DemandProducers demand, Map<Class<?>, List<LiteralOperation>> seedLiterals,
                      Map<Class<?>, List<LiteralOperation>> minedLiterals, double nullRatio,
                      List<Operation> operations, boolean callbacks, RandomGenerator random) {
        this(pool, demand, seedLiterals, minedLiterals, nullRatio, operations, callbacks, null, random);
    }

    /**
     * An assembler with the {@linkplain #standardChain standard chain}.
     *
     * @param scratch file-system values inside the run's scratch directory; null for a run without one
     */
    SequenceAssembler(ValuePool pool, DemandProducers demand, Map<Class<?>, List<LiteralOperation>> seedLiterals,
                      Map<Class<?>, List<LiteralOperation>> minedLiterals, double nullRatio,
                      List<Operation> operations, boolean callbacks, ScratchValues scratch, RandomGenerator random) {
        this(pool, demand, seedLiterals, minedLiterals, nullRatio, operations, callbacks, scratch, UserGenerators.NONE,
                random);
    }

    /**
     * An assembler with the {@linkplain #standardChain standard chain}.
     *
     * @param generators the user's generators, whose values are inputs beside the engine's own
     */
    SequenceAssembler(ValuePool pool, DemandProducers demand, Map<Class<?>, List<LiteralOperation>> seedLiterals,
                      Map<Class<?>, List<LiteralOperation>> minedLiterals, double nullRatio,
                      List<Operation> operations, boolean callbacks, ScratchValues scratch, UserGenerators generators,
                      RandomGenerator random) {
        this(standardChain(pool, demand, seedLiterals, minedLiterals, nullRatio, operations, callbacks, scratch,
                generators), pool, callbacks ? new CallbackTrigger(operations) : null, random);
    }

    /**
     * The standard input sources, in order: a value of one of the user's {@code generators} whose
     * type fits ({@value #GENERATOR_PROBABILITY}, {@link GeneratorSource}), a generated implementation of an interface
     * ({@value #CALLBACK_PROBABILITY}, interface inputs other than the receiver, when
     * {@code callbackOperations} is given; with bodies that respect their contract for
     * iterators, iterables and comparators; forwarding skeleton subclasses for collections and
     * maps, {@value #COLLECTION_CALLBACK_PROBABILITY}, {@link CollectionCallbackSource}), a generated subclass ({@value #SUBCLASS_PROBABILITY},
     * inputs of open classes and, sometimes, receivers of the classes under test;
     * {@link SubclassSource}), the boundary a precondition sets by an observer of the receiver
     * ({@value #BOUND_PROBABILITY}, {@link BoundSource}), null ({@code nullRatio}, reference inputs other than
     * the receiver), when {@code scratch} is given a string of the code under test that names a file
     * inside the scratch directory (always; {@link ScratchSource}), reuse of a value already chosen
     * (0.2), a class literal for a {@code Class} parameter ({@value #CLASS_PROBABILITY},
     * {@link ClassSource}), when {@code scratch} is given a path or file inside the scratch directory
     * ({@value #SCRATCH_PROBABILITY}), a mined literal (0.1), a seed literal (0.25), a value built on demand (0.03; its
     * paths and files inside the scratch directory too), a value from the pool, and a value built on
     * demand when the pool has none.
     */
    static InputChain standardChain(ValuePool pool, DemandProducers demand,
                                    Map<Class<?>, List<LiteralOperation>> seedLiterals,
                                    Map<Class<?>, List<LiteralOperation>> minedLiterals, double nullRatio,
                                    List<Operation> operations, boolean callbacks, ScratchValues scratch,
                                    UserGenerators generators) {
        DemandSource onDemand = new DemandSource(pool, demand, scratch);
        List<InputChain.Link> links = new ArrayList<>();
        if (generators.size() > 0) {
            links.add(new InputChain.Link(new GeneratorSource(generators.factories()), GENERATOR_PROBABILITY));
        }
        if (callbacks) {
            links.add(new InputChain.Link(new CallbackSource(operations), CALLBACK_PROBABILITY));
            links.add(new InputChain.Link(new ContractCallbackSource(), CALLBACK_PROBABILITY));
            links.add(new InputChain.Link(new CollectionCallbackSource(), COLLECTION_CALLBACK_PROBABILITY));
            links.add(new InputChain.Link(new SubclassSource(operations, pool), SUBCLASS_PROBABILITY));
        }
        links.addAll(List.of(
                new InputChain.Link(new BoundSource(operations), BOUND_PROBABILITY),
                new InputChain.Link(new NullSource(), nullRatio)));
        if (scratch != null) { // before reuse: a string reused would be a name relative to the working directory
            links.add(new InputChain.Link(new ScratchSource(scratch, new PathParameters()), InputChain.ALWAYS));
        }
        links.add(new InputChain.Link(new ReuseSource(), REUSE_PROBABILITY));
        links.add(new InputChain.Link(new ClassSource(operations, minedLiterals), CLASS_PROBABILITY));
        if (scratch != null) {
            links.add(new InputChain.Link(new ScratchSource(scratch, null), SCRATCH_PROBABILITY));
        }
        links.addAll(List.of(
                new InputChain.Link(new LiteralSource(minedLiterals), MINED_LITERAL_PROBABILITY),
                new InputChain.Link(new LiteralSource(seedLiterals), SEED_LITERAL_PROBABILITY),
                new InputChain.Link(onDemand, DEMAND_PROBABILITY),
                new InputChain.Link(new PoolSource(pool), InputChain.ALWAYS),
                new InputChain.Link(onDemand, InputChain.ALWAYS)));
        return new InputChain(links);
    }

    /** A new sequence ending in calls of {@code op}, or null if some input cannot be supplied. */
    Sequence assemble(Operation chosen) {
        Operation op = TypeArgumentChoice.instantiate(chosen, random);
        Assembly assembly = new Assembly();
        List<Class<?>> types = op.inputTypes();
        int[] inputs = new int[types.size()];
        Class<?>[] asked = new Class<?>[types.size()];
        Class<?> receiverType = null;
        java.lang.reflect.Type receiverDeclared = null;
        for (int j = 0; j < inputs.length; j++) {
            Class<?> type = types.get(j);
            Class<?> instantiated = j > 0 ? ValueTypes.parameterClass(op, receiverDeclared, j) : null;
            type = instantiated != null ? instantiated : type; // add(E) of a TreeSet<String> takes a String
            int index = -1;
            if (type == Object.class && receiverType != null && random.nextDouble() < RECEIVER_TYPE_PROBABILITY) {
                type = receiverType; // equals(Object), compareTo(Object): compare with a peer
                if (random.nextDouble() < TWIN_PROBABILITY) {
                    index = twin(inputs[0], assembly);
                }
            }
            if (index < 0) {
                int receiver = j > 0 && isInstanceCall(op) ? inputs[0] : -1;
                index = chain.supply(new InputRequest(op, j, type, assembly, random, receiver));
            }
            if (index < 0 || !ClassSource.fits(op, j, assembly.statementAt(index))) {
                return null; // a class literal from the pool that the parameter's type argument rules out
            }
            inputs[j] = index;
            asked[j] = type;
            if (j == 0 && isInstanceCall(op)) {
                receiverType = assembly.runtimeTypeAt(index, types.get(0));
                receiverDeclared = assembly.declaredTypeAt(index, op);
            }
        }
        Statement follow = trigger == null ? null : trigger.follow(op, inputs, assembly, chain, random);
        if (follow != null) {
            return assembly.sequence(List.of(new Statement(op, inputs), follow));
        }
        int repeat = random.nextDouble() < REPEAT_PROBABILITY ? 1 + random.nextInt(MAX_REPEAT) : 1;
        boolean vary = repeat > 1 && isInstanceCall(op) && random.nextDouble() < VARY_PROBABILITY;
        repeat = vary ? Math.min(repeat, MAX_VARIED) : repeat;
        List<Statement> tail = new ArrayList<>(repeat);
        for (int r = 0; r < repeat; r++) {
            int[] previous = r == 0 ? inputs : tail.get(r - 1).inputs();
            tail.add(new Statement(op, r > 0 && vary ? varied(op, previous, asked, assembly) : inputs));
        }
        return assembly.sequence(tail);
    }

    /**
     * The inputs of a repetition of {@code op}: for each input of a literal type asked for
     * ({@code asked}), a literal the previous repetition's becomes ({@link LiteralVariants#newValue}:
     * a neighbour, its negation, 0; so the values walk apart) or, where that was no literal, a
     * fresh value from the chain; the receiver and the other inputs as the previous repetition's.
     */
    private int[] varied(Operation op, int[] previous, Class<?>[] asked, Assembly assembly) {
        int[] in = previous.clone();
        int receiver = isInstanceCall(op) ? previous[0] : -1;
        for (int j = receiver < 0 ? 0 : 1; j < in.length; j++) {
            if (!dev.ferret.core.model.Types.isLiteralType(asked[j])) {
                continue;
            }
            int index;
            if (assembly.statementAt(in[j]).operation() instanceof LiteralOperation lit && lit.value() != null) {
                Class<?> type = lit.outputType().isPrimitive() ? lit.outputType()
                        : dev.ferret.core.model.Types.unbox(lit.outputType());
                Object value = LiteralVariants.newValue(type == null ? String.class : type, lit.value(), List.of(), random);
                index = assembly.append(Sequence.single(new LiteralOperation(lit.outputType(), value)));
            } else {
                index = chain.supply(new InputRequest(op, j, asked[j], assembly, random, receiver));
            }
            in[j] = index >= 0 && ClassSource.fits(op, j, assembly.statementAt(index)) ? index : in[j];
        }
        return in;
    }

    /**
     * Concatenates two or three values of class {@code c}, with no new call: each is taken from the
     * pool or, half of the time, built as a near-twin of the previous one (see {@link #twin}).
     * Executing the result checks binary and ternary contracts across values that were built
     * separately (thesis §5.3.1, sequence-level oracles).
     *
     * @return the combination, or null if the pool has no value of {@code c}
     */
    Combination combine(Class<?> c) {
        Assembly assembly = new Assembly();
        int count = 2 + random.nextInt(2);
        int last = -1;
        int[] peers = new int[count];
        for (int i = 0; i < count; i++) {
            int next = last >= 0 && random.nextBoolean() ? twin(last, assembly) : -1;
            if (next < 0) {
                ValuePool.Entry e = pool.select(c, random);
                if (e == null) {
                    return null;
                }
                next = assembly.appendEntry(e);
            }
            last = next;
            peers[i] = next;
        }
        return new Combination(assembly.sequence(List.of()), peers);
    }

    /**
     * Builds a near-twin of the value at {@code original}: the call that produced it again, each
     * argument kept with probability 1/2 and chosen afresh otherwise (thesis §7.5, "repeat input
     * parameters"). Peers that differ in one field are what asymmetric and non-transitive equals
     * and compareTo methods need. The parts chosen so far collapse into one, followed by the twin.
     *
     * @return the twin's index, or -1 if the producer has no arguments or one cannot be supplied
     */
    private int twin(int original, Assembly assembly) {
        Statement producer = assembly.statementAt(original);
        Operation op = producer.operation();
        int[] in = producer.inputs();
        if (in.length == 0 || op.isLiteral() || isInstanceCall(op)) {
            return -1;
        }
        int[] twinInputs = new int[in.length];
        int mustChange = random.nextInt(in.length);
        for (int k = 0; k < in.length; k++) {
            if (k != mustChange && random.nextDouble() < KEEP_ARGUMENT_PROBABILITY) {
                twinInputs[k] = in[k];
            } else {
                int fresh = chain.supply(new InputRequest(op, k, op.inputTypes().get(k), assembly, random));
                if (fresh < 0) {
                    return -1;
                }
                twinInputs[k] = fresh;
            }
        }
        return assembly.collapseWith(new Statement(op, twinInputs));
    }

    static boolean isInstanceCall(Operation op) {
        return op instanceof MethodOperation m && !m.isStatic();
    }
}
