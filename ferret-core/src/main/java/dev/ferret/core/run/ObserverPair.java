package dev.ferret.core.run;

import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.model.Statement;

/** Two value observers told in turn, the first first. */
final class ObserverPair implements ValueObserver {

    private final ValueObserver first;
    private final ValueObserver second;

    private ObserverPair(ValueObserver first, ValueObserver second) {
        this.first = first;
        this.second = second;
    }

    /** Both; just one when the other is {@link ValueObserver#NONE}, so an unobserved run stays unobserved. */
    static ValueObserver of(ValueObserver first, ValueObserver second) {
        if (first == ValueObserver.NONE) {
            return second;
        }
        return second == ValueObserver.NONE ? first : new ObserverPair(first, second);
    }

    @Override
    public void sequenceStarting(Statement[] statements, int tailStart) {
        first.sequenceStarting(statements, tailStart);
        second.sequenceStarting(statements, tailStart);
    }

    @Override
    public void beforeCall(int index, Statement statement, Object[] arguments) {
        first.beforeCall(index, statement, arguments);
        second.beforeCall(index, statement, arguments);
    }

    @Override
    public void afterCall(int index, Statement statement, Object[] arguments, Object result, Throwable thrown) {
        first.afterCall(index, statement, arguments, result, thrown);
        second.afterCall(index, statement, arguments, result, thrown);
    }
}
