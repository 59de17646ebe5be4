package dev.ferret.core.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.ferret.core.minimize.Witness;
import dev.ferret.core.minimize.WitnessRun;
import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.SubclassOperation;
import dev.ferret.core.model.hooks.Gauge;
import dev.ferret.core.testcase.Action;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GeneratedCodeBlameTest {

    private final List<Witness> tried = new ArrayList<>();

    /** {@code "g"}, {@code 3}, {@code new Gauge("g") { int level() { calls...; return 3; } }}. */
    private static Witness gaugeWithLevel(List<CallbackOperation.Call> calls) throws Exception {
        CallbackOperation.Body level = new CallbackOperation.Body(Gauge.class.getDeclaredMethod("level"), calls, 1);
        SubclassOperation sub = new SubclassOperation(Gauge.class, List.of(String.class),
                List.of(String.class, int.class), List.of(level), Gauge.class);
        return new Witness(new Statement[] {
            new Statement(new LiteralOperation(String.class, "g"), new int[0]),
            new Statement(new LiteralOperation(int.class, 3), new int[0]),
            new Statement(sub, new int[] {0, 1})}, new int[] {2});
    }

    /** The failure: a gauge whose doubled level is not 14 (what {@code Gauge} promises for its own level). */
    private boolean doubledIsWrong(Witness candidate) {
        tried.add(candidate);
        return ((Gauge) WitnessRun.of(candidate).last()).doubled() != 14;
    }

    @Test
    void shouldBlameAnOverrideWhoseReturnedValueCausesTheFailure() throws Exception {
        Witness w = gaugeWithLevel(List.of());

        assertEquals("dev.ferret.core.model.hooks.Gauge.level()", GeneratedCodeBlame.blamed(w, this::doubledIsWrong));
        assertEquals(1, tried.size());
        SubclassOperation tried0 = (SubclassOperation) tried.get(0).statements()[2].operation();
        assertEquals(Action.Overridden.SUPER_CALL, tried0.bodies().get(0).result(), "the same calls, super's result");
    }

    @Test
    void shouldNotBlameAnOverrideWhenTheFailureStaysWithTheOverriddenResult() throws Exception {
        MethodOperation record = new MethodOperation(Gauge.class.getMethod("record", String.class), Gauge.class,
                Gauge.class, false);
        // level() { record("g"); return 3; }: a failure of the calls it makes, not of its value
        Witness w = gaugeWithLevel(List.of(new CallbackOperation.Call(record, new int[] {Action.BodyCall.THIS, 0})));

        assertNull(GeneratedCodeBlame.blamed(w, candidate -> {
            tried.add(candidate);
            return true;
        }));
        assertEquals(1, tried.size());
        SubclassOperation tried0 = (SubclassOperation) tried.get(0).statements()[2].operation();
        assertEquals(1, tried0.bodies().get(0).calls().size(), "the body's calls kept");
    }

    @Test
    void shouldTryNothingWithoutAGeneratedSubclass() throws Exception {
        Witness w = new Witness(new Statement[] {new Statement(new LiteralOperation(String.class, "g"), new int[0])},
                new int[] {0});

        assertNull(GeneratedCodeBlame.blamed(w, this::doubledIsWrong));
        assertEquals(0, tried.size());
    }

    /** {@code list = new ArrayList<>()}, {@code p = x -> list.add(x)} with a re-entry bound of {@code bound}. */
    private static Witness predicateAdding(int bound) throws Exception {
        MethodOperation add = new MethodOperation(java.util.ArrayList.class.getMethod("add", Object.class),
                java.util.ArrayList.class, java.util.ArrayList.class, false);
        CallbackOperation.Body test = new CallbackOperation.Body(
                java.util.function.Predicate.class.getMethod("test", Object.class),
                List.of(new CallbackOperation.Call(add, new int[] {0, 1})), 2);
        CallbackOperation p = new CallbackOperation(java.util.function.Predicate.class,
                List.of(java.util.ArrayList.class), List.of(test), bound);
        return new Witness(new Statement[] {
            new Statement(new dev.ferret.core.model.ConstructorOperation(java.util.ArrayList.class.getConstructor(), null),
                    new int[0]),
            new Statement(p, new int[] {0})}, new int[] {1});
    }

    /** The failure: the predicate answers twice about one element differently. */
    @SuppressWarnings("unchecked")
    private boolean answersDiffer(Witness candidate) {
        tried.add(candidate);
        java.util.function.Predicate<Object> p = (java.util.function.Predicate<Object>) WitnessRun.of(candidate).last();
        return p.test("a") != p.test("a");
    }

    @Test
    void shouldBlameTheBoundOfACallbackWhoseAnswersChangeOnceItIsSpent() throws Exception {
        Witness w = predicateAdding(1);
        assertEquals(true, answersDiffer(w), "the first answer list.add's, the second the plain one");

        assertEquals("java.util.function.Predicate", GeneratedCodeBlame.boundBlamed(w, this::answersDiffer));
        CallbackOperation longer = (CallbackOperation) tried.get(1).statements()[1].operation();
        assertEquals(1 + GeneratedCodeBlame.MORE_ROUNDS, longer.reentries());
    }

    @Test
    void shouldNotBlameTheBoundWhenTheFailureStaysWithMoreRounds() throws Exception {
        assertNull(GeneratedCodeBlame.boundBlamed(predicateAdding(1), candidate -> true));
        assertNull(GeneratedCodeBlame.boundBlamed(predicateAdding(0), candidate -> false), "an unbounded one is not tried");
    }
}
