package dev.ferret.stateful.phase;

import dev.ferret.core.model.MethodOperation;
import java.lang.reflect.Parameter;

/** The names of a routine's objects in clauses: {@code this}, the parameters' names, then {@code result}. */
final class Variables {

    private Variables() {
    }

    static String name(MethodOperation m, int role) {
        if (role == m.inputTypes().size()) {
            return "result";
        }
        if (!m.isStatic() && role == 0) {
            return "this";
        }
        int index = m.isStatic() ? role : role - 1;
        Parameter[] ps = m.method().getParameters();
        return index < ps.length ? ps[index].getName() : "arg" + index;
    }
}
