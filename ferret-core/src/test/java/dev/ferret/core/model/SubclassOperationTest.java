package dev.ferret.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.hooks.Gauge;
import dev.ferret.core.testcase.Action;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SubclassOperationTest {

    private static Method method(String name, Class<?>... params) throws Exception {
        return Gauge.class.getDeclaredMethod(name, params);
    }

    private static MethodOperation listAdd() throws Exception {
        return new MethodOperation(ArrayList.class.getMethod("add", Object.class), ArrayList.class, ArrayList.class,
                true);
    }

    private static MethodOperation record() throws Exception {
        return new MethodOperation(method("record", String.class), Gauge.class, Gauge.class, true);
    }

    @Test
    void shouldRunAnOverrideTheSuperclassConstructorCallsWithTheCapturedValues() throws Throwable {
        // onCreate(arg0) { seen.add(arg0); } over inputs (name, seen): env = name, seen, arg0
        CallbackOperation.Body hook = new CallbackOperation.Body(method("onCreate", String.class),
                List.of(new CallbackOperation.Call(listAdd(), new int[] {1, 2})), -1);
        SubclassOperation op = new SubclassOperation(Gauge.class, List.of(String.class),
                List.of(String.class, ArrayList.class), List.of(hook), Gauge.class);
        List<Object> seen = new ArrayList<>();

        Object made = op.execute(new Object[] {"g", seen});

        assertTrue(made instanceof Gauge);
        assertNotSame(Gauge.class, made.getClass());
        assertEquals(List.of("g"), seen, "the body ran from inside the superclass constructor");
        assertSame(Gauge.class.getClassLoader(), made.getClass().getClassLoader());
        assertEquals(Gauge.class, Types.accessibleSupertype(made.getClass()), "named by its superclass");
    }

    @Test
    void shouldReturnSupersValuePastTheReentryBound() throws Throwable {
        // level() { seen.add(name); return seen.size(); } over inputs (name, seen), bound 2: then super.level()
        MethodOperation size = new MethodOperation(ArrayList.class.getMethod("size"), ArrayList.class,
                ArrayList.class, false);
        CallbackOperation.Body level = new CallbackOperation.Body(method("level"), List.of(
                new CallbackOperation.Call(listAdd(), new int[] {1, 0}),
                new CallbackOperation.Call(size, new int[] {1})), 3);
        SubclassOperation op = new SubclassOperation(Gauge.class, List.of(String.class),
                List.of(String.class, ArrayList.class), List.of(level), Gauge.class, 2);
        List<Object> seen = new ArrayList<>();
        Gauge g = (Gauge) op.execute(new Object[] {"g", seen});

        assertEquals(2, g.doubled(), "first run: the body's value");
        assertEquals(4, g.doubled(), "second run");
        assertEquals(14, g.doubled(), "past the bound: super.level(), 7");
        assertEquals(List.of("g", "g"), seen, "the calls ran twice");
        Action.Implementation impl = (Action.Implementation) op.toAction();
        assertEquals(2, impl.reentries());
        assertEquals(Action.Overridden.SUPER_CALL, impl.methods().get(0).plain());
    }

    @Test
    void shouldLetTheCodeUnderTestFailOnItsOwnWhenAHookUsesTheHalfBuiltObject() throws Exception {
        GeneratedCodeFaults.sequenceStarting();
        CallbackOperation.Body hook = new CallbackOperation.Body(method("onCreate", String.class),
                List.of(new CallbackOperation.Call(record(), new int[] {Action.BodyCall.THIS, 1})), -1);
        SubclassOperation op = new SubclassOperation(Gauge.class, List.of(String.class), List.of(String.class),
                List.of(hook), Gauge.class);

        NullPointerException e = assertThrows(NullPointerException.class, () -> op.execute(new Object[] {"g"}));
        assertFalse(GeneratedCodeFaults.isGenerated(e), "record failed on its own: a bug of the code under test");
    }

    @Test
    void shouldOverridePackagePrivateQueriesAndFallBackToSuper() throws Throwable {
        CallbackOperation.Body low = new CallbackOperation.Body(method("level"), List.of(), 1); // returns the captured 3
        Gauge g = (Gauge) new SubclassOperation(Gauge.class, List.of(String.class), List.of(String.class, int.class),
                List.of(low), Gauge.class).execute(new Object[] {"g", 3});
        assertEquals(6, g.doubled(), "the final template method sees the override");

        CallbackOperation.Body fallback = new CallbackOperation.Body(method("level"), List.of(),
                Action.Overridden.SUPER_CALL);
        Gauge h = (Gauge) new SubclassOperation(Gauge.class, List.of(String.class), List.of(String.class),
                List.of(fallback), Gauge.class).execute(new Object[] {"h"});
        assertEquals(14, h.doubled(), "super.level()");
        assertSame(g.getClass(), new SubclassOperation(Gauge.class, List.of(String.class),
                List.of(String.class, int.class), List.of(low), Gauge.class).execute(new Object[] {"i", 1}).getClass(),
                "one class per superclass and set of overrides");
    }

    @Test
    void shouldGiveUpPastItsCallBudget() throws Throwable {
        CallbackOperation.Body again = new CallbackOperation.Body(method("record", String.class),
                List.of(new CallbackOperation.Call(record(), new int[] {Action.BodyCall.THIS, 1})), -1);
        Gauge g = (Gauge) new SubclassOperation(Gauge.class, List.of(String.class), List.of(String.class),
                List.of(again), Gauge.class).execute(new Object[] {"g"});
        CallBudgetExhausted e = assertThrows(CallBudgetExhausted.class, () -> g.record("x"));
        assertTrue(GeneratedCodeFaults.isGenerated(e));
    }

    @Test
    void shouldDescribeItselfAsAnAnonymousSubclass() throws Exception {
        CallbackOperation.Body hook = new CallbackOperation.Body(method("onCreate", String.class),
                List.of(new CallbackOperation.Call(record(), new int[] {Action.BodyCall.THIS, 0})), -1);
        Action.Implementation impl = (Action.Implementation) new SubclassOperation(Gauge.class,
                List.of(String.class), List.of(String.class), List.of(hook), Gauge.class).toAction();
        assertTrue(impl.isSubclass());
        assertEquals(List.of("java.lang.String"), impl.superConstructor());
        Action.Overridden m = impl.methods().get(0);
        assertEquals("protected", m.modifiers());
        assertEquals(List.of(Action.BodyCall.THIS, 0), m.calls().get(0).refs());
        assertEquals(Gauge.class.getName() + ".<init>", new SubclassOperation(Gauge.class, List.of(String.class),
                List.of(String.class), List.of(hook), Gauge.class).memberName());
    }
}
