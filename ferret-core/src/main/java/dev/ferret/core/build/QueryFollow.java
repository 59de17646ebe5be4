package dev.ferret.core.build;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.Queries;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Shows what a call that returns nothing did to its receiver (issue 28 §4). A test ending in
 * {@code selector.offer(3)} asserts only what the receiver's observers tell ({@code size()},
 * {@code isEmpty()}, a {@code toString} of its own), and a class with none of them
 * ({@code TopKSelector}) has every change to its state unchecked: mutants of the code that
 * changes it survive though the tests run it. So, with probability {@value #PROBABILITY}, a void
 * call of an operation under test is followed by a <em>query</em> of the same receiver
 * ({@link Queries}: {@code topK()}, {@code snapshot()}, {@code mean()}), an operation under test
 * whose result the test then asserts.
 */
final class QueryFollow {

    static final double PROBABILITY = 0.3;

    private final List<MethodOperation> queries;

    /** @param operations the operations under test; their queries follow void calls */
    QueryFollow(List<Operation> operations) {
        List<MethodOperation> found = new ArrayList<>();
        for (Operation op : operations) {
            if (op instanceof MethodOperation m && query(m)) {
                found.add(m);
            }
        }
        this.queries = List.copyOf(found);
    }

    /** Whether {@code m} is a query ({@link Queries}). */
    static boolean query(MethodOperation m) {
        return !m.isStatic() && Queries.isQuery(m.method());
    }

    /**
     * The query that follows {@code op} called with {@code inputs}, or null for none: {@code op}
     * must be a void instance call, and a query must fit its receiver's runtime class.
     */
    Statement follow(Operation op, int[] inputs, Assembly assembly, RandomGenerator random) {
        if (queries.isEmpty() || op.outputType() != void.class || !SequenceAssembler.isInstanceCall(op)
                || random.nextDouble() >= PROBABILITY) {
            return null;
        }
        Class<?> receiver = assembly.runtimeTypeAt(inputs[0], op.inputTypes().get(0));
        List<MethodOperation> options = new ArrayList<>();
        for (MethodOperation q : queries) {
            if (q.inputTypes().get(0).isAssignableFrom(receiver)) {
                options.add(q);
            }
        }
        return options.isEmpty() ? null : new Statement(options.get(random.nextInt(options.size())), new int[] {inputs[0]});
    }
}
