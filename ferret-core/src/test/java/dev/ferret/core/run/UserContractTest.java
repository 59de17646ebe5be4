package dev.ferret.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class UserContractTest {

    @Test
    void shouldReportViolationsOfAUserContractGivenByClassName() throws Exception {
        Path classes = Path.of(RunCounter.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        RunConfig config = RunConfig.of(List.of(classes), List.of(RunCounter.class.getName()))
                .withTimeLimit(Duration.ofSeconds(20)).withTestLimit(200)
                .withContracts(List.of(CounterBelowThree.class.getName()), List.of());
        List<GeneratedTest> errors = new ArrayList<>();
        RunSummary summary = new InProcessEngine().run(config, new GenerationListener() {
            @Override
            public void testGenerated(GeneratedTest test) {
                if (test.kind() == TestKind.ERROR) {
                    errors.add(test);
                }
            }
        });
        assertTrue(summary.violationsPerContract().containsKey("counter-below-three"), summary.toString());
        assertFalse(errors.isEmpty());
        GeneratedTest first = errors.get(0);
        assertEquals("counter-below-three", first.violation());
        Check.ContractCheck check = (Check.ContractCheck) first.checks().get(0);
        assertEquals("((dev.ferret.core.run.RunCounter) {0}).get() < 3", check.condition());
        assertEquals(RunCounter.class.getName(), first.classUnderTest());
    }
}
