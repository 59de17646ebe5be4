package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class QueryFollowTest {

    /** Keeps the smallest numbers offered; nothing but {@code smallest()} shows them. */
    public static final class Smallest {
        private final List<Integer> kept = new ArrayList<>();

        public void offer(int n) {
            kept.add(n);
        }

        public List<Integer> smallest() {
            return List.copyOf(kept);
        }

        public int size() {
            return kept.size();
        }

        public Integer pop() {
            return kept.remove(0);
        }

        public int bound(int n) {
            return n;
        }
    }

    private static MethodOperation op(String name, Class<?>... params) {
        try {
            return new MethodOperation(Smallest.class.getMethod(name, params), Smallest.class, Smallest.class, false);
        } catch (NoSuchMethodException e) {
            throw new AssertionError(e);
        }
    }

    private final MethodOperation offer = op("offer", int.class);
    private final MethodOperation smallest = op("smallest");

    @Test
    void shouldTakeAsQueriesOnlyMethodsWithoutArgumentsThatTheObserversDoNotReadAndThatDoNotMutate() {
        assertTrue(QueryFollow.query(smallest));
        assertFalse(QueryFollow.query(op("size")), "an observer: asserted on every receiver already");
        assertFalse(QueryFollow.query(op("pop")), "reads as a mutator");
        assertFalse(QueryFollow.query(op("bound", int.class)), "takes an argument");
        assertFalse(QueryFollow.query(offer), "returns nothing");
    }

    @Test
    void shouldFollowSomeVoidCallsWithAQueryOfTheSameReceiver() throws Exception {
        QueryFollow follow = new QueryFollow(List.of(offer, smallest, op("size"), op("pop")));
        int followed = 0;
        for (int seed = 0; seed < 200; seed++) {
            Assembly assembly = new Assembly();
            int receiver = assembly.append(Sequence.single(
                    new ConstructorOperation(Smallest.class.getConstructor(), Smallest.class)));
            Statement next = follow.follow(offer, new int[] {receiver, receiver}, assembly, new SplittableRandom(seed));
            if (next != null) {
                followed++;
                assertEquals(smallest, next.operation());
                assertEquals(receiver, next.inputs()[0], "on the same receiver");
            }
            assertNull(follow.follow(smallest, new int[] {receiver}, assembly, new SplittableRandom(seed)),
                    "a call that returns a value shows it itself");
        }
        assertTrue(followed > 30 && followed < 90, "about 0.3 of the time: " + followed);
    }
}
