package dev.ferret.worker.environment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.EnvironmentVariant;
import dev.ferret.core.execution.ExecutionWatcher;
import dev.ferret.core.run.GenerationListener;
import dev.ferret.core.run.InProcessEngine;
import dev.ferret.core.run.RunConfig;
import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.worker.fixture.Almanac;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The engine as a worker runs it: the clock rewritten, kept tests run again in another environment. */
class EnvironmentVariationTest {

    private static final Set<String> DEPENDENT = Set.of("today", "daysSinceEpoch", "zone", "third", "user");

    /** Collects tests and the environment-dependent incidents. */
    private static final class Collector implements GenerationListener {
        final List<GeneratedTest> tests = new ArrayList<>();
        final Set<String> dependent = new TreeSet<>();

        @Override
        public void testGenerated(GeneratedTest test) {
            tests.add(test);
        }

        @Override
        public void incident(String kind, String member, String detail) {
            if (kind.equals("environment-dependent")) {
                dependent.add(member);
            }
        }
    }

    private static Collector run(boolean vary) throws Exception {
        RunConfig config = RunConfig.of(List.of(testClasses()), List.of(Almanac.class.getName()))
                .withTimeLimit(Duration.ofSeconds(30)).withSequenceLimit(1_500).withSeed(3)
                .withEnvironmentVariation(vary);
        Collector c = new Collector();
        new InProcessEngine(new ClockRewriting(), ExecutionWatcher.NONE)
                .varied(new JvmEnvironment(EnvironmentVariant.GENERATION)).run(config, c);
        return c;
    }

    @Test
    void shouldAssertNoValueThatDependsOnTheEnvironmentAndReportItsMember() throws Exception {
        Collector c = run(true);
        assertEquals(List.of(), asserted(c.tests).stream().filter(DEPENDENT::contains).toList());
        assertTrue(asserted(c.tests).contains("plus"), "stable members keep their assertions: " + asserted(c.tests));
        for (String method : DEPENDENT) {
            assertTrue(c.dependent.contains(Almanac.class.getName() + "." + method + "()"), method + ": " + c.dependent);
        }
        assertFalse(c.dependent.contains(Almanac.class.getName() + ".plus()"), c.dependent.toString());
    }

    @Test
    void shouldAssertThemWithoutTheVariation() throws Exception {
        Collector c = run(false);
        assertTrue(asserted(c.tests).containsAll(DEPENDENT), "without the variation they are asserted: "
                + asserted(c.tests));
        assertEquals(Set.of(), c.dependent);
    }

    /** The methods of the class under test whose results the tests assert. */
    private static Set<String> asserted(List<GeneratedTest> tests) {
        Set<String> methods = new TreeSet<>();
        for (GeneratedTest t : tests) {
            for (Check c : t.checks()) {
                Check.ValueCheck v = Check.valueCheckOrNull(c);
                if (v != null && v.observer() == null && t.steps().get(v.step()).action() instanceof Action.MethodCall m) {
                    methods.add(m.name());
                }
            }
        }
        return methods;
    }

    private static Path testClasses() throws URISyntaxException {
        return Path.of(Almanac.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
