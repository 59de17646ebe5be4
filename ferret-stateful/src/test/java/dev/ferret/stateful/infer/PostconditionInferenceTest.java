package dev.ferret.stateful.infer;

import static dev.ferret.stateful.infer.Calls.v;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.store.PassingCall;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The postcondition templates: what the passing calls' pre- and post-states showed becomes {@code ensures} clauses. */
class PostconditionInferenceTest {

    private static List<Postcondition> infer(Calls c) {
        return new PostconditionInference(Calls.TERMS).infer(c.build());
    }

    private static List<String> clauses(Calls c) {
        return infer(c).stream().map(Postcondition::clause).toList();
    }

    static final Calls EXTEND = Calls.of("L.extend(int)", 3).argument(4, 5, 6)
            .input(0, "$.isEmpty()", v(1, 0, 0), v(0, 0, 0))
            .input(0, "$.size()", v(1, 2, 5), v(2, 3, 6))
            .input(0, "$.sum()", v(0, 3, 4), v(7, 3, 9));

    static final Calls STEPS = Calls.of("L.shuffle()", 2)
            .input(0, "$.a()", v(3, 4), v(3, 4))
            .input(0, "$.b()", v(3, 4), v(1, 2))
            .input(0, "$.c()", v(3, 4), v(5, 9))
            .input(0, "$.d()", v(3, 4), v(1, 0))
            .input(0, "$.e()", v(3, 4), v(2, 4))
            .input(0, "$.isOpen()", v(0, 1), v(1, 0));

    static final Calls APPEND = Calls.of("L.append(L)", 3)
            .input(0, "$.size()", v(1, 2, 3), v(3, 2, 7))
            .input(1, "$.size()", v(2, 0, 4), v(2, 0, 4));

    static final Calls WIPE = Calls.of("L.wipeOut()", 2).input(0, "$.isEmpty()", v(0, 0), v(1, 1))
            .input(0, "$.size()", v(1, 4), v(0, 0));

    static final Calls SIZE = Calls.of("int L.size()", 3).input(0, "$.size()", v(1, 2, 3), v(1, 2, 3))
            .result(Predicate.ITSELF, 1, 2, 3);

    static final Calls POP = Calls.of("int L.pop()", 3).input(0, "$.size()", v(2, 3, 4), v(1, 2, 3))
            .result(Predicate.ITSELF, 2, 3, 4);

    static final Calls ADD = Calls.of("boolean L.add(int)", 3).argument(7, 8, 9)
            .input(0, "$.isEmpty()", v(1, 0, 1), v(0, 0, 0)).result(Predicate.ITSELF, 0, 1, 0);

    static final Calls FULL = Calls.of("boolean L.isFull()", 2).input(0, "$.isEmpty()", v(0, 1), v(0, 1))
            .result(Predicate.ITSELF, 1, 0);

    static final Calls ECHO = Calls.of("int L.echo(int)", 2).argument(4, 5).result(Predicate.ITSELF, 4, 5);

    static final Calls COPY = Calls.of("L L.copy()", 2).result(Predicate.NOT_NULL, 1, 1).result("$.size()", 3, 3);

    static final Calls FIND = Calls.of("L L.find()", 2).result(Predicate.NOT_NULL, 0, 0);

    static final Calls ALWAYS = Calls.of("boolean L.ok()", 2).result(Predicate.ITSELF, 1, 1);

    @Test
    void shouldInferHowACallChangesItsInputs() {
        assertEquals(List.of("!this.isEmpty()", "this.size() == old(this.size()) + 1", "this.sum() >= old(this.sum())"),
                clauses(EXTEND), "a primitive argument cannot change: nothing about item");
        assertEquals(List.of("this.a() == old(this.a())", "this.b() == old(this.b()) - 2", "this.c() > old(this.c())",
                "this.d() < old(this.d())", "this.e() <= old(this.e())", "this.isOpen() == !old(this.isOpen())"),
                clauses(STEPS));
        assertEquals(List.of("this.isEmpty() == !old(this.isEmpty())", "this.isEmpty()", "this.size() < old(this.size())",
                "this.size() == 0"),
                clauses(WIPE), "the state after the call when it is the same in every call");
        assertEquals(3, infer(EXTEND).get(0).support());
    }

    @Test
    void shouldRelateAnInputToAnotherInputsOldValue() {
        assertEquals(List.of("this.size() >= old(this.size())", "this.size() == old(this.size()) + old(other.size())",
                "other.size() == old(other.size())"), clauses(APPEND));
    }

    @Test
    void shouldRelateThePrimitiveResultToTheInputs() {
        assertEquals(List.of("this.size() == old(this.size())", "result >= 1", "result <= 3", "result == this.size()"),
                clauses(SIZE));
        assertEquals(List.of("this.size() == old(this.size()) - 1", "result >= 2", "result <= 4",
                "result == old(this.size())"), clauses(POP));
        assertEquals(List.of("!this.isEmpty()", "result == !old(this.isEmpty())"), clauses(ADD),
                "an int argument is not compared to a boolean result");
        assertEquals(List.of("this.isEmpty() == old(this.isEmpty())", "result == !this.isEmpty()"), clauses(FULL));
        assertEquals(List.of("result >= 4", "result <= 5", "result == item"), clauses(ECHO));
    }

    @Test
    void shouldInferTheResultsNullnessAndConstants() {
        assertEquals(List.of("result != null", "result.size() == 3"), clauses(COPY));
        assertEquals(List.of("result == null"), clauses(FIND));
        assertEquals(List.of("result"), clauses(ALWAYS));
    }

    @Test
    void shouldLeaveOutTheBoundsACountAlreadyHas() {
        assertEquals(List.of("this.size() == old(this.size())", "result <= 2", "result == this.size()"),
                clauses(Calls.of("int L.size()", 2).input(0, "$.size()", v(0, 2), v(0, 2)).result(Predicate.ITSELF, 0, 2)),
                "size() is never negative: no result >= 0");
        assertEquals(List.of("result.size() <= 3"), clauses(Calls.of("L L.tail()", 2).result("$.size()", 0, 3)));
        assertEquals(List.of("result >= 0", "result <= 3"),
                clauses(Calls.of("int L.pop()", 2).result(Predicate.ITSELF, 0, 3)), "pop's result is no count");
    }

    @Test
    void shouldRequireEveryPassingCallAndMinimumSupport() {
        assertEquals(List.of(), clauses(Calls.of("L.wipeOut()", 1).input(0, "$.size()", v(3), v(0))),
                "one call is no support");
        List<PassingCall> calls = new ArrayList<>(WIPE.build());
        calls.add(new PassingCall(9, "L", "L.wipeOut()", java.util.Map.of(), java.util.Map.of()));
        assertEquals(List.of(), new PostconditionInference(Calls.TERMS).infer(calls),
                "a predicate not evaluated in one passing call gives nothing");
    }

    @Test
    void shouldGroupByRoutine() {
        List<PassingCall> both = new ArrayList<>(WIPE.build());
        both.addAll(SIZE.build());
        List<Postcondition> p = new PostconditionInference(Calls.TERMS).infer(both);
        assertEquals(Set.of("L.wipeOut()", "int L.size()"), Set.copyOf(p.stream().map(Postcondition::routine).toList()));
        assertEquals(8, p.size());
    }

    /** Every fixture together exercises every postcondition template (so none is dead code). */
    static Set<PostTemplate> exercised() {
        Set<PostTemplate> out = EnumSet.noneOf(PostTemplate.class);
        for (Calls c : List.of(EXTEND, STEPS, APPEND, WIPE, SIZE, POP, ADD, FULL, ECHO, COPY, FIND, ALWAYS)) {
            infer(c).forEach(p -> out.add(p.template()));
        }
        return out;
    }

    @Test
    void shouldExerciseEveryTemplate() {
        assertEquals(EnumSet.allOf(PostTemplate.class), exercised());
    }
}
