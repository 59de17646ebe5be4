package dev.ferret.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.ExecutionWatcher;
import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.model.Statement;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The value-observer seam: an observer registered on the engine sees the calls of a run. */
class ValueObserverSeamTest {

    /** One sequence as the observer saw it. */
    private static final class Seen {
        final Statement[] statements;
        final List<Integer> before = new ArrayList<>();
        final List<Integer> after = new ArrayList<>();
        final Object[] results;

        Seen(Statement[] statements) {
            this.statements = statements;
            this.results = new Object[statements.length];
        }
    }

    /** Records the calls and checks, as they happen, that RunCounter.get() answers the incs seen before. */
    private static final class CounterObserver implements ValueObserver {
        final List<Seen> sequences = new ArrayList<>();
        final Map<Object, Integer> incs = new IdentityHashMap<>();
        int gets;
        int wrongArguments;
        int wrongGets;

        @Override
        public void sequenceStarting(Statement[] statements, int tailStart) {
            sequences.add(new Seen(statements));
            incs.clear();
        }

        @Override
        public void beforeCall(int index, Statement statement, Object[] arguments) {
            Seen s = sequences.get(sequences.size() - 1);
            s.before.add(index);
            for (int j = 0; j < arguments.length; j++) {
                if (arguments[j] != s.results[statement.inputs()[j]]) {
                    wrongArguments++;
                }
            }
        }

        @Override
        public void afterCall(int index, Statement statement, Object[] arguments, Object result, Throwable thrown) {
            Seen s = sequences.get(sequences.size() - 1);
            s.after.add(index);
            s.results[index] = result;
            String name = statement.operation().memberName();
            if (name.endsWith(".inc")) {
                incs.merge(arguments[0], 1, Integer::sum);
            } else if (name.endsWith(".get")) {
                gets++;
                if (!result.equals(incs.getOrDefault(arguments[0], 0))) {
                    wrongGets++;
                }
            }
        }
    }

    @Test
    void shouldShowARegisteredObserverEveryCallOfTheJudgedSequencesInOrderWithTheirValues() throws Exception {
        Path classes = Path.of(RunCounter.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        RunConfig config = RunConfig.of(List.of(classes), List.of(RunCounter.class.getName()))
                .withSeed(3).withSequenceLimit(40).withTimeLimit(Duration.ofSeconds(20))
                .withCallbacks(false); // a generated subclass of the counter would answer get() its own way
        CounterObserver observer = new CounterObserver();
        RunSummary summary = new InProcessEngine(ClassRewriter.NONE, ExecutionWatcher.NONE, observer)
                .run(config, GenerationListener.NOOP);

        assertEquals(summary.sequencesExecuted(), observer.sequences.size(), "one start per judged sequence");
        for (Seen s : observer.sequences) {
            List<Integer> all = new ArrayList<>();
            for (int i = 0; i < s.statements.length; i++) {
                all.add(i);
            }
            assertEquals(all, s.before, "every call, in order");
            assertEquals(all, s.after, "every call returned (RunCounter throws nothing)");
            assertEquals(RunCounter.class.getName(), s.results[0].getClass().getName(), "a new counter first");
        }
        assertEquals(0, observer.wrongArguments, "the arguments are the live results of earlier calls");
        assertTrue(observer.gets > 0, "some get() calls ran");
        assertEquals(0, observer.wrongGets, "get() answered the incs seen on its receiver");
    }
}
