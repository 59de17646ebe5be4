package dev.ferret.stateful.phase;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.stateful.infer.Terms;
import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.store.Slot;
import java.util.Map;
import java.util.Set;

/**
 * The vocabulary of the recorded routines' clauses: {@code this}, the parameters' names and
 * {@code result}; a primitive's own value is boolean when its declared type is, an observer's
 * when the recorder saw it answer a boolean.
 */
final class RoutineTerms implements Terms {

    private final Map<String, MethodOperation> methods;
    private final Set<String> booleanNames;

    RoutineTerms(Map<String, MethodOperation> methods, Set<String> booleanNames) {
        this.methods = methods;
        this.booleanNames = booleanNames;
    }

    @Override
    public String variable(String routine, int role) {
        return Variables.name(methods.get(routine), role);
    }

    @Override
    public boolean isBoolean(String routine, Slot slot) {
        if (!slot.name().equals(Predicate.ITSELF)) {
            return booleanNames.contains(slot.name());
        }
        MethodOperation m = methods.get(routine);
        int inputs = m.inputTypes().size();
        Class<?> type = slot.role() < inputs ? m.inputTypes().get(slot.role()) : m.outputType();
        return type == boolean.class;
    }
}
