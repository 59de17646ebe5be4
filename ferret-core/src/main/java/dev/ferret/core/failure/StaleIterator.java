package dev.ferret.core.failure;

import dev.ferret.core.minimize.FailureOracle;
import dev.ferret.core.minimize.Witness;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.RegressionObserver;
import java.util.Iterator;

/**
 * A rule of use the JDK documents for iterators (issue 27 §2): "the behavior of an iterator is
 * unspecified if the underlying collection is modified while the iteration is in progress in any
 * way other than by calling this method". An iterator made by a call on an object, used after a
 * later call changed that object ({@code it = map.mapIterator(); map.clear(); addAll(c, it)}),
 * where the failure goes away without the change, breaks the rule: counted, not written.
 */
final class StaleIterator {

    /** The rule's name in summaries. */
    static final String RULE = "iterator-after-change";

    private StaleIterator() {
    }

    /** Whether the witness's failure comes from an iterator used after its source changed. */
    static boolean broken(Witness witness, FailureOracle oracle) throws InterruptedException {
        Statement[] flat = witness.statements();
        for (int k = 0; k < flat.length; k++) {
            if (!(flat[k].operation() instanceof MethodOperation change) || change.isStatic()
                    || RegressionObserver.isObserverName(change.method().getName())
                    || !staleAfter(flat, flat[k].inputs()[0], k)) {
                continue;
            }
            Witness without = witness.without(k);
            if (without != null && !oracle.reproduces(without)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether an iterator made by a call on {@code source} before {@code k} is used after it (the
     * call at {@code k} changes {@code source}).
     */
    static boolean staleAfter(Statement[] flat, int source, int k) {
        for (int i = source + 1; i < k; i++) {
            if (!(flat[i].operation() instanceof MethodOperation made) || made.isStatic()
                    || flat[i].inputs()[0] != source || !Iterator.class.isAssignableFrom(made.outputType())) {
                continue;
            }
            for (int u = k + 1; u < flat.length; u++) {
                for (int in : flat[u].inputs()) {
                    if (in == i) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
