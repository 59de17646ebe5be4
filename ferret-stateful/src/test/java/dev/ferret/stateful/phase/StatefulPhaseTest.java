package dev.ferret.stateful.phase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.CoverageMeter;
import dev.ferret.core.execution.ExecutionWatcher;
import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.run.ClassRewriter;
import dev.ferret.core.run.ExtraPhase;
import dev.ferret.core.run.GenerationListener;
import dev.ferret.core.run.InProcessEngine;
import dev.ferret.core.run.RunConfig;
import dev.ferret.core.run.RunSummary;
import dev.ferret.core.run.StatefulReport;
import dev.ferret.core.run.StatefulReport.Contract;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.examples.stateful.ChainList;
import dev.ferret.examples.stateful.LinkList;
import dev.ferret.examples.stateful.LinkedTree;
import dev.ferret.examples.stateful.Score;
import dev.ferret.examples.stateful.Tally;
import dev.ferret.examples.stateful.TwoWayTree;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The stateful phase in an engine: on the paper's list it infers {@code !this.isEmpty()} for
 * {@code append} from the random phase's passing calls and breaks it with a stored wiped-out
 * list, which reveals the planted bug; on the correct twin the same attack passes and refutes
 * the contract, and no error test is filed; the new tests' passing calls refute the postconditions
 * they break. On the tally, the implication of {@code reopen} for closed tallies is attacked
 * through its conditional precondition and a transition ({@code close()} then {@code reopen()}),
 * which reveals the planted bug; its twin is not accused. On the tree, stored sibling pairs (a
 * binary predicate) and a transition that turns the cursor on ({@code start()} then
 * {@code mergeTreeAfter}) reveal the planted bug; its twin is not accused.
 */
class StatefulPhaseTest {

    private static final String APPEND_PRE = "!this.isEmpty()";
    private static final String REOPEN_IMPLICATION = "old(this.isClosed()) ==> this.isClosed() == !old(this.isClosed())";
    private static final long LIST_SEED = 1;
    /** One generator (no workers): enough calls of append and wipeOut among the list's 22 members. */
    private static final int LIST_SEQUENCES = 120;
    private static final long TALLY_SEED = 3;
    private static final int TALLY_SEQUENCES = 200;
    private static final long TREE_SEED = 1;
    private static final int TREE_SEQUENCES = 120;

    private record Outcome(RunSummary summary, List<GeneratedTest> errors) {
        Contract contract(String methodPart, String clause) {
            return summary.stateful().contracts().stream()
                    .filter(c -> c.method().contains(methodPart) && c.clause().equals(clause)).findFirst()
                    .orElseThrow(() -> new AssertionError("not inferred: " + clause + " in "
                            + summary.stateful().contracts()));
        }
    }

    private static Outcome run(Class<?> subject, boolean stateful) throws Exception {
        return run(subject, stateful, LIST_SEED, LIST_SEQUENCES);
    }

    private static Outcome run(Class<?> subject, boolean stateful, long seed, int sequences) throws Exception {
        Path classes = Path.of(subject.getProtectionDomain().getCodeSource().getLocation().toURI());
        RunConfig config = RunConfig.of(List.of(classes), List.of(subject.getName())).withSeed(seed)
                .withSequenceLimit(sequences).withTimeLimit(Duration.ofSeconds(20)).withStateful(stateful);
        List<GeneratedTest> errors = new ArrayList<>();
        GenerationListener listener = new GenerationListener() {
            @Override
            public void testGenerated(GeneratedTest test) {
                if (test.kind() == TestKind.ERROR) {
                    errors.add(test);
                }
            }
        };
        RunSummary summary = new InProcessEngine(ClassRewriter.NONE, ExecutionWatcher.NONE, ValueObserver.NONE,
                CoverageMeter.NONE, new StatefulPhase()).run(config, listener);
        return new Outcome(summary, errors);
    }

    @Test
    void shouldFindTheAppendBugByBreakingAnInferredPreconditionThatRandomTestingNeverBroke() throws Exception {
        Outcome random = run(ChainList.class, false);
        assertEquals(StatefulReport.NONE, random.summary().stateful(), "the phase is off unless asked for");
        assertTrue(random.errors().isEmpty(), "random testing alone misses the bug at this length: " + random.errors());

        Outcome stateful = run(ChainList.class, true);
        StatefulReport r = stateful.summary().stateful();
        assertTrue(r.enabled());
        assertTrue(r.testCases() > 0 && r.predicateRows() > r.testCases(), "calls and their predicates stored");
        assertEquals("H2", r.database());
        assertEquals(StatefulReport.Status.REFUTED_BY_FAILURE, stateful.contract("append", APPEND_PRE).status());
        assertEquals(1, stateful.errors().size(), "one error test: " + stateful.errors());
        GeneratedTest error = stateful.errors().get(0);
        assertTrue(error.failingMethod().endsWith("ChainList.append"), error.failingMethod());
        assertTrue(r.classes().get(0).newFaults() >= 1);
    }

    @Test
    void shouldRefuteTheSameContractOnTheCorrectTwinWithoutAccusingIt() throws Exception {
        Outcome twin = run(LinkList.class, true);
        assertEquals(StatefulReport.Status.REFUTED, twin.contract("append", APPEND_PRE).status(),
                "a passing test broke it: the contract was unsound");
        assertTrue(twin.errors().isEmpty(), "the twin is not accused: " + twin.errors());
        assertFalse(twin.summary().stateful().surviving().stream()
                .anyMatch(c -> c.method().contains("append") && c.clause().equals(APPEND_PRE)));
    }

    @Test
    void shouldInferPostconditionsFromThePassingCallsStates() throws Exception {
        Outcome twin = run(LinkList.class, true);
        Contract grows = twin.contract("extend", "this.size() == old(this.size()) + 1");
        assertEquals(StatefulReport.Kind.POSTCONDITION, grows.kind());
        assertEquals(StatefulReport.Status.SURVIVED, grows.status(), "the new tests of extend kept it");
        assertEquals(StatefulReport.Kind.POSTCONDITION,
                twin.contract("append", "this.size() == old(this.size()) + old(other.size())").kind());
        assertEquals(StatefulReport.Kind.POSTCONDITION, twin.contract("wipeOut", "this.size() == 0").kind());
        // a read-only method's frame condition (which read-only methods the 120 sequences call depends on the generator)
        assertEquals(StatefulReport.Kind.POSTCONDITION,
                twin.contract("occurrences(int)", "this.size() == old(this.size())").kind());
        assertTrue(twin.summary().stateful().classes().get(0).postconditions() > 0);
    }

    @Test
    void shouldRefutePostconditionsThatTheNewTestsPassingCallsBreak() throws Exception {
        Outcome twin = run(LinkList.class, true);
        assertEquals(StatefulReport.Status.REFUTED, twin.contract("wipeOut", "this.size() == old(this.size()) - 1")
                .status(), "only one-item lists were wiped out in the random phase; a new test wiped a longer one");
        assertEquals(StatefulReport.Status.SURVIVED, twin.contract("wipeOut", "this.size() == 0").status());
        assertTrue(twin.errors().isEmpty(), "an inferred contract is never an oracle: " + twin.errors());
    }

    @Test
    void shouldFindTheReopenBugByAttackingAnImplicationThroughATransition() throws Exception {
        Outcome random = run(Tally.class, false, TALLY_SEED, TALLY_SEQUENCES);
        assertTrue(random.errors().isEmpty(), "random testing alone misses the bug at this length: " + random.errors());
        Outcome stateful = run(Tally.class, true, TALLY_SEED, TALLY_SEQUENCES);
        assertEquals(1, stateful.errors().size(), "one error test: " + stateful.errors());
        assertTrue(stateful.errors().get(0).failingMethod().endsWith("Tally.reopen"),
                stateful.errors().get(0).failingMethod());
        Contract q = stateful.contract("reopen", REOPEN_IMPLICATION);
        assertEquals(StatefulReport.Kind.IMPLICATION, q.kind());
        assertEquals(StatefulReport.Status.REFUTED_BY_FAILURE, q.status(),
                "closed and holding two marks: A and not pre(reopen | A), reached by close() then reopen()");
    }

    @Test
    void shouldNotAccuseTheTallysTwinWhereTheSameAttackPasses() throws Exception {
        Outcome twin = run(Score.class, true, TALLY_SEED, TALLY_SEQUENCES);
        assertTrue(twin.errors().isEmpty(), "the twin is not accused: " + twin.errors());
        assertTrue(twin.summary().stateful().testsBuilt() > 0);
    }

    @Test
    void shouldFindTheTreeMergeBugThroughABinaryPredicateAndATransition() throws Exception {
        Outcome random = run(TwoWayTree.class, false, TREE_SEED, TREE_SEQUENCES);
        assertTrue(random.errors().isEmpty(), "random testing alone misses the bug at this length: " + random.errors());
        Outcome stateful = run(TwoWayTree.class, true, TREE_SEED, TREE_SEQUENCES);
        assertEquals(1, stateful.errors().size(), "one error test: " + stateful.errors());
        assertTrue(stateful.errors().get(0).failingMethod().endsWith("TwoWayTree.mergeTreeAfter"),
                stateful.errors().get(0).failingMethod());
        assertTrue(stateful.summary().stateful().contracts().stream().anyMatch(c -> c.method().contains("mergeTreeAfter")
                && c.clause().contains("isSiblingOf(")), "a contract over the binary predicate: "
                + stateful.summary().stateful().contracts());
        Outcome twin = run(LinkedTree.class, true, TREE_SEED, TREE_SEQUENCES);
        assertTrue(twin.errors().isEmpty(), "the twin is not accused: " + twin.errors());
    }

    @Test
    void shouldNotRunWithoutThePhaseEvenWhenAsked() throws Exception {
        Path classes = Path.of(ChainList.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        RunSummary s = new InProcessEngine().run(RunConfig.of(List.of(classes), List.of(ChainList.class.getName()))
                .withSequenceLimit(20).withStateful(true), GenerationListener.NOOP);
        assertEquals(StatefulReport.NONE, s.stateful(), "an engine without a phase: " + ExtraPhase.NONE);
    }
}
