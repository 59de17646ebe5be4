package dev.ferret.coverage.probe;

import dev.ferret.core.execution.BranchPoint;
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
 * The branch points of a {@link GoalSpace}, as goals: for each conditional jump, the goals that
 * show its taken edge and its fall-through edge were taken; for each switch, those of each
 * target's path. An edge's goal is the first goal (JaCoCo probe) on its path, followed through
 * unconditional jumps; where the path reaches another condition first, the goals of that
 * condition's edges (to three levels). A jump whose edges cannot be told apart is not a point.
 * A point with some of its edges
 * reached and others not is a condition the run reached but did not decide every way: what
 * branch-directed generation aims at. Read from the class files with JaCoCo's own probe
 * numbering, so goal ids match the instrumented classes.
 */
public final class BranchMap {

    private final List<BranchPoint> points;

    private BranchMap(List<BranchPoint> points) {
        this.points = List.copyOf(points);
    }

    /** The branch map of a goal space. */
    public static BranchMap of(GoalSpace space) {
        List<BranchPoint> points = new ArrayList<>();
        for (GoalSpace.ClassGoals c : space.classes()) {
            List<BranchPoint> found = new ArrayList<>();
            try {
                new ClassReader(c.classFile()).accept(new ClassProbesAdapter(new Recorder(c, found), false), 0);
                points.addAll(found);
            } catch (RuntimeException e) {
                // a class JaCoCo instruments but this pass cannot read: no branch points for it
            }
        }
        return new BranchMap(points);
    }

    /** The branch points, each with the sorted goals of its edges (at least two). */
    public List<BranchPoint> branchPoints() {
        return points;
    }

    /** Records the branch points of one class. */
    private static final class Recorder extends ClassProbesVisitor {
        private final GoalSpace.ClassGoals owner;
        private final List<BranchPoint> points;

        Recorder(GoalSpace.ClassGoals owner, List<BranchPoint> points) {
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
            /** How many conditions deep an edge is followed to the goals that show it was taken. */
            private static final int MAX_DEPTH = 3;
            /** Constants remembered per basic block, and switch keys per switch. */
            private static final int MAX_CONSTANTS = 16;

            private final List<Object> recent = new ArrayList<>();
            private final List<List<Object>> constantsOfEvent = new ArrayList<>();

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

            private void event(int[] e, List<Object> constants) {
                events.add(e);
                constantsOfEvent.add(constants);
            }

            @Override
            public void visitProbe(int probeId) {
                event(new int[] {PROBE, goal(probeId), -1}, List.of());
            }

            @Override
            public void visitInsnWithProbe(int opcode, int probeId) {
                event(new int[] {PROBE, goal(probeId), -1}, List.of());
                recent.clear();
            }

            @Override
            public void visitLabel(Label l) {
                labelAt.put(l, events.size());
                event(new int[] {LABEL, -1, -1}, List.of());
                recent.clear();
            }

            @Override
            public void visitInsn(int opcode) {
                if (opcode >= Opcodes.ICONST_M1 && opcode <= Opcodes.ICONST_5) {
                    constant(opcode - Opcodes.ICONST_0);
                } else if (opcode == Opcodes.LCONST_0 || opcode == Opcodes.LCONST_1) {
                    constant((long) (opcode - Opcodes.LCONST_0));
                } else if (opcode >= Opcodes.FCONST_0 && opcode <= Opcodes.FCONST_2) {
                    constant((float) (opcode - Opcodes.FCONST_0));
                } else if (opcode == Opcodes.DCONST_0 || opcode == Opcodes.DCONST_1) {
                    constant((double) (opcode - Opcodes.DCONST_0));
                }
            }

            @Override
            public void visitIntInsn(int opcode, int operand) {
                if (opcode == Opcodes.BIPUSH || opcode == Opcodes.SIPUSH) {
                    constant(operand);
                }
            }

            @Override
            public void visitLdcInsn(Object value) {
                if (value instanceof Number || value instanceof String) {
                    constant(value);
                }
            }

            private void constant(Object value) {
                if (recent.size() < MAX_CONSTANTS && !recent.contains(value)) {
                    recent.add(value);
                }
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
                List<Object> compared = unconditional ? List.of() : List.copyOf(recent);
                if (!unconditional && compared.isEmpty() && opcode >= Opcodes.IFEQ && opcode <= Opcodes.IFLE) {
                    compared = List.of(0);
                }
                event(new int[] {unconditional ? GOTO : CONDITIONAL, goal, label(l)}, compared);
                recent.clear();
            }

            @Override
            public void visitTableSwitchInsn(int min, int max, Label dflt, Label... targets) {
                switchOf(dflt, targets, range(min, max));
            }

            @Override
            public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] targets) {
                switchOf(dflt, targets, keys);
            }

            @Override
            public void visitTableSwitchInsnWithProbes(int min, int max, Label dflt, Label[] targets, IFrame frame) {
                switchOf(dflt, targets, range(min, max));
            }

            @Override
            public void visitLookupSwitchInsnWithProbes(Label dflt, int[] keys, Label[] targets, IFrame frame) {
                switchOf(dflt, targets, keys);
            }

            private int[] range(int min, int max) {
                int n = (int) Math.min(MAX_CONSTANTS, (long) max - min + 1);
                int[] keys = new int[n];
                for (int i = 0; i < n; i++) {
                    keys[i] = min + i;
                }
                return keys;
            }

            private void switchOf(Label dflt, Label[] targets, int[] keys) {
                switches.add(concat(dflt, targets));
                List<Object> compared = new ArrayList<>();
                for (int i = 0; i < keys.length && i < MAX_CONSTANTS; i++) {
                    compared.add(keys[i]);
                }
                event(new int[] {SWITCH, -1, switches.size() - 1}, compared);
                recent.clear();
            }

            @Override
            public void visitEnd() {
                int first = Integer.MAX_VALUE;
                int last = -1;
                for (int[] e : events) {
                    if (e[1] >= 0) {
                        first = Math.min(first, e[1]);
                        last = Math.max(last, e[1]);
                    }
                }
                for (int i = 0; i < events.size(); i++) {
                    int kind = events.get(i)[0];
                    if (kind != CONDITIONAL && kind != SWITCH) {
                        continue;
                    }
                    List<Set<Integer>> edges = edgesOf(i, 0);
                    if (edges.size() < 2 || !disjoint(edges)) {
                        continue;
                    }
                    int[][] goals = new int[edges.size()][];
                    for (int k = 0; k < goals.length; k++) {
                        goals[k] = edges.get(k).stream().mapToInt(Integer::intValue).toArray();
                        first = Math.min(first, goals[k][0]);
                        last = Math.max(last, goals[k][goals[k].length - 1]);
                    }
                    points.add(new BranchPoint(goals, constantsOfEvent.get(i), first, last));
                }
            }

            /**
             * The goals of each edge of the condition or switch at event {@code at}, distinct
             * edges only; an empty list when an edge cannot be followed.
             */
            private List<Set<Integer>> edgesOf(int at, int depth) {
                int[] e = events.get(at);
                List<Set<Integer>> edges = new ArrayList<>();
                if (e[0] == CONDITIONAL) {
                    edges.add(e[1] >= 0 ? Set.of(e[1]) : walkFrom(labels.get(e[2]), depth));
                    edges.add(walk(at + 1, depth));
                } else {
                    for (Label target : switches.get(e[2])) {
                        int probe = LabelInfo.getProbeId(target);
                        Set<Integer> g = probe >= 0 ? goalSet(goal(probe)) : walkFrom(target, depth);
                        if (!edges.contains(g)) {
                            edges.add(g);
                        }
                    }
                }
                return edges.contains(Set.<Integer>of()) ? List.of() : edges;
            }

            private Set<Integer> goalSet(int goal) {
                return goal >= 0 ? Set.of(goal) : Set.of();
            }

            private boolean disjoint(List<Set<Integer>> edges) {
                Set<Integer> seen = new java.util.HashSet<>();
                for (Set<Integer> edge : edges) {
                    for (int g : edge) {
                        if (!seen.add(g)) {
                            return false;
                        }
                    }
                }
                return true;
            }

            /** The goals on the path that starts at a label (its own fall-through probe excluded). */
            private Set<Integer> walkFrom(Label l, int depth) {
                Integer at = labelAt.get(l);
                return at == null ? Set.of() : walk(at, depth);
            }

            /**
             * The goals that show the path from event {@code from} was taken, following
             * unconditional jumps: its first goal, or where it reaches another condition or
             * switch first, the goals of that one's edges (to a few levels); empty where the path
             * cannot be followed.
             */
            private Set<Integer> walk(int from, int depth) {
                int i = from;
                for (int steps = 0; steps < MAX_WALK && i < events.size(); steps++) {
                    int[] e = events.get(i);
                    switch (e[0]) {
                        case PROBE:
                            return goalSet(e[1]);
                        case LABEL:
                            i++;
                            break;
                        case GOTO:
                            if (e[1] >= 0) {
                                return Set.of(e[1]);
                            }
                            Integer at = labelAt.get(labels.get(e[2]));
                            if (at == null) {
                                return Set.of();
                            }
                            i = at;
                            break;
                        default:
                            if (depth >= MAX_DEPTH) {
                                return Set.of();
                            }
                            Set<Integer> all = new TreeSet<>();
                            for (Set<Integer> edge : edgesOf(i, depth + 1)) {
                                all.addAll(edge);
                            }
                            return all;
                    }
                }
                return Set.of();
            }
        }

        private boolean valid(int probeId) {
            return probeId >= 0 && probeId < owner.probes();
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
