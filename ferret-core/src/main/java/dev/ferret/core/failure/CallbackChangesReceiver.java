package dev.ferret.core.failure;

import dev.ferret.core.judge.ReentrantModification;
import dev.ferret.core.minimize.FailureOracle;
import dev.ferret.core.minimize.Witness;
import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.RegressionObserver;
import dev.ferret.core.testcase.Action;
import java.util.List;

/**
 * A rule of use the JDK documents for the methods that run a function on a collection or map
 * ({@code Iterable.forEach}, {@code Map.compute}, {@code merge}, {@code replaceAll},
 * {@code removeIf}, ...): the function must not change the object it runs on ("the mapping
 * function should not modify this map during computation"; a for-each action with side effects
 * on the source is unspecified). A failing call of such a method (one a JDK type declares, or
 * that overrides one) whose generated callback changes the call's own receiver, where the failure
 * goes away without that change, breaks the rule: counted, not written; so does a library's
 * method modelled on one of them (the same name, a {@code java.util.function} parameter:
 * guava's {@code RangeMap.merge}). A library's own callback
 * API (a listener notified from a setter) carries no such rule; a callback re-entering it there
 * is the seed paper's missing state precondition, a bug.
 */
final class CallbackChangesReceiver {

    /** The rule's name in summaries. */
    static final String RULE = "callback-changes-receiver";

    private CallbackChangesReceiver() {
    }

    /** Whether the witness's failure comes from a callback changing the receiver of the JDK-documented call that ran it. */
    static boolean broken(Witness witness, FailureOracle oracle) throws InterruptedException {
        Statement[] flat = witness.statements();
        int last = flat.length - 1;
        if (last < 0 || !(flat[last].operation() instanceof MethodOperation m) || m.isStatic()
                || flat[last].inputs().length < 2
                || !ReentrantModification.fromJdk(m.method()) && !modelledOnTheJdk(m.method())) {
            return false;
        }
        int receiver = flat[last].inputs()[0];
        for (int p = 1; p < flat[last].inputs().length; p++) {
            int callback = flat[last].inputs()[p];
            if (flat[callback].operation() instanceof CallbackOperation impl
                    && changesReceiver(witness, flat, callback, impl, receiver, oracle)) {
                return true;
            }
        }
        return false;
    }

    /** The names of the JDK's collection and map methods that run a function on their receiver. */
    private static final java.util.Set<String> JDK_CALLBACK_METHODS = java.util.Set.of("merge", "compute",
            "computeIfAbsent", "computeIfPresent", "replaceAll", "forEach", "removeIf");

    /**
     * Whether a library's method is modelled on one of the JDK's that run a function on their
     * receiver: the same name, taking a {@code java.util.function} type ({@code RangeMap.merge(range,
     * value, remappingFunction)}), and so the same rule.
     */
    static boolean modelledOnTheJdk(java.lang.reflect.Method method) {
        if (!JDK_CALLBACK_METHODS.contains(method.getName())) {
            return false;
        }
        for (Class<?> p : method.getParameterTypes()) {
            if (p.getPackageName().equals("java.util.function")) {
                return true;
            }
        }
        return false;
    }

    private static boolean changesReceiver(Witness witness, Statement[] flat, int callback, CallbackOperation impl,
                                           int receiver, FailureOracle oracle) throws InterruptedException {
        int[] captured = flat[callback].inputs();
        List<CallbackOperation.Body> bodies = impl.bodies();
        for (int b = 0; b < bodies.size(); b++) {
            List<CallbackOperation.Call> calls = bodies.get(b).calls();
            for (int c = 0; c < calls.size(); c++) {
                CallbackOperation.Call call = calls.get(c);
                int target = call.refs().length == 0 ? Action.BodyCall.THIS : call.refs()[0];
                if (!(call.operation() instanceof MethodOperation bm) || bm.isStatic()
                        || RegressionObserver.isObserverName(bm.method().getName())
                        || target < 0 || target >= captured.length || captured[target] != receiver) {
                    continue;
                }
                Witness without = witness.replaced(callback, impl.withoutCall(b, c));
                if (without != null && !oracle.reproduces(without)) {
                    return true;
                }
            }
        }
        return false;
    }
}
