package dev.ferret.orchestration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.oracle.ExceptionBehavior;
import dev.ferret.core.oracle.ExceptionPolicy;
import dev.ferret.core.run.InvalidInputException;
import dev.ferret.core.run.RunConfig;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExceptionRulesTest {

    private static final RunConfig BASE = RunConfig.of(List.of(), List.of("java.util.ArrayList"));

    @Test
    void addsEachRuleInOrder() throws Exception {
        RunConfig c = ExceptionRules.apply(BASE,
                List.of("java.lang.IllegalStateException = error", "java.io.IOException=EXPECTED"));
        List<ExceptionPolicy.Rule> rules = c.exceptionPolicy().rules();
        assertTrue(rules.contains(new ExceptionPolicy.Rule("java.lang.IllegalStateException", ExceptionBehavior.ERROR)),
                rules.toString());
        assertTrue(rules.contains(new ExceptionPolicy.Rule("java.io.IOException", ExceptionBehavior.EXPECTED)),
                rules.toString());
        assertEquals(BASE.exceptionPolicy().rules().size() + 2, rules.size());
    }

    @Test
    void rejectsRulesWithoutClassOrWithAnUnknownBehaviour() {
        InvalidInputException noClass = assertThrows(InvalidInputException.class,
                () -> ExceptionRules.apply(BASE, List.of("=ERROR")));
        assertTrue(noClass.getMessage().contains("<class>=<ERROR|EXPECTED|INVALID>"), noClass.getMessage());
        InvalidInputException badKind = assertThrows(InvalidInputException.class,
                () -> ExceptionRules.apply(BASE, List.of("java.lang.Error=FATAL")));
        assertTrue(badKind.getMessage().contains("not 'FATAL'"), badKind.getMessage());
    }
}
