package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.contracts.Requires;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.select.OperationExtractor;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

public class BoundSourceTest {

    /** A class whose {@code fill} a precondition bounds by {@code room()}; {@code strict} is bounded strictly. */
    public static class Tank {
        public int room() {
            return 4;
        }

        @Requires("room() >= n")
        public void fill(int n) {
        }

        @Requires("n < room()")
        public void strict(int n) {
        }
    }

    private static Operation named(List<Operation> ops, String name) {
        return ops.stream().filter(o -> o.signature().contains("." + name + "(")).findFirst().orElseThrow();
    }

    /** How many of 400 assembled calls of {@code name} take their int from {@code room()} called on their receiver just before. */
    private static int boundedCalls(String name) {
        List<Operation> ops = OperationExtractor.operationsOf(Tank.class);
        ValuePool pool = new ValuePool(1_000, List.of());
        SplittableRandom random = new SplittableRandom(7);
        SequenceAssembler assembler = new SequenceAssembler(pool, new DemandProducers(), Map.of(), Map.of(), 0.0,
                ops, false, random);
        pool.add(new KeptSequence(assembler.assemble(named(ops, "<init>")),
                new int[] {0}, new Class<?>[] {Tank.class}, new Class<?>[] {Tank.class}));
        pool.add(new KeptSequence(Sequence.single(new LiteralOperation(int.class, 2)), new int[] {0},
                new Class<?>[] {Integer.class}, new Class<?>[] {int.class}));
        int bounded = 0;
        for (int i = 0; i < 400; i++) {
            Sequence s = assembler.assemble(named(ops, name));
            Statement[] st = s.statements();
            Statement call = st[st.length - 1];
            Statement feeder = st[call.inputs()[1]];
            if (feeder.operation() instanceof MethodOperation m && m.method().getName().equals("room")) {
                assertEquals(call.inputs()[0], feeder.inputs()[0], "room() is called on the receiver");
                assertEquals(call.operation(), st[call.inputs()[1] + 1].operation(), "just before the (first) call");
                bounded++;
            }
        }
        return bounded;
    }

    @Test
    void shouldGiveABoundedParameterItsBoundAboutHalfOfTheTime() {
        int bounded = boundedCalls("fill");
        assertTrue(bounded > 120 && bounded < 280, "about half of 400: " + bounded);
    }

    @Test
    void shouldLeaveAStrictlyBoundedParameterAlone() {
        assertEquals(0, boundedCalls("strict"));
    }
}
