package dev.ferret.core.keep;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.ferret.core.emit.TestCaseFactory;
import dev.ferret.core.execution.Mutants;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class QueryExtensionTest {

    /** Keeps what it is given; only {@code items()} shows it. */
    public static final class Tally {
        private final List<Integer> items = new ArrayList<>();

        public void add(int n) {
            items.add(n);
        }

        public List<Integer> items() {
            return List.copyOf(items);
        }

        public int size() {
            return items.size();
        }
    }

    /** Mutant 10, reached by every run, drops what {@code add} was given; {@code items()} shows it. */
    private static final class Switch implements Mutants {
        int active = -1;
        boolean ran;
        final List<Integer> queried = new ArrayList<>();

        @Override
        public int[] reached() {
            int[] out = ran ? new int[] {10} : new int[0];
            ran = false;
            return out;
        }

        @Override
        public void activate(int mutant) {
            active = mutant;
        }

        @Override
        public void deactivate() {
            active = -1;
        }

        @Override
        public int goal(int mutant) {
            return 1000 + mutant;
        }

        SliceRunner runner(boolean observable) {
            return (slice, expected) -> {
                ran = true;
                if (!(slice[slice.length - 1].operation() instanceof MethodOperation m) || !m.method().getName().equals("items")) {
                    return new SliceRunner.Passed(List.of(), Coverage.of(1));
                }
                queried.add(slice.length);
                String shown = active == 10 && observable ? "[]" : "[3]";
                return new SliceRunner.Passed(List.of(new Check.ValueCheck(slice.length - 1, "toString", shown)),
                        Coverage.of(1, 2));
            };
        }
    }

    private static Statement[] offered(String method) throws Exception {
        return new Statement[] {
            new Statement(new ConstructorOperation(Tally.class.getConstructor(), Tally.class), new int[0]),
            new Statement(new LiteralOperation(int.class, 3), new int[0]),
            new Statement(new MethodOperation(method.equals("add") ? Tally.class.getMethod("add", int.class)
                    : Tally.class.getMethod(method), Tally.class, Tally.class, false),
                    method.equals("add") ? new int[] {0, 1} : new int[] {0})};
    }

    private static GeneratedTest test(Statement[] statements) {
        return TestCaseFactory.regression(Tally.class.getName(), statements, statements.length, List.of(), 0, 1)
                .withCoverage(Coverage.of(1));
    }

    @Test
    void shouldAppendAQueryOfTheReceiverWhenItsResultKillsAMutant() throws Exception {
        Switch s = new Switch();
        SliceRunner runner = s.runner(true);
        QueryExtension extension = new QueryExtension(runner, new MutantKills(runner, s, Long.MAX_VALUE), null);
        Statement[] statements = offered("add");

        GeneratedTest extended = extension.extend(test(statements), statements);

        assertEquals(4, extended.steps().size(), "tally.items() appended");
        assertEquals(List.of(new Check.ValueCheck(3, "toString", "[3]")), extended.checks());
        assertArrayEquals(new int[] {1, 2, 1010}, extended.coverage().goals(), "the query's goals and the mutant's");
    }

    @Test
    void shouldKeepNoQueryWhoseResultKillsNothing() throws Exception {
        Switch s = new Switch();
        SliceRunner runner = s.runner(false);
        QueryExtension extension = new QueryExtension(runner, new MutantKills(runner, s, Long.MAX_VALUE), null);
        Statement[] statements = offered("add");

        assertNull(extension.extend(test(statements), statements));
        assertEquals(List.of(4, 4), s.queried,
                "items() as written and with the mutant on; size() is an observer, no query");
    }

    @Test
    void shouldLeaveATestEndingInACallThatReturnsAValueAlone() throws Exception {
        Switch s = new Switch();
        SliceRunner runner = s.runner(true);
        QueryExtension extension = new QueryExtension(runner, new MutantKills(runner, s, Long.MAX_VALUE), null);
        Statement[] statements = offered("items");

        assertNull(extension.extend(test(statements), statements));
        assertEquals(List.of(), s.queried);
    }
}
