package dev.ferret.core.oracle;

import java.util.Set;

/**
 * A read that changes what it reads: a contract's condition ({@code toString()},
 * {@code hashCode()}, {@code equals}) threw an {@link UnsupportedOperationException} from a
 * mutator ({@code remove}, {@code add}, {@code clear} ...) near the top of its trace. A consuming
 * view ({@code Iterables.consumingIterable(list)}, and a view over it such as
 * {@code Iterables.concat}) removes each element it iterates, as documented, and its source
 * refuses removal when it is immutable: the sequence gave the view a source it cannot use, which
 * is the caller's doing, not the checked class's, so the contract does not apply.
 */
final class ConsumingRead {

    /** Methods that change a collection, a map or an iterator. */
    private static final Set<String> MUTATORS = Set.of("remove", "add", "set", "clear", "put", "poll", "pollFirst",
            "pollLast", "removeFirst", "removeLast", "addFirst", "addLast", "offer", "push", "pop", "removeIf",
            "retainAll", "removeAll", "addAll", "putAll", "replaceAll");

    /** How many frames from the top the mutator may be below the throw (a shared {@code uoe()} helper). */
    private static final int DEPTH = 3;

    private ConsumingRead() {
    }

    /** Whether {@code thrown} is an {@link UnsupportedOperationException} a mutator threw. */
    static boolean refusedChange(Throwable thrown) {
        if (!(thrown instanceof UnsupportedOperationException)) {
            return false;
        }
        StackTraceElement[] trace = thrown.getStackTrace();
        for (int i = 0; i < Math.min(DEPTH, trace.length); i++) {
            if (MUTATORS.contains(trace[i].getMethodName())) {
                return true;
            }
        }
        return false;
    }
}
