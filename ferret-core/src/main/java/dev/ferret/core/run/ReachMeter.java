package dev.ferret.core.run;

import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Statement;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Counts {@link CallbackReach} where sequences run: as each call of a judged sequence is about to
 * run, a method or constructor under test with an interface or abstract parameter is reached when
 * one of its arguments (not its receiver) was made by a generated operation
 * ({@link Operation#isGenerated()}). Calls that never ran (after the statement that threw) are not
 * counted; re-executions of slicing and minimization are not observed.
 */
final class ReachMeter implements ValueObserver {

    /** The first input that is a parameter, by signature, for each operation counted. */
    private final Map<String, Integer> firstParameter = new HashMap<>();
    private final Set<String> reached = new HashSet<>();
    private final Set<String> closed = new HashSet<>();
    private Statement[] statements = new Statement[0];

    /** @param operations the operations under test */
    ReachMeter(List<Operation> operations) {
        for (Operation op : operations) {
            int first = firstParameter(op);
            if (first >= 0 && takesInterfaceOrAbstract(op, first)) {
                firstParameter.put(op.signature(), first);
            }
            for (int i = Math.max(first, 0); first >= 0 && i < op.inputTypes().size(); i++) {
                if (ClosedTypes.closed(op.inputTypes().get(i))) {
                    closed.add(op.inputTypes().get(i).getName());
                }
            }
        }
    }

    /** The index of the first input that is a parameter; -1 for operations that are no calls under test. */
    private static int firstParameter(Operation op) {
        if (op.owner() == null) {
            return -1;
        }
        if (op instanceof MethodOperation m) {
            return m.isStatic() ? 0 : 1;
        }
        return op instanceof ConstructorOperation ? 0 : -1;
    }

    private static boolean takesInterfaceOrAbstract(Operation op, int first) {
        List<Class<?>> in = op.inputTypes();
        for (int i = first; i < in.size(); i++) {
            if (interfaceOrAbstract(in.get(i))) {
                return true;
            }
        }
        return false;
    }

    /** An interface or abstract class (not a primitive or array type, whose modifiers say abstract too). */
    static boolean interfaceOrAbstract(Class<?> type) {
        return !type.isPrimitive() && !type.isArray()
                && (type.isInterface() || Modifier.isAbstract(type.getModifiers()));
    }

    /** Whether any operation under test takes an interface or abstract parameter. */
    boolean counts() {
        return !firstParameter.isEmpty();
    }

    @Override
    public void sequenceStarting(Statement[] flat, int tailStart) {
        statements = flat;
    }

    @Override
    public void beforeCall(int index, Statement statement, Object[] arguments) {
        String signature = statement.operation().signature();
        Integer first = firstParameter.get(signature);
        if (first == null || reached.contains(signature)) {
            return;
        }
        int[] in = statement.inputs();
        for (int i = first; i < in.length; i++) {
            if (in[i] < statements.length && statements[in[i]].operation().isGenerated()) {
                reached.add(signature);
                return;
            }
        }
    }

    /** What was reached so far. */
    CallbackReach reach() {
        return new CallbackReach(true, List.copyOf(firstParameter.keySet()), List.copyOf(reached), List.copyOf(closed));
    }
}
