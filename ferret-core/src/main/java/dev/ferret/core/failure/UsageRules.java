package dev.ferret.core.failure;

import dev.ferret.core.minimize.FailureOracle;
import dev.ferret.core.minimize.Witness;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;

/**
 * Failures that come from breaking a rule of use the JDK and the library document, not from a
 * bug. One rule is recognised on a minimized failing witness: <em>mutation after capture</em>: a
 * value handed to a call as an argument (to a decorator or view that keeps it, or as an element
 * or key of a hash-based collection), or a view of a value handed on so, and then changed by a
 * call on itself (not the failing object, unless it is a collection put into a set, bag or map
 * as an element or key: {@link #storedInLookupBefore}; a callback that call runs may make the
 * change), by a static helper it is handed to ({@code CollectionUtils.addAll(list, ...)}), or
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
     * The usage rule a failure breaks, {@link NullStored#RULE} included, or null when it breaks none.
     *
     * @param witness the minimized failing witness
     * @param check what the witness's test asserts (its failure)
     * @param oracle whether a candidate fails as the witness does
     */
    static String broken(Witness witness, dev.ferret.core.testcase.Check check, FailureOracle oracle)
            throws InterruptedException {
        if (check instanceof dev.ferret.core.testcase.Check.NoExceptionCheck ne
                && NullPointerException.class.getName().equals(ne.exceptionType())
                && NullStored.storingCall(witness, oracle) >= 0
                || check instanceof dev.ferret.core.testcase.Check.ContractCheck cc && cc.throwsException()
                && NullStored.storingCallBeforeContract(witness, oracle) >= 0) {
            return NullStored.RULE;
        }
        return broken(witness, oracle);
    }

    /**
     * The usage rule a failure breaks, {@code null-stored} aside, or null when it breaks none.
     *
     * @param witness the minimized failing witness
     * @param oracle whether a candidate fails as the witness does
     */
    static String broken(Witness witness, FailureOracle oracle) throws InterruptedException {
        if (CallbackChangesReceiver.broken(witness, oracle)) {
            return CallbackChangesReceiver.RULE;
        }
        if (StaleIterator.broken(witness, oracle)) {
            return StaleIterator.RULE;
        }
        Statement[] flat = witness.statements();
        for (int k = 0; k < flat.length; k++) {
            if (!(flat[k].operation() instanceof MethodOperation m) || flat[k].inputs().length == 0) {
                continue;
            }
            if (m.isStatic()) {
                if (!passesCapturedArgument(witness, flat, k) && !runsCallbackOnCaptured(witness, flat, k)) {
                    continue;
                }
            } else {
                int receiver = flat[k].inputs()[0];
                boolean changesCaptured = !witness.isAnchor(receiver)
                        && (capturedBefore(flat, receiver, k, -1) || viewCapturedBefore(flat, receiver, k))
                        || storedInLookupBefore(flat, receiver, k);
                if (!changesCaptured && !changesSharedBacking(flat, receiver, k)
                        && !runsCallbackOnCaptured(witness, flat, k)) {
                    if (witness.isAnchor(receiver) && changedBehindDecorator(witness, receiver, k, oracle)) {
                        return MUTATION_AFTER_CAPTURE;
                    }
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
     * Whether the call at {@code k} changes a compared collection or map that an earlier call took
     * as an argument and kept, not copied: the failure needs the change, and goes away when that
     * earlier call is handed a JDK copy of the value instead ({@code ListOrderedSet.listOrderedSet(set)},
     * then {@code set.clear()}: the decorator's list still holds what the set no longer does). A
     * copy constructor ({@code new TreeBidiMap(map)}) fails the same way with a copy, and stays
     * the library's to answer for.
     */
    static boolean changedBehindDecorator(Witness witness, int receiver, int k, FailureOracle oracle)
            throws InterruptedException {
        Statement[] flat = witness.statements();
        Class<?> type = flat[receiver].operation().outputType();
        if (!isCollection(type)) {
            return false;
        }
        Witness without = null;
        for (int i = receiver + 1; i < k; i++) {
            if (flat[i].operation().isGenerated()) {
                continue;
            }
            int[] in = flat[i].inputs();
            int first = flat[i].operation() instanceof MethodOperation m && !m.isStatic() ? 1 : 0;
            for (int p = first; p < in.length; p++) {
                dev.ferret.core.model.Operation copy = in[p] == receiver
                        ? JdkCopies.of(type, flat[i].operation().inputTypes().get(p)) : null;
                if (copy == null) {
                    continue;
                }
                if (without == null) {
                    without = witness.without(k);
                    if (without == null || oracle.reproduces(without)) {
                        return false; // the change is not what the failure needs
                    }
                }
                if (!oracle.reproduces(witness.withInputCopied(i, p, copy))) {
                    return true;
                }
            }
        }
        return false;
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
     * Whether the call at {@code k} is handed a generated callback that holds a value (not one the
     * failure refers to) which, or a view of which, an earlier call captured: the callback the
     * call runs may change it behind what holds it ({@code CollectionUtils.forAllDo(it, x ->
     * map.removeAll(x))} while a decorator holds {@code map.entrySet()}).
     */
    static boolean runsCallbackOnCaptured(Witness witness, Statement[] flat, int k) {
        for (int callback : flat[k].inputs()) {
            if (!flat[callback].operation().isGenerated()) {
                continue;
            }
            for (int held : flat[callback].inputs()) {
                if (!witness.isAnchor(held)
                        && (capturedBefore(flat, held, k, -1) || viewCapturedBefore(flat, held, k))) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether a view of {@code value} (the result of a call on it, such as {@code trie.entrySet()})
     * was captured as an argument before {@code before}: changing the value changes the view
     * behind what holds it ({@code ListOrderedSet.listOrderedSet(trie.entrySet())}, then the trie
     * cleared, directly or by a callback it runs).
     */
    static boolean viewCapturedBefore(Statement[] flat, int value, int before) {
        for (int j = value + 1; j < before; j++) {
            if (flat[j].operation() instanceof MethodOperation m && !m.isStatic() && flat[j].inputs().length > 0
                    && flat[j].inputs()[0] == value && capturedBefore(flat, j, before, -1)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the collection or map {@code value} was put into another one that finds its elements
     * by equality ({@code set.add(value)}, {@code bag.add(value)}, {@code map.put(value, v)}: any
     * collection or map but a list, queue or deque) before {@code before}: changing it then changes
     * its {@code hashCode} while it is an element or key, which the {@code Set} and {@code Map}
     * contracts leave undefined, even when it is itself one of the values the failure compares.
     */
    static boolean storedInLookupBefore(Statement[] flat, int value, int before) {
        if (!isCollection(flat[value].operation().outputType())) {
            return false;
        }
        for (int i = value + 1; i < before; i++) {
            int[] in = flat[i].inputs();
            if (!(flat[i].operation() instanceof MethodOperation m) || m.isStatic() || in.length < 2
                    || in[0] == value || !isLookup(flat[in[0]].operation().outputType())) {
                continue;
            }
            for (int p = 1; p < in.length; p++) {
                if (in[p] == value) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isLookup(Class<?> type) {
        return isCollection(type) && !java.util.List.class.isAssignableFrom(type)
                && !java.util.Queue.class.isAssignableFrom(type);
    }

    /** How far back {@link #changesSharedBacking} follows what a value is backed by. */
    private static final int BACKING_DEPTH = 4;

    /**
     * Whether a call at {@code k} on {@code receiver} may change a value something else captured
     * too: a value the receiver is backed by (what its creator took: a decorator or view changes
     * what it wraps; for a view made by a call on an object, such as {@code map.keySet()}, that
     * object; and so on back, a decorator of a view of a map changes the map), taken as an
     * argument by another call before {@code k} (a second decorator or view of it, a collection
     * that holds it as an element or key).
     */
    static boolean changesSharedBacking(Statement[] flat, int receiver, int k) {
        java.util.Set<Integer> chain = new java.util.LinkedHashSet<>();
        chain.add(receiver);
        java.util.List<Integer> frontier = java.util.List.of(receiver);
        for (int depth = 0; depth < BACKING_DEPTH && !frontier.isEmpty(); depth++) {
            java.util.List<Integer> next = new java.util.ArrayList<>();
            for (int v : frontier) {
                for (int backing : backedBy(flat, v, v == receiver)) {
                    if (chain.add(backing)) {
                        next.add(backing);
                    }
                }
            }
            frontier = next;
        }
        for (int backing : chain) {
            if (backing != receiver && capturedBefore(flat, backing, k, chain)) {
                return true;
            }
        }
        return false;
    }

    /**
     * What the value of statement {@code v} may be backed by: its creator's arguments, and beyond
     * the changed object itself, the receiver of the call that made it (a view of that object).
     */
    private static int[] backedBy(Statement[] flat, int v, boolean changed) {
        boolean instance = flat[v].operation() instanceof MethodOperation m && !m.isStatic();
        int[] made = flat[v].inputs();
        return instance && changed ? java.util.Arrays.copyOfRange(made, 1, made.length) : made;
    }

    /**
     * Whether the value of statement {@code value} is an argument (not a receiver) of a call before
     * {@code before}, other than the one at {@code besides}; a generated callback or subclass that
     * captures it does not count (a listener that pops the stack it is told about wraps nothing).
     */
    static boolean capturedBefore(Statement[] flat, int value, int before, int besides) {
        return capturedBefore(flat, value, before, java.util.Set.of(besides));
    }

    /** {@link #capturedBefore(Statement[], int, int, int)}, other than by the calls at {@code besides}. */
    static boolean capturedBefore(Statement[] flat, int value, int before, java.util.Set<Integer> besides) {
        Class<?> type = flat[value].operation().outputType();
        if (type.isPrimitive() || type == String.class) {
            return false;
        }
        for (int i = value + 1; i < before; i++) {
            if (besides.contains(i)) {
                continue;
            }
            if (flat[i].operation().isGenerated()) {
                // generated code captures values to call them, not to keep them as its state; but a
                // generated collection or map whose bodies read a value is a view of it, and what
                // captures the view holds the value too
                if (isCollection(flat[i].operation().outputType()) && takes(flat[i], value)
                        && capturedBefore(flat, i, before, besides)) {
                    return true;
                }
                continue;
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

    private static boolean isCollection(Class<?> type) {
        return java.util.Collection.class.isAssignableFrom(type) || java.util.Map.class.isAssignableFrom(type);
    }

    private static boolean takes(Statement s, int value) {
        for (int in : s.inputs()) {
            if (in == value) {
                return true;
            }
        }
        return false;
    }
}
