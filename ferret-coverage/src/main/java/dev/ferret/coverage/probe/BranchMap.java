package dev.ferret.coverage.probe;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.jacoco.core.internal.flow.ClassProbesAdapter;
import org.jacoco.core.internal.flow.ClassProbesVisitor;
import org.jacoco.core.internal.flow.IFrame;
import org.jacoco.core.internal.flow.LabelInfo;
import org.jacoco.core.internal.flow.MethodProbesVisitor;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Label;
import org.objectweb.asm.Opcodes;

/**
 * The branch points of a {@link GoalSpace}, as goals: for each conditional jump, the first goal
 * (JaCoCo probe) on its taken edge and the first on its fall-through edge; for each switch, the
 * first goal on each target's path. Paths are followed through unconditional jumps; an edge that
 * reaches another condition first has no goal of its own, and a jump left with fewer than two
 * goals is not a point. A point with some of its goals
 * reached and others not is a condition the run reached but did not decide every way: what
 * branch-directed generation aims at. Read from the class files with JaCoCo's own probe
 * numbering, so goal ids match the instrumented classes.
 */
public final class BranchMap {

    private final List<int[]> points;

    private BranchMap(List<int[]> points) {
        this.points = List.copyOf(points);
    }

    /** The branch map of a goal space. */
    public static BranchMap of(GoalSpace space) {
        List<int[]> points = new ArrayList<>();
        for (GoalSpace.ClassGoals c : space.classes()) {
            List<int[]> found = new ArrayList<>();
            try {
                new ClassReader(c.classFile()).accept(new ClassProbesAdapter(new Recorder(c, found), false), 0);
                points.addAll(found);
            } catch (RuntimeException e) {
                // a class JaCoCo instruments but this pass cannot read: no branch points for it
            }
        }
        return new BranchMap(points);
    }

    /** The branch points, each the sorted goals of its edges (at least two). */
    public List<int[]> branchPoints() {
        return points;
    }

    /** Records the branch points of one class. */
    private static final class Recorder extends ClassProbesVisitor {
        private final GoalSpace.ClassGoals owner;
        private final List<int[]> points;

        Recorder(GoalSpace.ClassGoals owner, List<int[]> points) {
            this.owner = owner;
            this.points = points;
        }

        @Override
        public MethodProbesVisitor visitMethod(int access, String name, String descriptor, String signature,
                                               String[] exceptions) {
            return new MethodFlow();
        }

        /**
         * The control flow of one method as JaCoCo reports it, in code order: probes, labels,
         * jumps, switches. At its end, each conditional jump's two edges and each switch's targets
         * are followed forward to the first probe on them; edges that reach a goal make a branch
         * point.
         */
        private final class MethodFlow extends MethodProbesVisitor {
            private static final int PROBE = 0;
            private static final int LABEL = 1;
            private static final int CONDITIONAL = 2;
            private static final int GOTO = 3;
            private static final int SWITCH = 4;
            private static final int MAX_WALK = 500;

            private final List<int[]> events = new ArrayList<>(); // {kind, goal or -1, label index or -1}
            private final List<Label> labels = new ArrayList<>();
            private final List<Label[]> switches = new ArrayList<>();
            private final java.util.Map<Label, Integer> labelAt = new java.util.HashMap<>();

            private int goal(int probeId) {
                return valid(probeId) ? owner.firstGoal() + probeId : -1;
            }

            private int label(Label l) {
                labels.add(l);
                return labels.size() - 1;
            }

            @Override
            public void visitProbe(int probeId) {
                events.add(new int[] {PROBE, goal(probeId), -1});
            }

            @Override
            public void visitInsnWithProbe(int opcode, int probeId) {
                events.add(new int[] {PROBE, goal(probeId), -1});
            }

            @Override
            public void visitLabel(Label l) {
                labelAt.put(l, events.size());
                events.add(new int[] {LABEL, -1, -1});
            }

            @Override
            public void visitJumpInsn(int opcode, Label l) {
                jump(opcode, l, -1);
            }

            @Override
            public void visitJumpInsnWithProbe(int opcode, Label l, int probeId, IFrame frame) {
                jump(opcode, l, goal(probeId));
            }

            private void jump(int opcode, Label l, int goal) {
                boolean unconditional = opcode == Opcodes.GOTO || opcode == Opcodes.JSR;
                events.add(new int[] {unconditional ? GOTO : CONDITIONAL, goal, label(l)});
            }

            @Override
            public void visitTableSwitchInsn(int min, int max, Label dflt, Label... targets) {
                switchOf(dflt, targets);
            }

            @Override
            public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] targets) {
                switchOf(dflt, targets);
            }

            @Override
            public void visitTableSwitchInsnWithProbes(int min, int max, Label dflt, Label[] targets, IFrame frame) {
                switchOf(dflt, targets);
            }

            @Override
            public void visitLookupSwitchInsnWithProbes(Label dflt, int[] keys, Label[] targets, IFrame frame) {
                switchOf(dflt, targets);
            }

            private void switchOf(Label dflt, Label[] targets) {
                switches.add(concat(dflt, targets));
                events.add(new int[] {SWITCH, -1, switches.size() - 1});
            }

            @Override
            public void visitEnd() {
                for (int i = 0; i < events.size(); i++) {
                    int[] e = events.get(i);
                    Set<Integer> goals = new TreeSet<>();
                    if (e[0] == CONDITIONAL) {
                        int taken = e[1] >= 0 ? e[1] : walkFrom(labels.get(e[2]));
                        int fallThrough = walk(i + 1);
                        if (taken >= 0 && fallThrough >= 0) {
                            goals.add(taken);
                            goals.add(fallThrough);
                        }
                    } else if (e[0] == SWITCH) {
                        for (Label target : switches.get(e[2])) {
                            int g = LabelInfo.getProbeId(target) >= 0 ? goal(LabelInfo.getProbeId(target)) : walkFrom(target);
                            if (g >= 0) {
                                goals.add(g);
                            }
                        }
                    }
                    if (goals.size() > 1) {
                        points.add(goals.stream().mapToInt(Integer::intValue).toArray());
                    }
                }
            }

            /** The first goal on the path that starts at a label (its own fall-through probe excluded). */
            private int walkFrom(Label l) {
                Integer at = labelAt.get(l);
                return at == null ? -1 : walk(at);
            }

            /**
             * The first goal on the path that starts at event {@code from}, following unconditional
             * jumps; -1 where the path forks first (another condition) or cannot be followed.
             */
            private int walk(int from) {
                int i = from;
                for (int steps = 0; steps < MAX_WALK && i < events.size(); steps++) {
                    int[] e = events.get(i);
                    switch (e[0]) {
                        case PROBE:
                            return e[1];
                        case LABEL:
                            i++;
                            break;
                        case GOTO:
                            if (e[1] >= 0) {
                                return e[1];
                            }
                            Integer at = labelAt.get(labels.get(e[2]));
                            if (at == null) {
                                return -1;
                            }
                            i = at;
                            break;
                        default:
                            return -1;
                    }
                }
                return -1;
            }
        }

        private boolean valid(int probeId) {
            return probeId >= 0 && probeId < owner.probes();
        }

        private static int[] sorted(int a, int b) {
            return a < b ? new int[] {a, b} : new int[] {b, a};
        }

        private static Label[] concat(Label first, Label[] rest) {
            Label[] all = new Label[rest.length + 1];
            all[0] = first;
            System.arraycopy(rest, 0, all, 1, rest.length);
            return all;
        }

        @Override
        public void visitTotalProbeCount(int count) {
            // the goal space knows it already
        }
    }
}
