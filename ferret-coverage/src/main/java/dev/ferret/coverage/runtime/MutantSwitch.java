package dev.ferret.coverage.runtime;

/**
 * What mutated classes of the code under test call at each mutation point (a mutant schema: every
 * mutant of a class is in its one rewritten version, and this switch says which one, if any, is
 * on). Each helper computes what the original instruction computes unless the mutant it names is
 * the active one, and records that the point was reached. Loaded from Ferret's own class loader
 * and seen by the code under test's loader (a runtime package of the coverage rewriter), so it
 * depends on nothing but the JDK.
 *
 * <p>A mutant id is {@code classIndex * }{@value #PER_CLASS}{@code  + n} for the {@code n}-th
 * mutant of the class at {@code classIndex} in the run's goal space. One mutation session per JVM;
 * the engine switches mutants on and off between executions, on its own thread, and the code
 * under test reads the switch on the execution thread the engine hands work to (volatile, so that
 * a run the engine abandoned sees its mutant go off and runs the original code again).
 */
public final class MutantSwitch {

    /** The most mutants of one class; those beyond are not made. */
    public static final int PER_CLASS = 4096;
    /** Passes through the active mutant's point after which its execution is taken to run away. */
    static final long RUNAWAY = 1_000_000L;

    private static volatile int active = -1;
    private static long activeRuns;
    private static boolean[] seen = new boolean[0];
    private static int[] reached = new int[64];
    private static int reachedCount;

    private MutantSwitch() {
    }

    /** Starts a session whose mutant ids are below {@code limit}; none is on, none reached. */
    public static synchronized void open(int limit) {
        seen = new boolean[Math.max(0, limit)];
        reachedCount = 0;
        active = -1;
    }

    /** Ends the session: the points still record nothing and compute the original. */
    public static synchronized void close() {
        seen = new boolean[0];
        reachedCount = 0;
        active = -1;
    }

    /** Puts mutant {@code id} on (and every other off). */
    public static void activate(int id) {
        activeRuns = 0;
        active = id;
    }

    /** Puts every mutant off. */
    public static void deactivate() {
        active = -1;
    }

    /** The mutants whose points ran since the last call (or {@link #open}); forgets them. */
    public static synchronized int[] reached() {
        int[] out = java.util.Arrays.copyOf(reached, reachedCount);
        boolean[] s = seen;
        for (int id : out) {
            if (id < s.length) {
                s[id] = false;
            }
        }
        reachedCount = 0;
        return out;
    }

    /**
     * Records that the point of mutants {@code base} to {@code base + count - 1} was reached;
     * returns which of them is on ({@code 0} for {@code base}), or -1 for none.
     */
    private static int pick(int base, int count) {
        boolean[] s = seen;
        for (int id = base; id < base + count; id++) {
            if (id >= 0 && id < s.length && !s[id]) {
                s[id] = true;
                note(id);
            }
        }
        int which = active - base;
        if (active < 0 || which < 0 || which >= count) {
            return -1;
        }
        if (++activeRuns > RUNAWAY) {
            throw new MutantRanAway();
        }
        return which;
    }

    private static synchronized void note(int id) {
        if (reachedCount == reached.length) {
            reached = java.util.Arrays.copyOf(reached, reachedCount * 2);
        }
        reached[reachedCount++] = id;
    }

    /** An int arithmetic instruction ({@code opcode}) or, when mutant {@code id} is on, its replacement. */
    public static int ibin(int a, int b, int opcode, int id) {
        return Arithmetic.ints(pick(id, 1) == 0 ? Arithmetic.replacement(opcode) : opcode, a, b);
    }

    /** A long arithmetic instruction or its replacement. */
    public static long lbin(long a, long b, int opcode, int id) {
        return Arithmetic.longs(pick(id, 1) == 0 ? Arithmetic.replacement(opcode) : opcode, a, b);
    }

    /** A long shift instruction or its replacement. */
    public static long lshift(long a, int b, int opcode, int id) {
        return Arithmetic.longs(pick(id, 1) == 0 ? Arithmetic.replacement(opcode) : opcode, a, b);
    }

    /** A float arithmetic instruction or its replacement. */
    public static float fbin(float a, float b, int opcode, int id) {
        return Arithmetic.floats(pick(id, 1) == 0 ? Arithmetic.replacement(opcode) : opcode, a, b);
    }

    /** A double arithmetic instruction or its replacement. */
    public static double dbin(double a, double b, int opcode, int id) {
        return Arithmetic.doubles(pick(id, 1) == 0 ? Arithmetic.replacement(opcode) : opcode, a, b);
    }

    /**
     * Whether a jump comparing {@code v} with zero ({@code IFEQ} to {@code IFLE}) is taken; mutant
     * {@code id} negates it, {@code id + 1} (orderings only) moves its boundary.
     */
    public static boolean if0(int v, int opcode, int id) {
        int op = Conditions.mutated(opcode, pick(id, Conditions.mutants(opcode)));
        return Conditions.zero(op, v);
    }

    /** Whether a jump comparing two ints ({@code IF_ICMPEQ} to {@code IF_ICMPLE}) is taken, mutated as {@link #if0}. */
    public static boolean icmp(int a, int b, int opcode, int id) {
        int op = Conditions.mutated(opcode, pick(id, Conditions.mutants(opcode)));
        return Conditions.ints(op, a, b);
    }

    /** Whether a jump comparing two references is taken; mutant {@code id} negates it. */
    public static boolean acmp(Object a, Object b, int opcode, int id) {
        boolean same = a == b;
        boolean taken = opcode == Conditions.IF_ACMPEQ ? same : !same;
        return pick(id, 1) == 0 ? !taken : taken;
    }

    /** Whether a jump on a null test is taken; mutant {@code id} negates it. */
    public static boolean isnull(Object a, int opcode, int id) {
        boolean taken = opcode == Conditions.IFNULL ? a == null : a != null;
        return pick(id, 1) == 0 ? !taken : taken;
    }

    /** A boolean method's result; mutant {@code id} returns true, {@code id + 1} false. */
    public static int zret(int v, int id) {
        int which = pick(id, 2);
        return which == 0 ? 1 : which == 1 ? 0 : v;
    }

    /** An int-like method's result; mutant {@code id} returns 0. */
    public static int iret(int v, int id) {
        return pick(id, 1) == 0 ? 0 : v;
    }

    /** A long method's result; mutant {@code id} returns 0. */
    public static long lret(long v, int id) {
        return pick(id, 1) == 0 ? 0L : v;
    }

    /** A float method's result; mutant {@code id} returns 0. */
    public static float fret(float v, int id) {
        return pick(id, 1) == 0 ? 0f : v;
    }

    /** A double method's result; mutant {@code id} returns 0. */
    public static double dret(double v, int id) {
        return pick(id, 1) == 0 ? 0d : v;
    }

    /** A reference method's result; mutant {@code id} returns null. */
    public static Object aret(Object v, int id) {
        return pick(id, 1) == 0 ? null : v;
    }

    /** Whether a call of a method returning nothing is skipped: mutant {@code id} removes it. */
    public static boolean skip(int id) {
        return pick(id, 1) == 0;
    }

    /** The step of a local variable increment; mutant {@code id} steps the other way. */
    public static int step(int delta, int id) {
        return pick(id, 1) == 0 ? -delta : delta;
    }

    /** An int negation; mutant {@code id} leaves the value as it is. */
    public static int ineg(int v, int id) {
        return pick(id, 1) == 0 ? v : -v;
    }

    /** A long negation; mutant {@code id} leaves the value as it is. */
    public static long lneg(long v, int id) {
        return pick(id, 1) == 0 ? v : -v;
    }

    /** A float negation; mutant {@code id} leaves the value as it is. */
    public static float fneg(float v, int id) {
        return pick(id, 1) == 0 ? v : -v;
    }

    /** A double negation; mutant {@code id} leaves the value as it is. */
    public static double dneg(double v, int id) {
        return pick(id, 1) == 0 ? v : -v;
    }

    /** Thrown where the active mutant's point ran {@value #RUNAWAY} times: its execution runs away. */
    public static final class MutantRanAway extends Error {
        private static final long serialVersionUID = 1L;

        MutantRanAway() {
            super("the active mutant ran away", null, false, false);
        }
    }
}
