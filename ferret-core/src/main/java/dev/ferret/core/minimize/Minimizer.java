package dev.ferret.core.minimize;

import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Objects;

/**
 * Shrinks a failing sequence by replacement-based simplification (thesis §6.1): a removal pass
 * from the last statement to the first, plain calls put in place of calls taking a generated
 * callback ({@link PlainCalls}, another removal pass if any was), then a replacement pass that
 * swaps a statement and the statements that only fed it for a shorter sequence from the
 * component set, then the generated subclasses and callbacks simplified
 * ({@link CallbackSimplifier}) and plain calls tried again for callbacks that lost their calls,
 * then a second removal pass for what all that made unnecessary. Every change is executed and kept
 * only if the {@link FailureOracle} sees the same failure, so the result fails exactly like the
 * input and is never longer.
 *
 * <p>Work is bounded by a number of executions and a deadline; when either runs out the best
 * witness so far is returned. Not thread-safe.
 */
public final class Minimizer {

    /** Default bound on candidate executions per witness. */
    public static final int DEFAULT_MAX_EXECUTIONS = 600;
    /** Default bound on replacements tried at one position. */
    public static final int DEFAULT_CANDIDATES_PER_POSITION = 12;

    private final FailureOracle oracle;
    private final ReplacementSource source;
    private final int maxExecutions;
    private final int candidatesPerPosition;
    private int executions;
    private long deadlineNanos;

    /** A minimizer with the default bounds. */
    public Minimizer(FailureOracle oracle, ReplacementSource source) {
        this(oracle, source, DEFAULT_MAX_EXECUTIONS, DEFAULT_CANDIDATES_PER_POSITION);
    }

    /**
     * @param oracle decides whether a candidate fails like the original
     * @param source supplies replacements
     * @param maxExecutions bound on candidate executions per {@link #minimize} call
     * @param candidatesPerPosition bound on replacements tried at one position
     */
    public Minimizer(FailureOracle oracle, ReplacementSource source, int maxExecutions, int candidatesPerPosition) {
        this.oracle = Objects.requireNonNull(oracle, "oracle");
        this.source = Objects.requireNonNull(source, "source");
        if (maxExecutions < 0 || candidatesPerPosition < 0) {
            throw new IllegalArgumentException("bounds must not be negative");
        }
        this.maxExecutions = maxExecutions;
        this.candidatesPerPosition = candidatesPerPosition;
    }

    /**
     * The shortest witness found that fails like {@code original}.
     *
     * @param deadlineNanos a {@link System#nanoTime()} value after which no more candidates run
     */
    public Witness minimize(Witness original, long deadlineNanos) throws InterruptedException {
        this.executions = 0;
        this.deadlineNanos = deadlineNanos;
        Witness w = removeUnneeded(original);
        Witness plain = PlainCalls.simplify(w, this::attempt); // first: the budget may run out later
        w = plain == w ? w : removeUnneeded(plain);
        w = replaceAll(w);
        w = CallbackSimplifier.simplify(w, this::attempt);
        w = PlainCalls.simplify(w, this::attempt); // again: a body may have lost its calls since
        return removeUnneeded(w);
    }

    /** Candidate executions of the last {@link #minimize} call. */
    public int executions() {
        return executions;
    }

    private boolean exhausted() {
        return executions >= maxExecutions || System.nanoTime() - deadlineNanos >= 0;
    }

    private boolean attempt(Witness candidate) throws InterruptedException {
        if (candidate == null || exhausted()) {
            return false;
        }
        executions++;
        return oracle.reproduces(candidate);
    }

    /** Phase 1: drop single statements whose values nothing uses, last to first. */
    private Witness removeUnneeded(Witness w) throws InterruptedException {
        for (int i = w.size() - 1; i >= 0 && !exhausted(); i--) {
            if (w.isAnchor(i) || usedAfter(w, i, new BitSet())) {
                continue;
            }
            BitSet gone = new BitSet();
            gone.set(i);
            Witness candidate = rebuild(w, gone, -1, null);
            if (attempt(candidate)) {
                w = candidate;
            }
        }
        return w;
    }

    /** Phase 2: replacement, last position to first. */
    private Witness replaceAll(Witness w) throws InterruptedException {
        int idx = w.size() - 2; // the last statement is where the failure shows; it stays
        while (idx >= 0 && !exhausted()) {
            BitSet gone = related(w, idx);
            Witness next = replaceAt(w, idx, gone);
            if (next == null) {
                idx--;
                continue;
            }
            int keptBefore = 0;
            for (int i = 0; i < idx; i++) {
                if (!gone.get(i)) {
                    keptBefore++;
                }
            }
            int prepended = next.size() - (w.size() - gone.cardinality());
            w = next;
            idx = prepended + keptBefore - 1;
        }
        return w;
    }

    /**
     * The witness with the statement at {@code idx} replaced, or null if no replacement works.
     *
     * @param related {@link #related}{@code (w, idx)}; not modified
     */
    private Witness replaceAt(Witness w, int idx, BitSet related) throws InterruptedException {
        Statement[] s = w.statements();
        if (s[idx].operation().outputType() == void.class) {
            return null;
        }
        BitSet gone = (BitSet) related.clone();
        int removedCount = gone.cardinality();
        List<Class<?>> required = new ArrayList<>();
        int firstUse = s.length;
        for (int u = idx + 1; u < s.length; u++) {
            if (gone.get(u)) {
                continue;
            }
            int[] in = s[u].inputs();
            for (int k = 0; k < in.length; k++) {
                if (in[k] == idx) {
                    required.add(s[u].operation().inputTypes().get(k));
                    firstUse = Math.min(firstUse, u);
                }
            }
        }
        if (w.isAnchor(idx)) {
            required.add(s[idx].operation().outputType());
        }
        if (required.isEmpty()) {
            return null;
        }
        gone.clear(idx); // the placeholder is mapped to the replacement's value, not dropped
        for (int k = 0; k < firstUse && !exhausted(); k++) {
            // a value defined before the first use costs no statement at all (beyond the thesis)
            if (k != idx && !gone.get(k) && fitsWithoutCast(s[k].operation().outputType(), required)) {
                Witness candidate = rebuild(w, gone, idx, new Replacement(new Statement[0], k, null));
                if (attempt(candidate)) {
                    return candidate;
                }
            }
        }
        if (removedCount < 2) {
            return null; // no sequence is shorter than one statement
        }
        List<Replacement> candidates = source.replacements(List.copyOf(required), removedCount - 1);
        int tried = 0;
        for (Replacement r : candidates) {
            if (tried++ >= candidatesPerPosition || exhausted()) {
                break;
            }
            if (r.statements().length >= removedCount) {
                continue;
            }
            Witness candidate = rebuild(w, gone, idx, r);
            if (attempt(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    private static boolean fitsWithoutCast(Class<?> declared, List<Class<?>> required) {
        if (declared == void.class) {
            return false;
        }
        for (Class<?> t : required) {
            if (t.isPrimitive() ? declared != t : declared.isPrimitive() || !t.isAssignableFrom(declared)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The statements that go with the one at {@code idx}: itself, the statements that only fed
     * removed ones, and the calls on such a feeder whose own results nothing else uses (a
     * {@code list.add(x)} on a list that only fed the removed statement).
     */
    static BitSet related(Witness w, int idx) {
        Statement[] s = w.statements();
        int last = s.length - 1;
        BitSet gone = new BitSet();
        gone.set(idx);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int j = s.length - 1; j >= 0; j--) {
                if (gone.get(j) || w.isAnchor(j) || j == last) {
                    continue;
                }
                boolean fedRemoved = false;
                boolean removable = true;
                List<Integer> dangling = new ArrayList<>();
                for (int u = j + 1; u < s.length && removable; u++) {
                    if (!uses(s[u], j)) {
                        continue;
                    }
                    if (gone.get(u)) {
                        fedRemoved = true;
                    } else if (u != last && !w.isAnchor(u) && !usedAfter(w, u, gone)) {
                        dangling.add(u);
                    } else {
                        removable = false;
                    }
                }
                if (removable && fedRemoved) {
                    gone.set(j);
                    dangling.forEach(gone::set);
                    changed = true;
                }
            }
        }
        return gone;
    }

    private static boolean uses(Statement s, int index) {
        for (int in : s.inputs()) {
            if (in == index) {
                return true;
            }
        }
        return false;
    }

    /** Whether a statement after {@code index} and not in {@code ignored} uses its value. */
    private static boolean usedAfter(Witness w, int index, BitSet ignored) {
        Statement[] s = w.statements();
        for (int u = index + 1; u < s.length; u++) {
            if (!ignored.get(u) && uses(s[u], index)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The witness without the {@code gone} statements and, if {@code placeholder >= 0}, with the
     * replacement's statements first and every use of the placeholder redirected to the
     * replacement's value; null if a kept statement would use a dropped one. A replacement
     * without statements names an earlier statement of {@code w} whose value to use instead.
     */
    static Witness rebuild(Witness w, BitSet gone, int placeholder, Replacement r) {
        Statement[] s = w.statements();
        int offset = r == null ? 0 : r.statements().length;
        int[] map = new int[s.length];
        int next = offset;
        for (int i = 0; i < s.length; i++) {
            map[i] = gone.get(i) || i == placeholder ? -1 : next++;
        }
        if (placeholder >= 0) {
            map[placeholder] = offset == 0 ? map[r.value()] : r.value();
        }
        Statement[] out = new Statement[next];
        if (r != null) {
            System.arraycopy(r.statements(), 0, out, 0, offset);
        }
        for (int i = 0; i < s.length; i++) {
            if (gone.get(i) || i == placeholder) {
                continue;
            }
            int[] in = s[i].inputs();
            int[] moved = new int[in.length];
            for (int k = 0; k < in.length; k++) {
                moved[k] = map[in[k]];
                if (moved[k] < 0) {
                    return null;
                }
            }
            out[map[i]] = new Statement(s[i].operation(), moved);
        }
        int[] anchors = new int[w.anchors().length];
        for (int a = 0; a < anchors.length; a++) {
            anchors[a] = map[w.anchors()[a]];
            if (anchors[a] < 0) {
                return null;
            }
        }
        return new Witness(out, anchors);
    }
}
