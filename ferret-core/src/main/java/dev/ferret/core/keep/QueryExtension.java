package dev.ferret.core.keep;

import dev.ferret.core.emit.TestCaseFactory;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.Queries;
import dev.ferret.core.testcase.GeneratedTest;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Asks the receiver of a test's last call what that call did, where a mutant needs it (issue 28
 * §4): a test ending in a void call ({@code selector.offer(3)}) asserts only what the receiver's
 * observers show, nothing at all for a class without any, so the mutants of the code the call ran
 * survive it. The test is tried with a {@linkplain Queries query} of that receiver appended
 * ({@code selector.topK()}, whose result it then asserts), each of the receiver class's first
 * {@value #MAX_QUERIES} queries in turn; the first extended test that kills a mutant no kept test
 * kills replaces it, with the coverage of both.
 */
final class QueryExtension {

    /** The most queries tried per test. */
    static final int MAX_QUERIES = 3;

    private final SliceRunner runner;
    private final MutantKills kills;
    private final EnvironmentFilter environment;
    private final Map<Class<?>, List<Method>> queries = new HashMap<>();

    /**
     * @param runner runs a test's statements
     * @param kills what tells the mutants a test kills
     * @param environment drops the checks that depend on the environment; null for none
     */
    QueryExtension(SliceRunner runner, MutantKills kills, EnvironmentFilter environment) {
        this.runner = runner;
        this.kills = kills;
        this.environment = environment;
    }

    /**
     * {@code test} with a query appended that makes it kill a mutant it does not kill as written,
     * or null when it ends in no void instance call or no query does.
     *
     * @param test the test as it is to be kept, with the goals of the mutants it kills
     * @param statements its statements
     */
    GeneratedTest extend(GeneratedTest test, Statement[] statements) throws InterruptedException {
        Statement last = statements[statements.length - 1];
        if (!(last.operation() instanceof MethodOperation m) || m.isStatic() || m.outputType() != void.class
                || kills.spent()) {
            return null;
        }
        Class<?> receiver = m.inputTypes().get(0);
        List<Method> found = queries.computeIfAbsent(receiver, Queries::of);
        for (Method q : found.subList(0, Math.min(MAX_QUERIES, found.size()))) {
            Statement[] extended = Arrays.copyOf(statements, statements.length + 1);
            extended[statements.length] = new Statement(new MethodOperation(q, receiver, m.owner(), false),
                    new int[] {last.inputs()[0]});
            GeneratedTest killing = killing(test, extended);
            if (killing != null) {
                return killing;
            }
        }
        return null;
    }

    private GeneratedTest killing(GeneratedTest test, Statement[] extended) throws InterruptedException {
        kills.mutantsReached(); // what this run and the filter's reach, the test reaches as written
        SliceRunner.Passed passed = runner.run(extended, null);
        if (passed == null || passed.checks().isEmpty()) {
            return null;
        }
        GeneratedTest made = TestCaseFactory.regression(test.classUnderTest(), extended, extended.length,
                passed.checks(), test.seed(), test.ordinal()).withCoverage(test.coverage().union(passed.coverage()));
        GeneratedTest stable = environment == null ? made : environment.stable(made, extended, null);
        if (stable == null || stable.checks().isEmpty()) {
            return null;
        }
        GeneratedTest killing = kills.withKills(stable, extended, null, kills.mutantsReached());
        return killing.coverage().size() > stable.coverage().size() ? killing : null;
    }
}
