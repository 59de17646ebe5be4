package dev.ferret.core.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.CallClock;
import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.model.ArrayOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.ContractChecker;
import dev.ferret.core.oracle.ExceptionPolicy;
import dev.ferret.core.testcase.ArrayValue;
import dev.ferret.core.testcase.Check;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a judged sequence asserts of arrays: an array result, and the arrays a void call was given. */
class ArrayObservationsTest {

    private final Judge judge = new Judge(new ContractChecker(List.of()), ExceptionPolicy.defaults(), ValueObserver.NONE);

    /** 2, 1, {@code int[] {2, 1}}, 7, then the last call on the array (and 7 if it takes two arguments). */
    private List<Check> observe(String name, Class<?>... parameters) throws Exception {
        Statement[] flat = {
            new Statement(new LiteralOperation(int.class, 2), new int[0]),
            new Statement(new LiteralOperation(int.class, 1), new int[0]),
            new Statement(new ArrayOperation(int.class, 2), new int[] {0, 1}),
            new Statement(new LiteralOperation(int.class, 7), new int[0]),
            new Statement(new MethodOperation(Arrays.class.getMethod(name, parameters), Arrays.class, Arrays.class,
                    false), parameters.length == 1 ? new int[] {2} : new int[] {2, 3}),
        };
        Judgement j = judge.judgeSlice(flat, CallClock.NONE);
        assertEquals(Judgement.Kind.NORMAL, j.kind());
        return j.observations();
    }

    @Test
    void shouldAssertWhatAVoidCallDidToTheArrayItWasGiven() throws Exception {
        assertEquals(List.of(new Check.ValueCheck(2, null, ArrayValue.of("int", List.of(1, 2)))),
                observe("sort", int[].class));
        assertEquals(List.of(new Check.ValueCheck(2, null, ArrayValue.of("int", List.of(7, 7)))),
                observe("fill", int[].class, int.class));
    }

    @Test
    void shouldAssertTheArrayACallReturnsAndNotTheOneItReads() throws Exception {
        List<Check> copy = observe("copyOf", int[].class, int.class);
        assertTrue(copy.contains(new Check.ValueCheck(4, null, ArrayValue.of("int", List.of(2, 1, 0, 0, 0, 0, 0)))),
                copy.toString());
        assertFalse(copy.stream().anyMatch(c -> ((Check.ValueCheck) c).step() == 2), "the argument: " + copy);
    }
}
