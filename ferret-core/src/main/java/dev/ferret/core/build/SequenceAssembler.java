package dev.ferret.core.build;

import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * Assembles a new sequence for an operation (thesis §7.5): for each input, reuse a value already
 * in the chosen sub-sequences, take a new sequence from the pool, use null, use a literal mined
 * from the classes under test, or build a value on demand; then, with probability 0.1, repeat the
 * call up to 100 times.
 */
final class SequenceAssembler {

    static final double REUSE_PROBABILITY = 0.2;
    static final double MINED_LITERAL_PROBABILITY = 0.1;
    static final double SEED_LITERAL_PROBABILITY = 0.25;
    static final double DEMAND_PROBABILITY = 0.03;
    static final double REPEAT_PROBABILITY = 0.1;
    static final double RECEIVER_TYPE_PROBABILITY = 0.5;
    static final double TWIN_PROBABILITY = 0.3;
    static final double KEEP_ARGUMENT_PROBABILITY = 0.5;
    static final int MAX_REPEAT = 100;
    private static final int DEMAND_DEPTH = 3;

    private final ValuePool pool;
    private final DemandProducers demand;
    private final Map<Class<?>, List<LiteralOperation>> minedLiterals;
    private final Map<Class<?>, List<LiteralOperation>> seedLiterals;
    private final double nullRatio;
    private final RandomGenerator random;

    /** A value available for reuse within the parts chosen so far. */
    private record Available(int index, Class<?> runtimeType) { }

    SequenceAssembler(ValuePool pool, DemandProducers demand, Map<Class<?>, List<LiteralOperation>> seedLiterals,
                      Map<Class<?>, List<LiteralOperation>> minedLiterals, double nullRatio, RandomGenerator random) {
        this.seedLiterals = seedLiterals;
        this.pool = pool;
        this.demand = demand;
        this.minedLiterals = minedLiterals;
        this.nullRatio = nullRatio;
        this.random = random;
    }

    /** A new sequence ending in calls of {@code op}, or null if some input cannot be supplied. */
    Sequence assemble(Operation op) {
        List<Sequence> parts = new ArrayList<>();
        List<Available> available = new ArrayList<>();
        int[] offset = {0};
        List<Class<?>> types = op.inputTypes();
        int[] inputs = new int[types.size()];
        Class<?> receiverType = null;
        for (int j = 0; j < inputs.length; j++) {
            Class<?> type = types.get(j);
            int index = -1;
            if (type == Object.class && receiverType != null && random.nextDouble() < RECEIVER_TYPE_PROBABILITY) {
                type = receiverType; // equals(Object), compareTo(Object): compare with a peer
                if (random.nextDouble() < TWIN_PROBABILITY) {
                    index = twin(inputs[0], parts, available, offset);
                }
            }
            if (index < 0) {
                index = choose(op, j, type, parts, available, offset);
            }
            if (index < 0) {
                return null;
            }
            inputs[j] = index;
            if (j == 0 && isInstanceCall(op)) {
                receiverType = runtimeTypeAt(index, available, types.get(0));
            }
        }
        int repeat = random.nextDouble() < REPEAT_PROBABILITY ? 1 + random.nextInt(MAX_REPEAT) : 1;
        List<Statement> tail = new ArrayList<>(repeat);
        for (int r = 0; r < repeat; r++) {
            tail.add(new Statement(op, inputs));
        }
        return Sequence.of(parts, tail);
    }

    private int choose(Operation op, int slot, Class<?> type, List<Sequence> parts, List<Available> available,
                       int[] offset) {
        boolean receiver = slot == 0 && isInstanceCall(op);
        if (!type.isPrimitive() && !receiver && random.nextDouble() < nullRatio) {
            return append(Sequence.single(LiteralOperation.nullOf(type)), parts, offset) ;
        }
        Class<?> wanted = Types.box(type);
        if (random.nextDouble() < REUSE_PROBABILITY) {
            List<Available> compatible = new ArrayList<>();
            for (Available a : available) {
                if (wanted.isAssignableFrom(a.runtimeType())) {
                    compatible.add(a);
                }
            }
            if (!compatible.isEmpty()) {
                return compatible.get(random.nextInt(compatible.size())).index();
            }
        }
        List<LiteralOperation> mined = minedLiterals.get(wanted);
        if (mined != null && random.nextDouble() < MINED_LITERAL_PROBABILITY) {
            return append(Sequence.single(mined.get(random.nextInt(mined.size()))), parts, offset);
        }
        List<LiteralOperation> seeds = seedLiterals.get(wanted);
        if (seeds != null && random.nextDouble() < SEED_LITERAL_PROBABILITY) {
            // the pool of ints and strings fills with results; keep the small seeds in play
            return append(Sequence.single(seeds.get(random.nextInt(seeds.size()))), parts, offset);
        }
        ValuePool.Entry entry = random.nextDouble() < DEMAND_PROBABILITY ? null : pool.select(wanted, random);
        if (entry == null) {
            Sequence built = onDemand(type, DEMAND_DEPTH);
            if (built != null) {
                return append(built, parts, offset) + built.size() - 1;
            }
            entry = pool.select(wanted, random);
            if (entry == null) {
                return -1;
            }
        }
        return appendEntry(entry, parts, available, offset);
    }

    /** Appends a pool entry's sequence, makes its values available for reuse, returns the value's index. */
    private static int appendEntry(ValuePool.Entry entry, List<Sequence> parts, List<Available> available,
                                   int[] offset) {
        int base = append(entry.kept().sequence(), parts, offset);
        KeptSequence kept = entry.kept();
        for (int s = 0; s < kept.reusable().length; s++) {
            available.add(new Available(base + kept.reusable()[s], kept.runtimeTypes()[s]));
        }
        return base + entry.index();
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
        List<Sequence> parts = new ArrayList<>();
        List<Available> available = new ArrayList<>();
        int[] offset = {0};
        int count = 2 + random.nextInt(2);
        int last = -1;
        int[] peers = new int[count];
        for (int i = 0; i < count; i++) {
            int next = last >= 0 && random.nextBoolean() ? twin(last, parts, available, offset) : -1;
            if (next < 0) {
                ValuePool.Entry e = pool.select(c, random);
                if (e == null) {
                    return null;
                }
                next = appendEntry(e, parts, available, offset);
            }
            last = next;
            peers[i] = next;
        }
        return new Combination(Sequence.of(parts, List.of()), peers);
    }

    /** A combined sequence and the indices of the peers whose relations are to be checked. */
    record Combination(Sequence sequence, int[] peers) { }

    /**
     * Builds a near-twin of the value at {@code original}: the call that produced it again, each
     * argument kept with probability 1/2 and chosen afresh otherwise (thesis §7.5, "repeat input
     * parameters"). Peers that differ in one field are what asymmetric and non-transitive equals
     * and compareTo methods need. The parts chosen so far collapse into one, followed by the twin.
     *
     * @return the twin's index, or -1 if the producer has no arguments or one cannot be supplied
     */
    private int twin(int original, List<Sequence> parts, List<Available> available, int[] offset) {
        Sequence whole = Sequence.of(parts, List.of());
        Statement producer = whole.statements()[original];
        Operation op = producer.operation();
        int[] in = producer.inputs();
        if (in.length == 0 || op.isLiteral() || op instanceof dev.ferret.core.model.MethodOperation m && !m.isStatic()) {
            return -1;
        }
        int[] twinInputs = new int[in.length];
        int mustChange = random.nextInt(in.length);
        for (int k = 0; k < in.length; k++) {
            if (k != mustChange && random.nextDouble() < KEEP_ARGUMENT_PROBABILITY) {
                twinInputs[k] = in[k];
            } else {
                int fresh = choose(op, k, op.inputTypes().get(k), parts, available, offset);
                if (fresh < 0) {
                    return -1;
                }
                twinInputs[k] = fresh;
            }
        }
        Sequence collapsed = Sequence.of(parts, List.of(new Statement(op, twinInputs)));
        parts.clear();
        parts.add(collapsed);
        offset[0] = collapsed.size();
        return collapsed.size() - 1;
    }

    private static Class<?> runtimeTypeAt(int index, List<Available> available, Class<?> fallback) {
        for (Available a : available) {
            if (a.index() == index) {
                return a.runtimeType();
            }
        }
        return fallback;
    }

    private static boolean isInstanceCall(Operation op) {
        return op instanceof dev.ferret.core.model.MethodOperation m && !m.isStatic();
    }

    /** Appends a part; returns the index of its first statement. */
    private static int append(Sequence part, List<Sequence> parts, int[] offset) {
        int base = offset[0];
        parts.add(part);
        offset[0] += part.size();
        return base;
    }

    /** A sequence whose last statement produces a value of {@code type} from a demand producer. */
    private Sequence onDemand(Class<?> type, int depth) {
        if (depth == 0) {
            return null;
        }
        List<Operation> producers = demand.producersFor(type);
        if (producers.isEmpty()) {
            return null;
        }
        Operation producer = producers.get(random.nextInt(producers.size()));
        List<Sequence> parts = new ArrayList<>();
        int[] offset = {0};
        int[] inputs = new int[producer.inputTypes().size()];
        for (int j = 0; j < inputs.length; j++) {
            Class<?> t = producer.inputTypes().get(j);
            ValuePool.Entry e = pool.select(Types.box(t), random);
            if (e != null && (Types.isLiteralType(t) || random.nextBoolean())) {
                inputs[j] = append(e.kept().sequence(), parts, offset) + e.index();
                continue;
            }
            Sequence sub = onDemand(t, depth - 1);
            if (sub == null) {
                if (e == null) {
                    return null;
                }
                inputs[j] = append(e.kept().sequence(), parts, offset) + e.index();
            } else {
                inputs[j] = append(sub, parts, offset) + sub.size() - 1;
            }
        }
        return Sequence.of(parts, List.of(new Statement(producer, inputs)));
    }
}
