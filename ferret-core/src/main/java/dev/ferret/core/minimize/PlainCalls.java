package dev.ferret.core.minimize;

import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The plainest witness (issue 27 §5): a call handed a generated callback
 * ({@code map.compute(key, (k, v) -> value)}, {@code map.computeIfAbsent(key, k -> 0)},
 * {@code map.merge(key, value, (a, b) -> map.remove(b))}, where the key is absent and the function
 * never runs) is replaced by a call of another method of the same receiver that takes the call's
 * other arguments and, if the callback always returns one captured value, that value directly
 * ({@code map.put(key, value)}), or, if it returns its first parameter, the call's first argument
 * ({@code map.compute(key, (k, v) -> k)} as {@code map.put(key, key)}), when the failure stays. The callback
 * then feeds nothing, and the removal pass that follows drops it: the test shows the library's
 * bug without generated code in the way.
 *
 * <p>Candidates are the receiver's public instance methods of another name whose parameters can
 * all be filled, in order, from the call's other arguments and the callback's value, each used
 * once; those that use more of them are tried first, then those with fewer parameters, then those
 * whose names do not say they only read. At most
 * {@value #TRIES_PER_CALL} candidates run per call.
 */
final class PlainCalls {

    static final int TRIES_PER_CALL = 4;

    private PlainCalls() {
    }

    /** The witness with such calls replaced as far as the failure allows. */
    static Witness simplify(Witness w, CallbackSimplifier.Attempt attempt) throws InterruptedException {
        for (int i = 0; i < w.size(); i++) {
            int tried = 0;
            for (Statement plain : candidates(w, i)) {
                if (tried++ >= TRIES_PER_CALL) {
                    break;
                }
                Statement[] s = w.statements().clone();
                s[i] = plain;
                Witness candidate = new Witness(s, w.anchors());
                if (attempt.reproduces(candidate)) {
                    w = candidate;
                    break;
                }
            }
        }
        return w;
    }

    /** The plain calls that may stand for the statement at {@code i}, best first; none if it takes no fixed callback. */
    static List<Statement> candidates(Witness w, int i) {
        Statement[] s = w.statements();
        if (!(s[i].operation() instanceof MethodOperation call) || call.isStatic()) {
            return List.of();
        }
        int[] in = s[i].inputs();
        List<Integer> pool = new ArrayList<>();
        boolean callback = false;
        for (int k = 1; k < in.length; k++) {
            int fixed = fixedResult(s[in[k]]);
            if (fixed == NOT_A_CALLBACK) {
                pool.add(in[k]);
            } else {
                callback = true;
                if (fixed >= 0) {
                    pool.add(fixed);
                } else if (k > 1 && returnsFirstParameter(s[in[k]])) {
                    pool.add(in[1]); // compute(key, (k, v) -> k): the call hands its function the key first
                } // else a callback whose result is not one value: a plain call may do without it
            }
        }
        if (!callback) {
            return List.of();
        }
        boolean resultUsed = w.usedLater(i);
        Class<?> receiverType = call.inputTypes().get(0);
        List<Scored> found = new ArrayList<>();
        for (Method m : receiverType.getMethods()) {
            if (Modifier.isStatic(m.getModifiers()) || m.isBridge() || m.isSynthetic()
                    || m.getName().equals(call.method().getName()) || m.getParameterCount() == 0
                    || m.getDeclaringClass() == Object.class || !Types.isAccessibleMember(m)) {
                continue;
            }
            MethodOperation op = new MethodOperation(m, receiverType, call.owner(), overloaded(receiverType, m));
            Class<?> returned = op.outputType();
            if (resultUsed && (returned == void.class || !Types.assignableWithoutCast(returned, call.outputType()))) {
                continue;
            }
            List<Class<?>> params = op.inputTypes();
            int[] args = fill(params.subList(1, params.size()), pool, s);
            if (args != null) {
                int[] inputs = new int[args.length + 1];
                inputs[0] = in[0];
                System.arraycopy(args, 0, inputs, 1, args.length);
                found.add(new Scored(new Statement(op, inputs), args.length, args.length, reads(m.getName()),
                        m.toGenericString()));
            }
        }
        found.sort(Comparator.comparingInt((Scored c) -> -c.used()).thenComparingInt(Scored::parameters)
                .thenComparing(Scored::reads).thenComparing(Scored::order));
        return found.stream().map(Scored::statement).toList();
    }

    private record Scored(Statement statement, int used, int parameters, boolean reads, String order) { }

    /** Whether a method's name says it only reads ({@code get…}, {@code contains…}): tried after the others. */
    private static boolean reads(String name) {
        return name.startsWith("get") || name.startsWith("is") || name.startsWith("has")
                || name.startsWith("contains") || name.startsWith("to");
    }

    /** {@link #fixedResult} of a statement that is no generated callback. */
    private static final int NOT_A_CALLBACK = -2;
    /** {@link #fixedResult} of a callback that returns no one captured value. */
    private static final int NOTHING_FIXED = -3;

    /**
     * What a generated callback gives the call it is passed to: the statement index of the captured
     * value it always returns (one body, no calls); {@link #NOT_A_CALLBACK}; else
     * {@link #NOTHING_FIXED} (it returns a parameter, nothing, or what its calls return).
     */
    private static int fixedResult(Statement s) {
        if (!(s.operation() instanceof CallbackOperation cb)) {
            return NOT_A_CALLBACK;
        }
        if (cb.bodies().size() != 1 || !cb.bodies().get(0).calls().isEmpty()) {
            return NOTHING_FIXED;
        }
        int result = cb.bodies().get(0).result();
        return result >= 0 && result < s.inputs().length ? s.inputs()[result] : NOTHING_FIXED;
    }

    /**
     * Whether a generated callback, one body without calls, returns its first parameter: a
     * {@code compute}-like call hands its function its own first argument first, so the callback
     * gives it that argument back ({@code map.compute(key, (k, v) -> k)} puts {@code key} as the
     * value); a candidate built on that guess runs like any other before it is taken.
     */
    private static boolean returnsFirstParameter(Statement s) {
        return s.operation() instanceof CallbackOperation cb && cb.bodies().size() == 1
                && cb.bodies().get(0).calls().isEmpty() && cb.bodies().get(0).method().getParameterCount() > 0
                && cb.bodies().get(0).result() == s.inputs().length;
    }

    /** The pool's values that fill the parameters in order, each at most once; null if some parameter stays empty. */
    private static int[] fill(List<Class<?>> params, List<Integer> pool, Statement[] s) {
        int[] args = new int[params.size()];
        boolean[] taken = new boolean[pool.size()];
        int from = 0;
        for (int p = 0; p < params.size(); p++) {
            args[p] = -1;
            for (int k = from; k < pool.size(); k++) {
                Class<?> type = s[pool.get(k)].operation().outputType();
                if (!taken[k] && type != void.class && Types.assignableWithoutCast(type, params.get(p))) {
                    taken[k] = true;
                    args[p] = pool.get(k);
                    from = k + 1;
                    break;
                }
            }
            if (args[p] < 0) {
                return null;
            }
        }
        return args;
    }

    private static boolean overloaded(Class<?> type, Method m) {
        for (Method other : type.getMethods()) {
            if (!other.equals(m) && other.getName().equals(m.getName())
                    && other.getParameterCount() == m.getParameterCount() && !other.isBridge()) {
                return true;
            }
        }
        return false;
    }
}
