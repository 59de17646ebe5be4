package dev.ferret.core.failure;

import dev.ferret.core.minimize.FailureOracle;
import dev.ferret.core.minimize.Witness;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;

/**
 * Failures that come from breaking a rule of use the JDK and the library document, not from a
 * bug. One rule is recognised on a minimized failing witness: <em>mutation after capture</em>: a
 * value handed to a call as an argument (to a decorator or view that keeps it, or as an element
 * or key of a hash-based collection) and then changed by a call on itself (not the failing
 * object), by a static helper it is handed to ({@code CollectionUtils.addAll(list, ...)}), or
 * through a decorator of it while another decorator of it exists, where the failure
 * vanishes without that later call. The collection documentation forbids both ("the behavior of
 * a set is not specified if the value of an object is changed ... while the object is an element";
 * a decorator's backing collection must not be changed behind it).
 */
final class UsageRules {

    /** The rule's name in summaries. */
    static final String MUTATION_AFTER_CAPTURE = "mutation-after-capture";
    /**
     * The name in summaries of the other rule, recognised by the judge: a null element of an array
     * or collection argument handed on to a call that then throws a NullPointerException.
     */
    static final String NULL_ELEMENT = "null-element";

    private UsageRules() {
    }

    /**
     * The usage rule a failure breaks, or null when it breaks none.
     *
     * @param witness the minimized failing witness
     * @param oracle whether a candidate fails as the witness does
     */
    static String broken(Witness witness, FailureOracle oracle) throws InterruptedException {
        Statement[] flat = witness.statements();
        for (int k = 0; k < flat.length; k++) {
            if (!(flat[k].operation() instanceof MethodOperation m) || flat[k].inputs().length == 0) {
                continue;
            }
            if (m.isStatic()) {
                if (!passesCapturedArgument(witness, flat, k)) {
                    continue;
                }
            } else {
                int receiver = flat[k].inputs()[0];
                boolean changesCaptured = !witness.isAnchor(receiver) && capturedBefore(flat, receiver, k, -1);
                if (!changesCaptured && !changesSharedBacking(flat, receiver, k)) {
                    continue; // a change through the failing object itself is the API's own business
                }
            }
            Witness without = witness.without(k);
            if (without != null && !oracle.reproduces(without)) {
                return MUTATION_AFTER_CAPTURE;
            }
        }
        return null;
    }

    /**
     * Whether the static call at {@code k} is handed a value (not one the failure refers to) that
     * an earlier call captured: a helper such as {@code CollectionUtils.addAll(list, elements)}
     * may change it behind the decorator or view that holds it.
     */
    static boolean passesCapturedArgument(Witness witness, Statement[] flat, int k) {
        for (int value : flat[k].inputs()) {
            if (!witness.isAnchor(value) && capturedBefore(flat, value, k, -1)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a call at {@code k} on {@code receiver} may change a value something else captured
     * too: a value the receiver's creator took (a decorator or view changes what it wraps), taken
     * as an argument by another call before {@code k} (a second decorator or view of it).
     */
    static boolean changesSharedBacking(Statement[] flat, int receiver, int k) {
        int first = flat[receiver].operation() instanceof MethodOperation m && !m.isStatic() ? 1 : 0;
        int[] made = flat[receiver].inputs();
        for (int p = first; p < made.length; p++) {
            if (capturedBefore(flat, made[p], k, receiver)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the value of statement {@code value} is an argument (not a receiver) of a call before
     * {@code before}, other than the one at {@code besides}; a generated callback or subclass that
     * captures it does not count (a listener that pops the stack it is told about wraps nothing).
     */
    static boolean capturedBefore(Statement[] flat, int value, int before, int besides) {
        Class<?> type = flat[value].operation().outputType();
        if (type.isPrimitive() || type == String.class) {
            return false;
        }
        for (int i = value + 1; i < before; i++) {
            if (i == besides || flat[i].operation().isGenerated()) {
                continue; // generated code captures values to call them, not to keep them as its state
            }
            int[] in = flat[i].inputs();
            int first = flat[i].operation() instanceof MethodOperation m && !m.isStatic() ? 1 : 0;
            for (int p = first; p < in.length; p++) {
                if (in[p] == value) {
                    return true;
                }
            }
        }
        return false;
    }
}
