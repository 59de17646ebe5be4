package dev.ferret.core.build;

import dev.ferret.core.execution.BranchPoint;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import dev.ferret.core.testcase.Coverage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * Branch-directed generation (thesis §6.2). A <em>target</em> is a branch point (a conditional
 * jump or a switch, as coverage goals: one per edge) that the run reached but did not decide
 * every way: some of its edges reached, others not. For a target, take the shortest passing
 * sequence that reached it (its <em>witness</em>) and change one of its primitive or String
 * literals; the variant is executed like any other candidate (judged, kept and pooled like one).
 *
 * <p>Which literals flow into the condition is found by varying and observing, in place of the
 * thesis's dynamic data-flow tracker: each of the witness's literals nearest its end is changed
 * once (and each reference argument that is never a receiver is made null, the thesis's unary
 * strategy for references); a literal <em>influences</em> the point when the variant still reaches the point but
 * reaches other goals of its method than the witness did. Later variants change only the
 * influencing literals, to the constants the condition compares against (read from the
 * bytecode: {@link BranchPoint#compared()}, then those of the other conditions of its method),
 * their neighbours, and then the constants mined from the classes under test and the value's own
 * neighbours and variations.
 *
 * <p>As in the thesis's measure, the edges of a target count as <em>attempted</em> once an
 * influencing literal was found for it (its other edges not reached then); an attempted edge a
 * variant reaches first counts as <em>flipped</em>. A target gets {@value #ATTEMPTS_PER_TARGET}
 * variants, then is left to random generation. Not thread-safe.
 */
public final class BranchDirector {

    /** The share of candidates that are variants, while there are targets. */
    static final double SHARE = 0.2;
    /** Variants tried per target before it is left to random generation. */
    static final int ATTEMPTS_PER_TARGET = 30;
    /** The witness's literals, nearest its end first, each varied once to observe its influence. */
    static final int PROBED_LITERALS = 6;
    private static final int TRIES_FOR_A_NEW_VARIANT = 5;

    private final List<BranchPoint> points;
    /** The index of each point's first edge among all edges. */
    private final int[] edgeBase;
    private final Map<Integer, int[]> pointsOfGoal = new HashMap<>();
    /** The constants compared against anywhere in each point's method, the point's own first. */
    private final List<List<Object>> aims = new ArrayList<>();
    private final Map<Class<?>, List<Object>> constants = new HashMap<>();
    private final RandomGenerator random;
    private final Map<Integer, Target> byPoint = new HashMap<>();
    private final List<Target> active = new ArrayList<>();
    private final Set<Long> tried = new HashSet<>();
    private final BitSet attempted = new BitSet();
    private final BitSet flipped = new BitSet();
    private long variants;
    private long influenced;
    /** The target and literal of the variant last handed out, until it is executed. */
    private Target lastTarget;
    private int lastPosition = -1;

    /**
     * @param points the branch points
     * @param minedLiterals the constants mined from the classes under test, by boxed type
     * @param random the director's own source of choices
     */
    public BranchDirector(List<BranchPoint> points, Map<Class<?>, List<LiteralOperation>> minedLiterals,
                          RandomGenerator random) {
        this.points = List.copyOf(points);
        this.random = random;
        this.edgeBase = new int[this.points.size()];
        for (int p = 0, base = 0; p < this.points.size(); p++) {
            edgeBase[p] = base;
            base += this.points.get(p).edgeCount();
        }
        Map<Long, Set<Object>> byMethod = new HashMap<>();
        for (BranchPoint p : this.points) {
            byMethod.computeIfAbsent(((long) p.firstMethodGoal() << 32) | p.lastMethodGoal(), k -> new LinkedHashSet<>())
                    .addAll(p.compared());
        }
        for (BranchPoint p : this.points) {
            Set<Object> aim = new LinkedHashSet<>(p.compared());
            aim.addAll(byMethod.get(((long) p.firstMethodGoal() << 32) | p.lastMethodGoal()));
            aims.add(List.copyOf(aim));
        }
        for (int p = 0; p < this.points.size(); p++) {
            for (int g : this.points.get(p).goals()) {
                int[] before = pointsOfGoal.get(g);
                int[] now = before == null ? new int[] {p} : Arrays.copyOf(before, before.length + 1);
                now[now.length - 1] = p;
                pointsOfGoal.put(g, now);
            }
        }
        minedLiterals.forEach((type, literals) -> {
            List<Object> values = new ArrayList<>();
            for (LiteralOperation l : literals) {
                if (l.value() != null) {
                    values.add(l.value());
                }
            }
            constants.put(type, values);
        });
    }

    /** Whether there are branch points at all. */
    public boolean hasBranches() {
        return !points.isEmpty();
    }

    /**
     * Notes a passing sequence and the goals it reached: for each branch point it reached that is
     * not being varied yet, it becomes the witness where it is shorter than the one noted before,
     * and the point becomes a target.
     *
     * @param length the statements that ran (a prefix of {@code flat})
     */
    public void reached(Statement[] flat, int length, Coverage coverage) {
        Statement[] copy = null;
        for (int i = 0; i < coverage.size(); i++) {
            int[] ps = pointsOfGoal.get(coverage.goal(i));
            if (ps == null) {
                continue;
            }
            for (int p : ps) {
                Target t = byPoint.get(p);
                if (t == null) {
                    copy = copy != null ? copy : Arrays.copyOf(flat, length);
                    t = new Target(p, copy, coverage);
                    byPoint.put(p, t);
                    active.add(t);
                } else if (t.attempts == 0 && length < t.witness.length) {
                    copy = copy != null ? copy : Arrays.copyOf(flat, length);
                    t.witness(copy, coverage);
                }
            }
        }
    }

    /** Whether the next candidate should be a variant: a share of them, while there are targets. */
    public boolean turn() {
        return !active.isEmpty() && random.nextDouble() < SHARE;
    }

    /**
     * A variant for a random target, or null when none could be made this time.
     *
     * @param reachedSoFar every goal the run reached; not modified
     */
    public Candidates.Candidate next(BitSet reachedSoFar) {
        lastTarget = null;
        while (!active.isEmpty()) {
            int k = random.nextInt(active.size());
            Target t = active.get(k);
            int position = t.attempts >= ATTEMPTS_PER_TARGET || decided(t.point, reachedSoFar) ? -1 : t.nextPosition();
            if (position < 0) {
                active.set(k, active.get(active.size() - 1));
                active.remove(active.size() - 1);
                continue;
            }
            t.attempts++;
            for (int n = 0; n < TRIES_FOR_A_NEW_VARIANT; n++) {
                Operation old = t.witness[position].operation();
                LiteralOperation value;
                if (t.nullable.get(position)) {
                    value = LiteralOperation.nullOf(old.outputType());
                } else {
                    LiteralOperation literal = (LiteralOperation) old;
                    Object v = t.nextValue(position, literal);
                    if (v == null || v.equals(literal.value())) {
                        continue;
                    }
                    value = new LiteralOperation(literal.outputType(), v);
                }
                Statement[] varied = t.witness.clone();
                varied[position] = new Statement(value, new int[0]);
                if (tried.add(Sequence.fingerprint(varied) * 31 + position * 7L + Objects.hashCode(value.value()))) {
                    variants++;
                    lastTarget = t;
                    lastPosition = position;
                    return new Candidates.Candidate(Sequence.of(List.of(), Arrays.asList(varied)), varied, null);
                }
            }
            return null;
        }
        return null;
    }

    /**
     * Notes what the variant last handed out reached, before the run adds it to what it reached so
     * far: whether its literal influences the target, and whether it reached an attempted edge
     * first (a flip).
     */
    public void executed(Coverage coverage, BitSet reachedSoFar) {
        Target t = lastTarget;
        lastTarget = null;
        if (t != null && t.influencedBy(coverage)) {
            t.influencing(lastPosition);
            if (!t.counted) {
                t.counted = true;
                influenced++;
                BranchPoint p = points.get(t.point);
                for (int e = 0; e < p.edgeCount(); e++) {
                    if (!p.taken(e, reachedSoFar)) {
                        attempted.set(edgeBase[t.point] + e);
                    }
                }
            }
        }
        BitSet now = null;
        for (int i = 0; i < coverage.size(); i++) {
            int[] ps = pointsOfGoal.get(coverage.goal(i));
            if (ps == null) {
                continue;
            }
            now = now != null ? now : bits(coverage);
            for (int p : ps) {
                BranchPoint point = points.get(p);
                for (int e = 0; e < point.edgeCount(); e++) {
                    int edge = edgeBase[p] + e;
                    if (attempted.get(edge) && !flipped.get(edge) && point.taken(e, now)
                            && !point.taken(e, reachedSoFar)) {
                        flipped.set(edge);
                    }
                }
            }
        }
    }

    private static BitSet bits(Coverage coverage) {
        BitSet b = new BitSet();
        for (int i = 0; i < coverage.size(); i++) {
            b.set(coverage.goal(i));
        }
        return b;
    }

    /** Edges not reached when an influencing literal was first found for their branch point. */
    public long attempted() {
        return attempted.cardinality();
    }

    /** Attempted edges that a variant reached first. */
    public long flipped() {
        return flipped.cardinality();
    }

    /** Variants made. */
    public long variants() {
        return variants;
    }

    /** Targets for which an influencing literal was found. */
    public long influenced() {
        return influenced;
    }

    /** Whether every edge of the point is taken. */
    private boolean decided(int point, BitSet reachedSoFar) {
        BranchPoint p = points.get(point);
        for (int e = 0; e < p.edgeCount(); e++) {
            if (!p.taken(e, reachedSoFar)) {
                return false;
            }
        }
        return true;
    }

    private static boolean variable(Class<?> type) {
        return type.isPrimitive() || type == String.class;
    }

    /**
     * Whether the value of statement {@code i} may be replaced by null (the thesis's unary
     * strategy for references): a non-null reference that later statements use, none as a
     * receiver.
     */
    static boolean canBeNull(Statement[] flat, int i) {
        Operation op = flat[i].operation();
        if (op.outputType().isPrimitive() || op.outputType() == void.class
                || op instanceof LiteralOperation l && l.value() == null) {
            return false;
        }
        boolean used = false;
        for (int j = i + 1; j < flat.length; j++) {
            int[] in = flat[j].inputs();
            for (int k = 0; k < in.length; k++) {
                if (in[k] == i) {
                    if (k == 0 && flat[j].operation() instanceof MethodOperation m && !m.isStatic()) {
                        return false;
                    }
                    used = true;
                }
            }
        }
        return used;
    }

    /** A branch point being varied: its witness, which literals were probed, which influence it. */
    private final class Target {
        final int point;
        Statement[] witness;
        /** The goals of the point's method that the witness reached. */
        BitSet methodGoals;
        /** The positions varied: literals and values that can be null, nearest the end first. */
        int[] literals;
        /** The positions among them whose only variant is null. */
        final BitSet nullable = new BitSet();
        int probed;
        final List<Integer> influencing = new ArrayList<>();
        final Map<Integer, List<Object>> aimed = new HashMap<>();
        int attempts;
        boolean counted;

        Target(int point, Statement[] witness, Coverage coverage) {
            this.point = point;
            witness(witness, coverage);
        }

        void witness(Statement[] flat, Coverage coverage) {
            witness = flat;
            methodGoals = inMethod(coverage);
            List<Integer> found = new ArrayList<>();
            nullable.clear();
            for (int i = flat.length - 1; i >= 0; i--) {
                if (flat[i].operation() instanceof LiteralOperation l && l.value() != null && variable(l.outputType())) {
                    found.add(i);
                } else if (canBeNull(flat, i)) {
                    found.add(i);
                    nullable.set(i);
                }
            }
            literals = found.stream().mapToInt(Integer::intValue).toArray();
        }

        private BitSet inMethod(Coverage coverage) {
            BranchPoint p = points.get(point);
            BitSet in = new BitSet();
            for (int i = 0; i < coverage.size(); i++) {
                if (p.inMethod(coverage.goal(i))) {
                    in.set(coverage.goal(i));
                }
            }
            return in;
        }

        /** The literal to vary next: an unprobed one, else an influencing one; -1 when there is none. */
        int nextPosition() {
            if (probed < Math.min(PROBED_LITERALS, literals.length)) {
                return literals[probed++];
            }
            if (influencing.isEmpty()) {
                return -1;
            }
            return influencing.get(random.nextInt(influencing.size()));
        }

        /** Whether a variant reached the point, and other goals of its method than the witness. */
        boolean influencedBy(Coverage coverage) {
            BitSet in = inMethod(coverage);
            boolean atPoint = false;
            for (int g : points.get(point).goals()) {
                atPoint |= in.get(g);
            }
            return atPoint && !in.equals(methodGoals);
        }

        void influencing(int position) {
            if (!influencing.contains(position)) {
                influencing.add(position);
            }
        }

        /** The compared constants fitted to the literal's type, in turn; then other values. */
        Object nextValue(int position, LiteralOperation old) {
            List<Object> queue = aimed.computeIfAbsent(position,
                    p -> new ArrayList<>(LiteralVariants.fitted(aims.get(point), old.outputType(), old.value())));
            if (!queue.isEmpty()) {
                return queue.remove(0);
            }
            return LiteralVariants.newValue(old.outputType(), old.value(),
                    constants.getOrDefault(Types.box(old.outputType()), List.of()), random);
        }
    }
}
