package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.CallClock;
import dev.ferret.core.execution.Execution;
import dev.ferret.core.execution.SequenceExecutor;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import java.util.List;
import java.util.SplittableRandom;

/** Test helper: a value an input source supplies, executed, for sources' unit tests. */
final class SuppliedInput {

    private SuppliedInput() {
    }

    /**
     * Asks {@code source} for a {@code type} input of {@code Objects.equals}'s second slot after
     * two strings ("b", "a") in the sequence, checks the statement it made is of {@code made},
     * runs the sequence (which must not fail) and returns the value.
     */
    static Object supply(InputSource source, Class<?> type, int seed, Class<? extends Operation> made)
            throws Exception {
        Assembly assembly = new Assembly();
        for (String s : List.of("b", "a")) {
            Sequence literal = Sequence.single(new LiteralOperation(String.class, s));
            assembly.appendEntry(new ValuePool(10, List.of(new KeptSequence(literal, new int[] {0},
                    new Class<?>[] {String.class}, new Class<?>[] {String.class}))).select(String.class,
                    new SplittableRandom(seed)));
        }
        MethodOperation user = new MethodOperation(java.util.Objects.class.getMethod("equals", Object.class,
                Object.class), java.util.Objects.class, java.util.Objects.class, false);
        InputRequest request = new InputRequest(user, 1, type, assembly, new SplittableRandom(seed));
        assertTrue(source.applies(request));
        int index = source.supply(request);
        Statement[] flat = assembly.sequence(List.of()).statements();
        assertTrue(made.isInstance(flat[index].operation()), () -> flat[index].operation().getClass().getName());
        Execution ex = SequenceExecutor.execute(flat, CallClock.NONE);
        assertFalse(ex.failed(), () -> String.valueOf(ex.thrown()));
        return ex.values()[index];
    }
}
