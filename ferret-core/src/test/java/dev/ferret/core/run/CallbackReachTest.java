package dev.ferret.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class CallbackReachTest {

    @Test
    void shouldCountTheMethodsReachedAndListTheOthers() {
        CallbackReach r = new CallbackReach(true, List.of("b(I)", "a(I)", "c(I)"), List.of("c(I)", "a(I)"));
        assertEquals(List.of("a(I)", "b(I)", "c(I)"), r.methods(), "sorted");
        assertEquals(2, r.reachedCount());
        assertEquals(List.of("b(I)"), r.missed());
        assertEquals(2 / 3.0, r.share(), 1e-9);
    }

    @Test
    void shouldAddWorkersAsAUnion() {
        CallbackReach one = new CallbackReach(true, List.of("a", "b"), List.of("a"));
        CallbackReach two = new CallbackReach(true, List.of("a", "b", "c"), List.of("a", "c"));
        CallbackReach both = CallbackReach.NONE.plus(one).plus(two);
        assertTrue(both.enabled());
        assertEquals(List.of("a", "b", "c"), both.methods());
        assertEquals(List.of("a", "c"), both.reached());
        assertEquals(List.of("b"), both.missed());
    }

    @Test
    void shouldReachNothingWithoutMethods() {
        assertEquals(0, CallbackReach.NONE.share());
        assertFalse(CallbackReach.NONE.enabled());
        assertFalse(CallbackReach.NONE.plus(new CallbackReach(false, List.of("a"), List.of())).enabled());
    }
}
