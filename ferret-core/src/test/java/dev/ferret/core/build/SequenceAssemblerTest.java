package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import dev.ferret.core.select.OperationExtractor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class SequenceAssemblerTest {

    private static ValuePool seededPool() {
        List<KeptSequence> seeds = new ArrayList<>();
        for (LiteralOperation lit : SeedLiterals.defaults()) {
            seeds.add(new KeptSequence(Sequence.single(lit), new int[] {0},
                    new Class<?>[] {Types.box(lit.outputType())}, new Class<?>[] {lit.outputType()}));
        }
        return new ValuePool(10_000, seeds);
    }

    private static Map<Class<?>, List<LiteralOperation>> seedsByType() {
        Map<Class<?>, List<LiteralOperation>> out = new java.util.LinkedHashMap<>();
        for (LiteralOperation lit : SeedLiterals.defaults()) {
            out.computeIfAbsent(Types.box(lit.outputType()), k -> new ArrayList<>()).add(lit);
        }
        return out;
    }

    /** Assembles and runs many sequences, checking that every input is wired to a compatible earlier value. */
    private static int assembleAndCheck(List<Operation> ops, long seed, int rounds) {
        ValuePool pool = seededPool();
        SplittableRandom random = new SplittableRandom(seed);
        SequenceAssembler assembler = new SequenceAssembler(pool, new DemandProducers(), seedsByType(), Map.of(), 0.05, random);
        int normal = 0;
        for (int r = 0; r < rounds; r++) {
            Operation op = ops.get(random.nextInt(ops.size()));
            Sequence seq = assembler.assemble(op);
            if (seq == null) {
                continue;
            }
            if (seq.size() > 100) {
                continue; // as the generator does
            }
            Statement[] flat = seq.statements();
            assertEquals(seq.size(), flat.length);
            Statement last = flat[flat.length - 1];
            assertEquals(op, last.operation().origin(), "the sequence ends in a call of the chosen operation");
            Object[] values = new Object[flat.length];
            boolean failed = false;
            List<Integer> reusable = new ArrayList<>();
            for (int i = 0; i < flat.length && !failed; i++) {
                Statement s = flat[i];
                assertEquals(s.operation().inputTypes().size(), s.inputs().length, s.operation().signature());
                Object[] args = new Object[s.inputs().length];
                for (int j = 0; j < args.length; j++) {
                    int in = s.inputs()[j];
                    assertTrue(in >= 0 && in < i, "input " + in + " of statement " + i + " must be earlier");
                    Class<?> wanted = s.operation().inputTypes().get(j);
                    args[j] = values[in];
                    assertTrue(args[j] == null ? !wanted.isPrimitive() : Types.box(wanted).isInstance(args[j]),
                            s.operation().signature() + " input " + j + " got " + args[j]);
                    assertTrue(flat[in].operation().outputType() != void.class, "void values are never inputs");
                }
                try {
                    values[i] = s.operation().execute(args);
                    if (values[i] != null && values[i].getClass() != void.class && !(values[i] instanceof Map)
                            && !Values.isLarge(values[i])) {
                        reusable.add(i);
                    }
                } catch (Throwable t) {
                    assertTrue(!(t instanceof ClassCastException && t.getStackTrace().length > 0
                            && t.getStackTrace()[0].getClassName().startsWith("java.lang.invoke")),
                            "wiring error: " + t);
                    failed = true;
                }
            }
            if (!failed && !reusable.isEmpty()) {
                normal++;
                int[] idx = reusable.stream().mapToInt(Integer::intValue).toArray();
                Class<?>[] runtime = new Class<?>[idx.length];
                Class<?>[] declared = new Class<?>[idx.length];
                for (int k = 0; k < idx.length; k++) {
                    runtime[k] = values[idx[k]].getClass();
                    declared[k] = flat[idx[k]].operation().outputType();
                }
                pool.add(new KeptSequence(seq, idx, runtime, declared));
            }
        }
        return normal;
    }

    private static final class Values {
        static boolean isLarge(Object v) {
            return dev.ferret.core.model.Values.isLarge(v);
        }
    }

    /** Without index pruning, repeated {@code list.addAll(list)} doubles a list until memory runs out. */
    private static List<Operation> withoutSelfGrowth(Class<?> c) {
        return OperationExtractor.operationsOf(c).stream().filter(o -> !o.signature().contains(".addAll(")).toList();
    }

    @Test
    void shouldWireEveryInputToACompatibleEarlierValueForArrayList() {
        int normal = assembleAndCheck(withoutSelfGrowth(ArrayList.class), 11, 1_500);
        assertTrue(normal > 100, "most ArrayList sequences run normally: " + normal);
    }

    @Test
    void shouldWireEveryInputToACompatibleEarlierValueForTreeMap() {
        int normal = assembleAndCheck(withoutSelfGrowth(TreeMap.class), 5, 1_500);
        assertTrue(normal > 50, "some TreeMap sequences run normally: " + normal);
    }

    @Test
    void shouldAssembleTheSameSequencesForTheSameSeed() {
        List<Operation> ops = OperationExtractor.operationsOf(ArrayList.class);
        List<Long> a = fingerprints(ops, 3);
        List<Long> b = fingerprints(ops, 3);
        assertEquals(a, b);
        assertTrue(a.size() > 50);
    }

    private static List<Long> fingerprints(List<Operation> ops, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        SequenceAssembler assembler = new SequenceAssembler(seededPool(), new DemandProducers(), seedsByType(), Map.of(), 0.05,
                random);
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            Sequence s = assembler.assemble(ops.get(random.nextInt(ops.size())));
            out.add(s == null ? 0L : Sequence.fingerprint(s.statements()));
        }
        return out;
    }

    @Test
    void shouldUseMinedLiteralsSometimes() throws Exception {
        LiteralOperation marker = new LiteralOperation(String.class, "ferret-marker");
        SplittableRandom random = new SplittableRandom(1);
        SequenceAssembler assembler = new SequenceAssembler(seededPool(), new DemandProducers(), Map.of(),
                Map.of(String.class, List.of(marker)), 0.0, random);
        Operation concat = new dev.ferret.core.model.MethodOperation(String.class.getMethod("concat", String.class),
                String.class, String.class, false);
        int used = 0;
        for (int i = 0; i < 300; i++) {
            Sequence s = assembler.assemble(concat);
            for (Statement st : s.statements()) {
                used += st.operation() == marker ? 1 : 0;
            }
        }
        assertTrue(used > 0 && used < 300, "mined literals are used with probability 0.1 per input: " + used);
    }

    @Test
    void shouldGiveSomeRepeatedCallsFreshLiteralInputs() throws Exception {
        SplittableRandom random = new SplittableRandom(2);
        SequenceAssembler assembler = new SequenceAssembler(seededPool(), new DemandProducers(), seedsByType(), Map.of(),
                0.0, random);
        Operation add = new dev.ferret.core.model.MethodOperation(ArrayList.class.getMethod("add", Object.class),
                ArrayList.class, ArrayList.class, false);
        int same = 0;
        int varied = 0;
        for (int i = 0; i < 1_000; i++) {
            Sequence s = assembler.assemble(add);
            Statement[] flat = s == null ? new Statement[0] : s.statements();
            int n = flat.length;
            if (n < 3 || flat[n - 1].operation() != add || flat[n - 2].operation() != add
                    || flat[n - 1].inputs()[0] != flat[n - 2].inputs()[0]) {
                continue; // not repeated
            }
            if (java.util.Arrays.equals(flat[n - 1].inputs(), flat[n - 2].inputs())) {
                same++;
            } else {
                varied++;
                assertTrue(n - 1 - firstOf(flat, add) < SequenceAssembler.MAX_VARIED, "at most MAX_VARIED calls");
            }
        }
        assertTrue(same > 0 && varied > 0, "repeated as they were, or with fresh values: " + same + " / " + varied);
    }

    private static int firstOf(Statement[] flat, Operation op) {
        int first = flat.length - 1;
        while (first > 0 && flat[first - 1].operation() == op && flat[first - 1].inputs()[0] == flat[first].inputs()[0]) {
            first--;
        }
        return first;
    }
}
