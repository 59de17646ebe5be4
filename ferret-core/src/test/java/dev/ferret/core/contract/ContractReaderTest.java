package dev.ferret.core.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.Check;
import java.lang.reflect.Method;
import java.util.List;
import org.junit.jupiter.api.Test;

class ContractReaderTest {

    private static MethodContract contractOf(Class<?> c, String name, Class<?>... params) throws Exception {
        return ContractReader.of(c.getMethod(name, params), c);
    }

    private static Object call(MethodContract contract, Object receiver, Method m, Object... args) throws Throwable {
        Object[] in = new Object[args.length + 1];
        in[0] = receiver;
        System.arraycopy(args, 0, in, 1, args.length);
        return contract.call(in, inputs -> m.invoke(inputs[0], java.util.Arrays.copyOfRange(inputs, 1, inputs.length)));
    }

    @Test
    void shouldBlameTheCallerForABrokenPreconditionWithoutCalling() throws Throwable {
        ContractFixture.Counter c = new ContractFixture.Counter();
        Method add = ContractFixture.Counter.class.getMethod("add", int.class);
        ContractFailure f = assertThrows(ContractFailure.class, () -> call(contractOf(c.getClass(), "add", int.class), c, add, 0));
        assertFalse(f.blamesCode());
        assertEquals("precondition of Counter.add: amount > 0", f.contract());
        assertEquals(0, c.count, "the call was not made");
        assertTrue(contractOf(c.getClass(), "add", int.class).promisesLegalInputs());
    }

    @Test
    void shouldPassAHoldingContractAndReturnTheResult() throws Throwable {
        ContractFixture.Counter c = new ContractFixture.Counter();
        Method add = ContractFixture.Counter.class.getMethod("add", int.class);
        assertEquals(3, call(contractOf(c.getClass(), "add", int.class), c, add, 3));
    }

    @Test
    void shouldBlameTheMethodForABrokenPostconditionAndWriteTheCheckWithOldValuesAsConstants() throws Throwable {
        ContractFixture.Counter c = new ContractFixture.Counter();
        c.count = 4;
        c.broken = true;
        Method add = ContractFixture.Counter.class.getMethod("add", int.class);
        ContractFailure f = assertThrows(ContractFailure.class, () -> call(contractOf(c.getClass(), "add", int.class), c, add, 2));
        assertTrue(f.blamesCode());
        assertEquals("postcondition of Counter.add: count() == old(count()) + amount", f.contract());
        // roles: this at step 0, amount at step 1, the result at step 2
        Check.ContractCheck check = f.check(0, new int[] {0, 1, 2});
        assertEquals("{0}.count() == 4 + {1}", check.condition());
        assertEquals(List.of(0, 1), check.operands());
    }

    @Test
    void shouldCheckInvariantsAfterACall() throws Throwable {
        ContractFixture.Counter c = new ContractFixture.Counter();
        c.broken = true;
        Method reset = ContractFixture.Counter.class.getMethod("reset");
        ContractFailure f = assertThrows(ContractFailure.class, () -> call(contractOf(c.getClass(), "reset"), c, reset));
        assertEquals("postcondition of Counter.reset: count() == 0", f.contract());
    }

    @Test
    void shouldInheritTheContractOfAnOverriddenMethod() throws Throwable {
        ContractFixture.SubCounter c = new ContractFixture.SubCounter();
        Method add = ContractFixture.SubCounter.class.getMethod("add", int.class);
        assertThrows(ContractFailure.class, () -> call(contractOf(c.getClass(), "add", int.class), c, add, -1));
    }

    @Test
    void shouldTakeAConditionThatThrowsForFalse() throws Throwable {
        ContractFixture.Counter c = new ContractFixture.Counter();
        Method label = ContractFixture.Counter.class.getMethod("label", String.class, int.class);
        MethodContract contract = contractOf(c.getClass(), "label", String.class, int.class);
        assertEquals("ab", call(contract, c, label, "ab", 5));
        assertThrows(ContractFailure.class, () -> call(contract, c, label, "abcdef", 5));
        assertThrows(ContractFailure.class, () -> call(contract, c, label, null, 5));
    }

    @Test
    void shouldReadNullnessBySimpleName() throws Throwable {
        ContractFixture.Counter c = new ContractFixture.Counter();
        c.broken = true;
        MethodContract contract = contractOf(c.getClass(), "name", String.class);
        assertTrue(contract.nullable(0), "a @Nullable parameter");
        assertFalse(contract.promisesLegalInputs(), "nullness alone promises nothing");
        Method name = ContractFixture.Counter.class.getMethod("name", String.class);
        ContractFailure f = assertThrows(ContractFailure.class, () -> call(contract, c, name, (Object) null));
        assertEquals("postcondition of Counter.name: result != null (non-null return)", f.contract());
    }

    @Test
    void shouldReportEachBadContractWithItsReasonAndCheckNothingOfIt() throws Exception {
        assertBad("parse", "@Requires(\"x >\")", "ends too early", int.class);
        assertBad("impure", "@Ensures(\"clear()\")", "does not only observe");
        assertBad("notBoolean", "@Requires(\"x\")", "not a boolean expression", int.class);
        assertBad("oldInPrecondition", "@Requires(\"old(x) > 0\")", "only for postconditions", int.class);
    }

    private static void assertBad(String method, String annotation, String why, Class<?>... params) throws Exception {
        MethodContract c = contractOf(ContractFixture.Bad.class, method, params);
        assertEquals(1, c.bad().size(), method + ": " + c.bad());
        BadContract bad = c.bad().get(0);
        assertEquals(ContractFixture.Bad.class.getName() + "." + method, bad.member());
        assertEquals(annotation, bad.annotation());
        assertTrue(bad.why().contains(why), bad.why());
        assertTrue(c.isEmpty(), "a bad contract is ignored");
    }

    @Test
    void shouldBlameTheCallerOfAnImplementationForItsPreconditionAndTheImplementationForItsPostcondition()
            throws Throwable {
        Method next = ContractFixture.Listener.class.getMethod("next", int.class);
        MethodContract contract = ContractReader.of(next, ContractFixture.Listener.class);
        ContractFailure pre = assertThrows(ContractFailure.class,
                () -> contract.implemented(new Object[] {null, -1}, in -> 5));
        assertTrue(pre.blamesCode() && pre.atCallback());
        ContractFailure post = assertThrows(ContractFailure.class,
                () -> contract.implemented(new Object[] {null, 3}, in -> 3));
        assertFalse(post.blamesCode());
        assertEquals(4, contract.implemented(new Object[] {null, 3}, in -> 4));
    }

    @Test
    void shouldNotWriteACheckOnAValueNoStepHolds() throws Throwable {
        ContractFixture.Counter c = new ContractFixture.Counter();
        c.broken = true;
        Method add = ContractFixture.Counter.class.getMethod("add", int.class);
        ContractFailure f = assertThrows(ContractFailure.class, () -> call(contractOf(c.getClass(), "add", int.class), c, add, 1));
        assertNull(f.check(0, new int[] {0, -1, 2}));
    }

    @Test
    void shouldNameTheObserversThatBoundAParameterNonStrictly() throws Exception {
        Class<?> b = ContractFixture.Buffer.class;
        assertEquals(List.of(b.getMethod("room")), contractOf(b, "fill", int.class).bounds(0));
        MethodContract copy = contractOf(b, "copy", int.class, int.class, int.class);
        assertEquals(List.of(b.getMethod("size")), copy.bounds(0));
        assertEquals(List.of(b.getMethod("size")), copy.bounds(1));
        assertEquals(List.of(), copy.bounds(2), "a strict bound's value breaks the precondition");
        assertEquals(List.of(), contractOf(b, "strict", int.class).bounds(0));
        assertEquals(List.of(), contractOf(b, "fill", int.class).bounds(1), "no such parameter");
    }

    @Test
    void shouldGiveABodyThePostconditionsWithOldValuesAndTheExpressionsOfThoseValues() throws Exception {
        MethodContract add = contractOf(ContractFixture.Counter.class, "add", int.class);
        List<dev.ferret.core.testcase.Action.Assertion> ensures = add.ensures();

        dev.ferret.core.testcase.Action.Assertion withOld = ensures.get(0);
        assertEquals("{0}.count() == {3} + {1}", withOld.condition(), "role 3, after this, amount and result: old 0");
        assertEquals(List.of("{0}.count()"), withOld.olds());
        assertEquals("{2} == {0}.count()", ensures.get(1).condition());
        assertEquals(List.of(), ensures.get(1).olds(), "reads no old value");
    }
}
