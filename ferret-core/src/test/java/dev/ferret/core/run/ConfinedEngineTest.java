package dev.ferret.core.run;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.Confinement;
import dev.ferret.core.model.Statement;
import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The engine asks its confinement about every sequence: one whose effects were refused is
 * illegal, so no test of any kind calls what it refused; the confinement learns the code under
 * test's thread group.
 */
class ConfinedEngineTest {

    /** Refuses every sequence that calls {@code clear}, as a guard refuses one that deletes. */
    private static final class RefusingClear implements Confinement {
        final AtomicInteger refusals = new AtomicInteger();
        final AtomicReference<ThreadGroup> threads = new AtomicReference<>();
        private boolean clearing;

        @Override
        public Path scratchDirectory() {
            return null;
        }

        @Override
        public void entering(Statement[] statements, int length) {
            clearing = false;
            for (int i = 0; i < length; i++) {
                clearing |= statements[i].operation().memberName().endsWith(".clear");
            }
        }

        @Override
        public boolean refused() {
            if (clearing) {
                refusals.incrementAndGet();
            }
            return clearing;
        }

        @Override
        public void abandoned(ThreadGroup group) {
        }

        @Override
        public void codeUnderTest(ThreadGroup group) {
            threads.set(group);
        }
    }

    private static boolean callsClear(GeneratedTest test) {
        for (Step step : test.steps()) {
            if (step.action() instanceof Action.MethodCall call && call.name().equals("clear")) {
                return true;
            }
        }
        return false;
    }

    @Test
    void shouldWriteNoTestOfASequenceWhoseEffectsWereRefused() throws Exception {
        RunConfig config = RunConfig.of(List.of(), List.of("java.util.ArrayDeque"))
                .withTimeLimit(Duration.ofSeconds(20)).withTestLimit(0).withSequenceLimit(1500);
        List<GeneratedTest> tests = new ArrayList<>();
        RefusingClear confinement = new RefusingClear();

        new InProcessEngine().confined(confinement).run(config, new GenerationListener() {
            @Override
            public void testGenerated(GeneratedTest test) {
                tests.add(test);
            }
        });

        assertFalse(tests.isEmpty(), "the other members make tests");
        assertTrue(confinement.refusals.get() > 0, "clear was called, and refused");
        assertTrue(tests.stream().noneMatch(ConfinedEngineTest::callsClear), () -> "a test calls clear: " + tests);
        assertNotNull(confinement.threads.get(), "told the code under test's thread group");
    }
}
