package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.build.shapes.Closed;
import dev.ferret.core.build.shapes.Shape;
import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.SubclassOperation;
import dev.ferret.core.testcase.Action;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SubclassSourceTest {

    private static MethodOperation op(String name, Class<?>... params) throws Exception {
        return new MethodOperation(Shape.class.getMethod(name, params), Shape.class, Shape.class, false);
    }

    @Test
    void shouldExtendOpenClassesOnlyAndReportTheOthersClosed() {
        Subclassing rules = new Subclassing(Set.of(Shape.class));
        assertTrue(rules.isOpen(Shape.class), "abstract, with a protected constructor");
        assertFalse(rules.isOpen(Closed.class), "final");
        assertFalse(rules.isOpen(Closed.Hidden.class), "only a private constructor");
        assertFalse(rules.isOpen(Closed.Sealed.class), "sealed");
        assertFalse(rules.isOpen(Closed.Box.class), "generic");
        assertFalse(rules.isOpen(Closed.Point.class), "a record");
        assertFalse(rules.isOpen(Closed.Inner.class), "an inner class needs an outer instance");
        assertFalse(rules.isOpen(Thread.State.class), "an enum");
        assertFalse(rules.isOpen(ArrayList.class), "a JDK class");
        assertFalse(rules.isOpen(Object.class));
        assertFalse(rules.isOpen(Runnable.class), "an interface is CallbackSource's");
    }

    @Test
    void shouldOverrideOnlyWhatASubclassMayOverride() {
        Subclassing.Methods methods = new Subclassing(Set.of(Shape.class)).methods(Shape.class);
        assertEquals(List.of("area"), methods.abstracts().stream().map(Method::getName).toList());
        assertEquals(List.of("mark", "sides"), methods.concrete().stream().map(Method::getName).sorted().toList(),
                "not the final describe, not toString");
    }

    @Test
    void shouldOverrideEveryAbstractMethodAndUseThisOrSuperInBodies() throws Throwable {
        List<Operation> ops = List.of(op("describe"), op("mark", int.class), op("sides"));
        SubclassSource source = new SubclassSource(ops, new ValuePool(10, List.of()));
        int made = 0;
        int thisCalls = 0;
        int superCalls = 0;
        int budgets = 0;
        int concrete = 0;
        for (int seed = 0; seed < 400; seed++) {
            Assembly assembly = new Assembly();
            InputRequest request = new InputRequest(ops.get(0), 0, Shape.class, assembly, new SplittableRandom(seed));
            assertTrue(source.applies(request), "a receiver of the class under test");
            int index = source.supply(request);
            if (index < 0) {
                continue;
            }
            made++;
            Statement s = assembly.sequence(List.of()).statements()[index];
            SubclassOperation sub = (SubclassOperation) s.operation();
            assertEquals(Shape.class, sub.outputType());
            assertEquals(Shape.class, sub.owner(), "stands for the class under test");
            assertEquals(String.class, sub.inputTypes().get(0), "the constructor's argument comes first");
            List<String> names = sub.bodies().stream().map(b -> b.method().getName()).toList();
            assertTrue(names.contains("area"), "the abstract method is always overridden: " + names);
            for (CallbackOperation.Body b : sub.bodies()) {
                superCalls += b.result() == Action.Overridden.SUPER_CALL ? 1 : 0;
                concrete += b.method().getName().equals("area") ? 0 : 1;
                assertTrue(b.result() != Action.Overridden.SUPER_CALL || !b.method().getName().equals("area"),
                        "no super call of an abstract method");
                for (CallbackOperation.Call c : b.calls()) {
                    thisCalls += c.refs()[0] == Action.BodyCall.THIS ? 1 : 0;
                }
            }
            Shape shape = (Shape) sub.execute(inputs(assembly, s));
            try {
                assertTrue(shape.describe().contains(":"), "runs");
            } catch (dev.ferret.core.model.CallBudgetExhausted e) {
                budgets++; // a body that calls itself through the API: discarded by the judge
            }
        }
        assertTrue(made >= 20 && made <= 70, "about 10% of the receivers asked: " + made);
        assertTrue(budgets < made, "most generated shapes describe themselves");
        assertTrue(thisCalls > 0, "bodies call the API on this");
        assertTrue(superCalls > 0, "concrete methods fall back to super: " + made + " made, " + concrete + " concrete");
    }

    private static Object[] inputs(Assembly assembly, Statement s) throws Throwable {
        Statement[] all = assembly.sequence(List.of()).statements();
        Object[] values = new Object[all.length];
        for (int i = 0; i < all.length - 1; i++) {
            Object[] in = new Object[all[i].inputs().length];
            for (int k = 0; k < in.length; k++) {
                in[k] = values[all[i].inputs()[k]];
            }
            values[i] = all[i].operation().execute(in);
        }
        Object[] in = new Object[s.inputs().length];
        for (int k = 0; k < in.length; k++) {
            in[k] = values[s.inputs()[k]];
        }
        return in;
    }
}
