package dev.ferret.coverage.mutation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.coverage.runtime.MutantSwitch;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class MutantWriterTest {

    private static final int INDEX = 3;
    private Class<?> mutated;

    @BeforeEach
    void load() throws Exception {
        byte[] original;
        try (InputStream in = Arith.class.getResourceAsStream("Arith.class")) {
            original = in.readAllBytes();
        }
        byte[] bytes = MutantWriter.mutate(original, INDEX);
        assertTrue(!Arrays.equals(original, bytes), "the class has mutation points");
        MutantSwitch.open((INDEX + 1) * MutantSwitch.PER_CLASS);
        mutated = new ClassLoader(getClass().getClassLoader()) {
            Class<?> define() {
                return defineClass(Arith.class.getName(), bytes, 0, bytes.length);
            }
        }.define();
    }

    @AfterEach
    void close() {
        MutantSwitch.close();
    }

    /** What {@code method} returns with each mutant its run reaches on, in id order. */
    private List<Object> underEachMutant(String method, Object... args) throws Exception {
        Method m = Arrays.stream(mutated.getMethods()).filter(x -> x.getName().equals(method)).findFirst().orElseThrow();
        MutantSwitch.reached();
        m.invoke(null, args);
        int[] reached = MutantSwitch.reached();
        Arrays.sort(reached);
        List<Object> out = new ArrayList<>();
        for (int id : reached) {
            assertTrue(id >= INDEX * MutantSwitch.PER_CLASS && id < (INDEX + 1) * MutantSwitch.PER_CLASS, "id " + id);
            MutantSwitch.activate(id);
            try {
                out.add(m.invoke(null, args));
            } finally {
                MutantSwitch.deactivate();
            }
        }
        return out;
    }

    @Test
    void shouldComputeTheOriginalWithNoMutantOn() throws Exception {
        assertEquals(5, mutated.getMethod("add", int.class, int.class).invoke(null, 2, 3));
        assertEquals(true, mutated.getMethod("less", int.class, int.class).invoke(null, 1, 2));
        assertEquals(4, mutated.getMethod("count", int.class).invoke(null, 4));
        assertEquals(-7L, mutated.getMethod("negate", long.class).invoke(null, 7L));
        assertEquals(20L, mutated.getMethod("shift", long.class, int.class).invoke(null, 5L, 2));
    }

    @Test
    void shouldReplaceArithmeticAndReturnValues() throws Exception {
        assertEquals(List.of(-1, 0), underEachMutant("add", 2, 3), "a - b, then 0 returned");
        assertEquals(List.of(6.0, 0.0), underEachMutant("half", 3.0), "d * 2, then 0 returned");
        assertEquals(List.of(1L, 0L), underEachMutant("shift", 5L, 2), "v >> by, then 0 returned");
        assertEquals(List.of(7L, 0L), underEachMutant("negate", 7L), "the negation removed, then 0 returned");
        List<Object> copies = underEachMutant("copy", (Object) new int[] {1});
        assertEquals(1, copies.size());
        assertSame(null, copies.get(0), "a reference result becomes null");
    }

    @Test
    void shouldNegateConditionsAndMoveTheirBoundaries() throws Exception {
        // a < b, compiled as a jump on a >= b: negated, boundary moved, then true and false returned
        assertEquals(List.of(false, true, true, false), underEachMutant("less", 1, 2));
        assertEquals(List.of(true, true, true, false), underEachMutant("less", 2, 2),
                "only the moved boundary and the true return tell 2 < 2 apart");
        assertEquals(List.of(true, true, false), underEachMutant("isNull", "x"), "negated, then true and false");
    }

    @Test
    void shouldRemoveCallsOfMethodsReturningNothing() throws Exception {
        List<Object> filled = underEachMutant("filled", 2);
        assertEquals(2, filled.size(), "the call of Arrays.fill removed, then null returned");
        assertTrue(Arrays.equals(new int[] {0, 0}, (int[]) filled.get(0)), Arrays.toString((int[]) filled.get(0)));
        assertSame(null, filled.get(1));
        assertEquals(Arrays.asList("", null), underEachMutant("noted", "x"),
                "a virtual call in the package removed, then null returned");
    }

    @Test
    void shouldRecordEachPointOnceAndStopARunawayMutant() throws Exception {
        Method count = mutated.getMethod("count", int.class);
        MutantSwitch.reached();
        count.invoke(null, 3);
        int[] reached = MutantSwitch.reached();
        assertEquals(reached.length, new HashSet<>(Arrays.stream(reached).boxed().toList()).size(), "each id once");
        assertEquals(0, MutantSwitch.reached().length, "forgotten once read");
        Set<String> outcomes = new HashSet<>();
        for (int id : reached) {
            MutantSwitch.activate(id);
            try {
                outcomes.add(String.valueOf(count.invoke(null, 3)));
            } catch (InvocationTargetException e) {
                outcomes.add(e.getCause().getClass().getSimpleName());
            } finally {
                MutantSwitch.deactivate();
            }
        }
        assertTrue(outcomes.contains("MutantRanAway"), "a loop stepping the wrong way runs away: " + outcomes);
        assertTrue(outcomes.contains("0"), outcomes.toString());
        assertThrows(IllegalArgumentException.class, () -> MutantSwitch.ibin(1, 2, 0, -1), "not an arithmetic opcode");
    }
}
