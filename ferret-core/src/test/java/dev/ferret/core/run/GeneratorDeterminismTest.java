package dev.ferret.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.run.GenerationListener;
import dev.ferret.core.run.InProcessEngine;
import dev.ferret.core.run.RunConfig;
import dev.ferret.core.run.RunSummary;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GeneratorDeterminismTest {

    private static final int LIMIT = 25;

    private record Run(List<GeneratedTest> tests, RunSummary summary) { }

    private static Path testClasses() throws Exception {
        return Path.of(GenFixtureStack.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private static Run run(long seed) throws Exception {
        RunConfig config = RunConfig.of(List.of(testClasses()), List.of(GenFixtureStack.class.getName()))
                .withSeed(seed)
                .withTestLimit(LIMIT)
                .withTimeLimit(Duration.ofSeconds(20));
        List<GeneratedTest> tests = new ArrayList<>();
        RunSummary summary = new InProcessEngine().run(config, new GenerationListener() {
            @Override
            public void testGenerated(GeneratedTest test) {
                tests.add(test);
            }
        });
        return new Run(tests, summary);
    }

    @Test
    void shouldProduceIdenticalTestsForTheSameSeedAndTestLimit() throws Exception {
        Run first = run(42);
        Run second = run(42);
        assertEquals("test limit", first.summary().stopReason());
        assertEquals(LIMIT, first.tests().size());
        assertEquals(first.tests(), second.tests());
        assertTrue(first.tests().stream().anyMatch(t -> !t.checks().isEmpty()), "some tests assert something");
        assertEquals(first.summary().sequencesExecuted(), second.summary().sequencesExecuted());
        assertEquals(first.summary().redundantSequences(), second.summary().redundantSequences());
    }

    @Test
    void shouldProduceDifferentTestsForDifferentSeeds() throws Exception {
        assertNotEquals(run(1).tests(), run(2).tests());
    }

    @Test
    void shouldFileTestsUnderTheClassAndRecordTheSeed() throws Exception {
        Run r = run(7);
        assertFalse(r.tests().isEmpty());
        List<Long> ordinals = new ArrayList<>();
        for (GeneratedTest t : r.tests()) {
            assertEquals(GenFixtureStack.class.getName(), t.classUnderTest());
            assertEquals(7, t.seed());
            assertFalse(t.steps().isEmpty());
            ordinals.add(t.ordinal());
            if (t.kind() == TestKind.REGRESSION) {
                assertNull(t.violation());
            }
        }
        assertEquals(ordinals.size(), ordinals.stream().distinct().count(), "ordinals are unique");
        assertTrue(r.summary().sequencesExecuted() > 0);
        assertTrue(r.summary().operations() >= 8, "ctors, push, pop, peek, size, isEmpty, pushAll, equals, toString");
    }
}
