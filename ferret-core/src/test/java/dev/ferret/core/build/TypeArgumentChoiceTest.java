package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.ferret.core.model.ConstructorOperation;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class TypeArgumentChoiceTest {

    /** A class whose bound admits Integer only. */
    public static final class Numbers<N extends Number> {
        public Numbers() {
        }
    }

    /** A class whose bound admits neither. */
    public static final class Enums<E extends Enum<E>> {
        public Enums() {
        }
    }

    @Test
    void choosesStringOrIntegerForAnUnconstrainedVariableDeterministically() throws Exception {
        ConstructorOperation raw = new ConstructorOperation(HashSet.class.getConstructor(), HashSet.class);
        java.util.Set<Class<?>> seen = new java.util.HashSet<>();
        for (int seed = 0; seed < 20; seed++) {
            ConstructorOperation a = (ConstructorOperation) TypeArgumentChoice.instantiate(raw, new SplittableRandom(seed));
            ConstructorOperation b = (ConstructorOperation) TypeArgumentChoice.instantiate(raw, new SplittableRandom(seed));
            assertEquals(a.typeArguments(), b.typeArguments(), "the same for a seed");
            seen.addAll(a.typeArguments());
            assertEquals(raw.signature(), a.signature());
        }
        assertEquals(java.util.Set.of(String.class, Integer.class), seen);
    }

    @Test
    void respectsBoundsAndLeavesDeterminedOrUnsatisfiableVariablesAlone() throws Exception {
        ConstructorOperation numbers = new ConstructorOperation(Numbers.class.getConstructor(), Numbers.class);
        for (int seed = 0; seed < 10; seed++) {
            assertEquals(List.of(Integer.class), ((ConstructorOperation) TypeArgumentChoice.instantiate(numbers,
                    new SplittableRandom(seed))).typeArguments());
        }
        ConstructorOperation copy = new ConstructorOperation(TreeSet.class.getConstructor(Collection.class), TreeSet.class);
        assertSame(copy, TypeArgumentChoice.instantiate(copy, new SplittableRandom(1)), "inferred from the argument");
        ConstructorOperation enums = new ConstructorOperation(Enums.class.getConstructor(), Enums.class);
        assertNull(((ConstructorOperation) TypeArgumentChoice.instantiate(enums, new SplittableRandom(1))).typeArguments(),
                "neither String nor Integer is an enum: raw");
    }
}
