package dev.ferret.core.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ContractParserTest {

    private static final Terms.Role SELF = new Terms.Role(0, String.class);
    private static final ContractParser.Scope SCOPE = new ContractParser.Scope(
            Map.of("this", SELF, "n", new Terms.Role(1, int.class), "d", new Terms.Role(2, double.class),
                    "s", new Terms.Role(3, String.class), "result", new Terms.Role(4, long.class)), SELF, true);

    private static Object eval(String text, Object... roles) throws Throwable {
        List<Term> olds = new ArrayList<>();
        Term t = ContractParser.parse(text, SCOPE, olds);
        Object[] old = new Object[olds.size()];
        Frame before = new Frame(roles, new Object[0]);
        for (int i = 0; i < old.length; i++) {
            old[i] = olds.get(i).eval(before);
        }
        return t.eval(new Frame(roles, old));
    }

    @Test
    void shouldFollowJavaPrecedenceAndPromotion() throws Throwable {
        Object[] roles = {"abc", 3, 1.5, "x", 7L};
        assertEquals(true, eval("n + 2 * 3 == 9 && !(n > 3) || false", roles));
        assertEquals(true, eval("d * 2 == n", roles));
        assertEquals(true, eval("7 / 2 == 3 && 7 % 2 == 1 && -n < 0", roles));
        assertEquals(true, eval("result == length() + 4", roles));
        assertEquals(true, eval("this.length() == 3 && s != null && s.equals(\"x\")", roles));
        assertEquals(true, eval("charAt(0) == 97", roles));
        assertEquals(true, eval("old(n) + 1 > n", roles));
    }

    @Test
    void shouldShortCircuitLikeJava() throws Throwable {
        assertEquals(false, eval("s != null && s.length() > 0", "abc", 1, 1.0, null, 0L));
    }

    @Test
    void shouldRenderJavaThatMeansTheSame() throws Exception {
        Term t = ContractParser.parse("!(n > 0) || s.length() == old(length()) - 1", SCOPE, new ArrayList<>());
        assertEquals("!({1} > 0) || {3}.length() == 5 - 1", t.java(new String[] {"{0}", "{1}", "{2}", "{3}", "{4}"},
                new Object[] {5}));
    }

    @Test
    void shouldRejectWhatCannotBeChecked() {
        for (String[] bad : new String[][] {
                {"n >", "ends too early"}, {"n + ", "ends too early"}, {"(n > 1", "expected ')'"},
                {"m > 1", "unknown name 'm'"}, {"s.nope() > 1", "no public method nope"},
                {"n", "not a boolean"}, {"s + 1", "not a boolean"}, {"!n", "'!' needs a boolean"},
                {"s > 1", "needs numbers"}, {"n == s", "cannot compare"}, {"n.length()", "cannot call"},
                {"n > 1 #", "unexpected character"}, {"\"abc", "not closed"}, {"n > 1 )", "unexpected ')'"}}) {
            BadContractException e = assertThrows(BadContractException.class,
                    () -> ContractParser.parse(bad[0], SCOPE, new ArrayList<>()), bad[0]);
            assertTrue(e.getMessage().contains(bad[1]), bad[0] + ": " + e.getMessage());
        }
    }
}
