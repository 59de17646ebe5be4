package dev.ferret.coverage.probe;

import dev.ferret.core.execution.CoverageMeter;
import dev.ferret.core.execution.Mutants;
import dev.ferret.core.run.ClassRewriter;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.coverage.mutation.MutantWriter;
import dev.ferret.coverage.runtime.MutantSwitch;
import dev.ferret.coverage.runtime.Probes;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.jacoco.core.instr.Instrumenter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Coverage feedback for one run: a {@link ClassRewriter} that puts JaCoCo probes into the classes
 * of the goal space as the code under test's loader defines them, and the {@link CoverageMeter}
 * that reads them. Instrumented code gets its probe array from {@link Probes} under this
 * session's id, so sessions in one JVM never mix. Close it when the run ends.
 *
 * <pre>{@code
 * try (CoverageSession coverage = CoverageSession.open(GoalSpace.of(classpath, classes))) {
 *     new InProcessEngine(coverage.rewriter(), watcher, observer, coverage.meter()).run(config, listener);
 * }
 * }</pre>
 */
public final class CoverageSession implements AutoCloseable {

    private static final AtomicInteger IDS = new AtomicInteger();
    private static final String RUNTIME = Probes.class.getName().replace('.', '/');

    private final GoalSpace space;
    private final int id;
    private final boolean[][] slots;
    private final int[] buffer;
    private final boolean mutate;

    private CoverageSession(GoalSpace space, boolean mutate) {
        this.space = space;
        this.id = IDS.incrementAndGet();
        this.slots = Probes.open(id, space.classes().size());
        this.buffer = new int[space.goals()];
        this.mutate = mutate;
        if (mutate) {
            MutantSwitch.open(space.classes().size() * MutantSwitch.PER_CLASS);
        }
    }

    /** Opens a session over a goal space, without mutants. */
    public static CoverageSession open(GoalSpace space) {
        return new CoverageSession(space, false);
    }

    /**
     * Opens a session over a goal space; with {@code mutate}, the classes also get their mutants
     * ({@link MutantWriter}), which the meter's {@link CoverageMeter#mutants()} switches. One
     * session with mutants per JVM at a time.
     */
    public static CoverageSession open(GoalSpace space, boolean mutate) {
        return new CoverageSession(space, mutate);
    }

    /** The goal space this session numbers goals in. */
    public GoalSpace space() {
        return space;
    }

    /** Instruments the classes of the goal space; leaves every other class as it is. */
    public ClassRewriter rewriter() {
        return new ClassRewriter() {
            @Override
            public byte[] rewrite(String className, byte[] classFile) {
                int index = space.indexOf(className);
                if (index < 0) {
                    return classFile;
                }
                GoalSpace.ClassGoals goals = space.classes().get(index);
                if (!Arrays.equals(goals.classFile(), classFile)) {
                    return classFile; // not the class file the goals were counted on
                }
                byte[] probed;
                try {
                    probed = new Instrumenter((classId, name, probeCount, mv) -> accessor(index, probeCount, mv))
                            .instrument(classFile, className);
                } catch (IOException | RuntimeException e) {
                    return classFile;
                }
                return mutate ? MutantWriter.mutate(probed, index) : probed;
            }

            @Override
            public List<String> runtimePackages() {
                return List.of(Probes.class.getPackageName() + ".");
            }
        };
    }

    /** Reads the probes of the classes loaded so far; knows the branch points ({@link BranchMap}). */
    public CoverageMeter meter() {
        BranchMap branches = BranchMap.of(space);
        return new CoverageMeter() {
            @Override
            public java.util.List<dev.ferret.core.execution.BranchPoint> branchPoints() {
                return branches.branchPoints();
            }

            @Override
            public Mutants mutants() {
                return mutate ? switchboard() : Mutants.NONE;
            }

            @Override
            public void clear() {
                for (boolean[] probes : slots) {
                    if (probes != null) {
                        Arrays.fill(probes, false);
                    }
                }
            }

            @Override
            public Coverage read() {
                int n = 0;
                for (int c = 0; c < slots.length; c++) {
                    boolean[] probes = slots[c];
                    if (probes == null) {
                        continue;
                    }
                    GoalSpace.ClassGoals goals = space.classes().get(c);
                    int first = goals.firstGoal();
                    for (int p = 0, end = Math.min(probes.length, goals.probes()); p < end; p++) {
                        if (probes[p]) {
                            probes[p] = false;
                            buffer[n++] = first + p;
                        }
                    }
                }
                return Coverage.of(Arrays.copyOf(buffer, n));
            }
        };
    }

    /** {@code Probes.get(session, classIndex, probeCount)}: leaves the class's probe array on the stack. */
    private int accessor(int classIndex, int probeCount, MethodVisitor mv) {
        mv.visitLdcInsn(id);
        mv.visitLdcInsn(classIndex);
        mv.visitLdcInsn(probeCount);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, RUNTIME, "get", "(III)[Z", false);
        return 3;
    }

    /** The mutants of the session's classes, through {@link MutantSwitch}; goals follow the probes'. */
    private Mutants switchboard() {
        int probes = space.goals();
        return new Mutants() {
            @Override
            public int[] reached() {
                return MutantSwitch.reached();
            }

            @Override
            public void activate(int mutant) {
                MutantSwitch.activate(mutant);
            }

            @Override
            public void deactivate() {
                MutantSwitch.deactivate();
            }

            @Override
            public int goal(int mutant) {
                return probes + mutant;
            }
        };
    }

    @Override
    public void close() {
        Probes.close(id);
        if (mutate) {
            MutantSwitch.close();
        }
    }
}
