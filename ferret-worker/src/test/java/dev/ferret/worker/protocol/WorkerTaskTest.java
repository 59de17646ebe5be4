package dev.ferret.worker.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.oracle.ExceptionBehavior;
import dev.ferret.core.run.Budget;
import dev.ferret.core.run.RunConfig;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class WorkerTaskTest {

    /** A configuration with every component away from its default. */
    private static RunConfig everythingSet() {
        return RunConfig.of(List.of(Path.of("/a/b.jar"), Path.of("/c")), List.of("p.A", "p.B"))
                .withTimeLimit(Duration.ofMillis(12_345)).withTestLimit(7).withOutputLimit(8).withSequenceLimit(9)
                .withSeed(-42).withNullRatio(0.25).withCallTimeout(Duration.ofMillis(777))
                .withException("java.lang.IllegalStateException", ExceptionBehavior.ERROR)
                .withException("java.io.IOException", ExceptionBehavior.INVALID)
                .withContracts(List.of("u.Mine"), List.of("equals-null")).withMaxRegressionTestsPerClass(11)
                .withStopOnError(true).withSkipUntestable(true).withMinimize(false).withStrayThreadLimit(3)
                .withExcludedMembers(List.of("p.A.kill"))
                .withReduceSuite(false).withPlateau(Duration.ofMillis(4_321)).withCallbacks(false)
                .withStateful(true).withStatefulShare(0.25).withStrictContracts(true).withReportUsageViolations(true)
                .withCampaign("jdbc:h2:tcp://127.0.0.1:1//tmp/c", "20261124T000000Z-1").withEnvironmentVariation(false)
                .withMutants(false).withGenerators(List.of("u.MyGenerators"));
    }

    private static WorkerTask roundTrip(WorkerTask task) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(new Message.Start(task));
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return ((Message.Start) in.readObject()).task();
        }
    }

    @Test
    void carriesEveryComponentOfTheRunConfigurationToTheWorker() throws Exception {
        RunConfig config = everythingSet();
        RunConfig defaults = RunConfig.of(List.of(), List.of());
        WorkerTask back = roundTrip(WorkerTask.of(config, true, Path.of("/tmp/rec")));
        for (RecordComponent c : RunConfig.class.getRecordComponents()) {
            Object sent = c.getAccessor().invoke(config);
            Object received = c.getAccessor().invoke(back.config());
            if (c.getName().equals("exceptionPolicy")) {
                assertEquals(config.exceptionPolicy().rules(), back.config().exceptionPolicy().rules());
                continue;
            }
            assertNotEquals(c.getAccessor().invoke(defaults), sent, "the fixture sets " + c.getName());
            assertEquals(sent, received, c.getName());
        }
        assertTrue(back.allowProcesses());
        assertEquals("/tmp/rec", back.crashRecord());
    }

    @Test
    void carriesTheCoordinatorsGoalSpaceSoTheWorkerNeedNotReadItAgain() throws Exception {
        java.nio.file.Path classes = java.nio.file.Path.of(WorkerTask.class.getProtectionDomain().getCodeSource()
                .getLocation().toURI());
        dev.ferret.coverage.probe.GoalSpace space = dev.ferret.coverage.probe.GoalSpace.of(List.of(classes),
                List.of(WorkerTask.class.getName()));
        assertTrue(space.goals() > 0, "the fixture has goals");

        WorkerTask back = roundTrip(WorkerTask.of(everythingSet(), false, Path.of("r")).withGoalSpace(space));
        assertEquals(space.goals(), back.goalSpace().goals());
        assertEquals(space.classes().stream().map(c -> c.name() + c.classId() + c.probes() + "@" + c.firstGoal()).toList(),
                back.goalSpace().classes().stream().map(c -> c.name() + c.classId() + c.probes() + "@" + c.firstGoal())
                        .toList());
        assertTrue(java.util.Arrays.equals(space.classes().get(0).classFile(), back.goalSpace().classes().get(0).classFile()));
        assertEquals(null, roundTrip(WorkerTask.of(everythingSet(), false, Path.of("r"))).goalSpace(),
                "none sent: the worker reads it");
        assertEquals(space, back.withConfig(everythingSet()).withGoalSpace(space).goalSpace());
    }

    @Test
    void keepsTheExceptionRulesInTheirOrderOfPrecedence() throws Exception {
        WorkerTask back = roundTrip(WorkerTask.of(everythingSet(), false, Path.of("r")));
        assertEquals(ExceptionBehavior.INVALID,
                back.config().exceptionPolicy().classify(new java.io.FileNotFoundException(), false).behavior());
        assertEquals(ExceptionBehavior.ERROR,
                back.config().exceptionPolicy().classify(new IllegalStateException(), false).behavior());
    }

    @Test
    void changesBudgetAndExclusionsWithoutTouchingTheRest() {
        WorkerTask task = WorkerTask.of(everythingSet(), true, Path.of("r"));
        WorkerTask less = task.withBudget(new Budget(1_000, 2, 0, 5)).excluding(List.of("p.B.hang", "p.A.kill"));
        assertEquals(new Budget(1_000, 2, 0, 5), less.budget());
        assertEquals(List.of("p.A.kill", "p.B.hang"), less.config().excludedMembers());
        assertEquals(task.config().seed(), less.config().seed());
        assertTrue(less.allowProcesses());
    }
}
