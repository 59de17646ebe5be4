package dev.ferret.core.build;

import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import dev.ferret.core.testcase.Coverage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * Branch-directed generation (thesis §6.2). A <em>target</em> is a branch point (a conditional
 * jump or a switch, as coverage goals: one per edge) that the run reached but did not decide
 * every way: some of its edges reached, others not. For a target, take the shortest passing
 * sequence that reached it, change one of its primitive or String literals, and execute the
 * variant like any other candidate (it is judged, kept and pooled like one). The new values are
 * the constants mined from the bytecode of the classes under test (what their conditions compare
 * against), those constants ±1 and negated, and the value's own neighbours, boundaries and
 * variations.
 *
 * <p>The edges of a target not reached when it is first varied count as <em>attempted</em>; an
 * attempted edge a variant reaches first counts as <em>flipped</em>. A target gets
 * {@value #ATTEMPTS_PER_TARGET} variants, then is left to random generation. Not thread-safe.
 */
public final class BranchDirector {

    /** The share of candidates that are variants, while there are targets. */
    static final double SHARE = 0.2;
    /** Variants tried per target before it is left to random generation. */
    static final int ATTEMPTS_PER_TARGET = 20;
    private static final int TRIES_FOR_A_NEW_VARIANT = 5;

    private final List<int[]> points;
    private final Map<Integer, int[]> pointsOfGoal = new HashMap<>();
    private final Map<Class<?>, List<Object>> constants = new HashMap<>();
    private final RandomGenerator random;
    private final Map<Integer, Statement[]> reaching = new HashMap<>();
    private final int[] attemptsMade;
    private final BitSet isTarget = new BitSet();
    private final List<Integer> targets = new ArrayList<>();
    private final Set<Long> tried = new HashSet<>();
    private final BitSet attempted = new BitSet();
    private final BitSet flipped = new BitSet();
    private long variants;

    /**
     * @param points the branch points, each the goals of its edges
     * @param minedLiterals the constants mined from the classes under test, by boxed type
     * @param random the director's own source of choices
     */
    public BranchDirector(List<int[]> points, Map<Class<?>, List<LiteralOperation>> minedLiterals,
                          RandomGenerator random) {
        this.points = List.copyOf(points);
        this.random = random;
        this.attemptsMade = new int[points.size()];
        for (int p = 0; p < points.size(); p++) {
            for (int g : points.get(p)) {
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
     * Notes a passing sequence and the goals it reached: for each branch point it reached, it
     * becomes the sequence varied, where it is shorter than the one noted before, and the point
     * becomes a target.
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
                Statement[] known = reaching.get(p);
                if (known == null || length < known.length) {
                    copy = copy != null ? copy : Arrays.copyOf(flat, length);
                    reaching.put(p, copy);
                }
                if (!isTarget.get(p) && attemptsMade[p] < ATTEMPTS_PER_TARGET) {
                    isTarget.set(p);
                    targets.add(p);
                }
            }
        }
    }

    /** Whether the next candidate should be a variant: a share of them, while there are targets. */
    public boolean turn() {
        return !targets.isEmpty() && random.nextDouble() < SHARE;
    }

    /**
     * A variant for a random target, or null when none could be made this time.
     *
     * @param reachedSoFar every goal the run reached; not modified
     */
    public Candidates.Candidate next(BitSet reachedSoFar) {
        while (!targets.isEmpty()) {
            int k = random.nextInt(targets.size());
            int point = targets.get(k);
            if (attemptsMade[point] >= ATTEMPTS_PER_TARGET || decided(point, reachedSoFar)) {
                targets.set(k, targets.get(targets.size() - 1));
                targets.remove(targets.size() - 1);
                continue;
            }
            Statement[] flat = reaching.get(point);
            List<Integer> literals = new ArrayList<>();
            for (int i = 0; i < flat.length; i++) {
                if (flat[i].operation() instanceof LiteralOperation l && l.value() != null && variable(l.outputType())) {
                    literals.add(i);
                }
            }
            if (literals.isEmpty()) {
                attemptsMade[point] = ATTEMPTS_PER_TARGET;
                continue;
            }
            if (attemptsMade[point]++ == 0) {
                for (int g : points.get(point)) {
                    if (!reachedSoFar.get(g)) {
                        attempted.set(g);
                    }
                }
            }
            for (int t = 0; t < TRIES_FOR_A_NEW_VARIANT; t++) {
                int at = literals.get(random.nextInt(literals.size()));
                LiteralOperation old = (LiteralOperation) flat[at].operation();
                Object value = newValue(old.outputType(), old.value());
                if (value == null || value.equals(old.value())) {
                    continue;
                }
                Statement[] varied = flat.clone();
                varied[at] = new Statement(new LiteralOperation(old.outputType(), value), new int[0]);
                if (tried.add(Sequence.fingerprint(varied) * 31 + at * 7 + value.hashCode())) {
                    variants++;
                    return new Candidates.Candidate(Sequence.of(List.of(), Arrays.asList(varied)), varied, null);
                }
            }
            return null;
        }
        return null;
    }

    /**
     * Notes what a variant reached, before the run adds it to what it reached so far: an attempted
     * edge reached for the first time counts as flipped.
     */
    public void executed(Coverage coverage, BitSet reachedSoFar) {
        for (int i = 0; i < coverage.size(); i++) {
            int g = coverage.goal(i);
            if (attempted.get(g) && !reachedSoFar.get(g)) {
                flipped.set(g);
            }
        }
    }

    /** Edges not reached when their branch point was first varied. */
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

    /** Whether every edge of the point is reached. */
    private boolean decided(int point, BitSet reachedSoFar) {
        for (int g : points.get(point)) {
            if (!reachedSoFar.get(g)) {
                return false;
            }
        }
        return true;
    }

    private static boolean variable(Class<?> type) {
        return type.isPrimitive() || type == String.class;
    }

    /** A new value for a literal: a mined constant, one of its neighbours, or one of the value's own. */
    private Object newValue(Class<?> type, Object value) {
        List<Object> mined = constants.getOrDefault(Types.box(type), List.of());
        if (type == boolean.class) {
            return !(Boolean) value;
        }
        if (type == String.class) {
            String s = (String) value;
            List<Object> options = new ArrayList<>(mined);
            options.addAll(List.of("", s + s, s.isEmpty() ? " " : s.substring(1), s.toUpperCase(java.util.Locale.ROOT),
                    " " + s + " "));
            return options.get(random.nextInt(options.size()));
        }
        if (type == char.class) {
            List<Object> options = new ArrayList<>(mined);
            char c = (Character) value;
            options.addAll(List.of((char) (c + 1), (char) (c - 1), 'A', 'z', '0', ' ', '\0'));
            return options.get(random.nextInt(options.size()));
        }
        double base = mined.isEmpty() || random.nextBoolean() ? ((Number) value).doubleValue()
                : ((Number) mined.get(random.nextInt(mined.size()))).doubleValue();
        double[] offsets = {0, 1, -1};
        double d = switch (random.nextInt(5)) {
            case 0 -> 0;
            case 1 -> -base;
            default -> base + offsets[random.nextInt(offsets.length)];
        };
        return numberOf(type, d);
    }

    private static Object numberOf(Class<?> type, double d) {
        if (type == int.class) {
            return (int) d;
        }
        if (type == long.class) {
            return (long) d;
        }
        if (type == short.class) {
            return (short) d;
        }
        if (type == byte.class) {
            return (byte) d;
        }
        if (type == float.class) {
            return (float) d;
        }
        return d;
    }
}
