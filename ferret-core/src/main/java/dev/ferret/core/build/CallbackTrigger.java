package dev.ferret.core.build;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Runs a callback soon after it is handed over. A generated implementation's body runs only when
 * the code under test calls it, typically from a later call on the object it was given to
 * ({@code stack.addObserver(o)} then {@code stack.push(x)}); waiting for the random extension of the
 * pool to make that call on that very object is slow. So, with probability
 * {@value #PROBABILITY}, a call that received a generated implementation is followed at once by an
 * imperative call (a void method or a mutator) on the same receiver, its other inputs supplied as
 * usual (Klein, Flatt and Findler's generator likewise keeps using the objects in its environment).
 */
final class CallbackTrigger {

    static final double PROBABILITY = 0.5;

    private final List<MethodOperation> imperative;

    /** @param operations the operations under test; their imperative instance methods are the triggers */
    CallbackTrigger(List<Operation> operations) {
        List<MethodOperation> found = new ArrayList<>();
        for (Operation op : operations) {
            if (op instanceof MethodOperation m && !m.isStatic() && CallbackSource.imperative(m.method())) {
                found.add(m);
            }
        }
        this.imperative = List.copyOf(found);
    }

    /**
     * The follow-up call of {@code op} with these inputs, or null for none: {@code op} must be an
     * instance call with a generated implementation among its other inputs.
     */
    Statement follow(Operation op, int[] inputs, Assembly assembly, InputChain chain, RandomGenerator random) {
        if (imperative.isEmpty() || !SequenceAssembler.isInstanceCall(op) || !receivesCallback(op, inputs, assembly)
                || random.nextDouble() >= PROBABILITY) {
            return null;
        }
        Class<?> receiver = assembly.runtimeTypeAt(inputs[0], op.inputTypes().get(0));
        List<MethodOperation> options = new ArrayList<>();
        for (MethodOperation m : imperative) {
            if (m != op && m.inputTypes().get(0).isAssignableFrom(receiver)) {
                options.add(m);
            }
        }
        if (options.isEmpty()) {
            return null;
        }
        MethodOperation next = options.get(random.nextInt(options.size()));
        List<Class<?>> types = next.inputTypes();
        int[] in = new int[types.size()];
        in[0] = inputs[0];
        for (int j = 1; j < in.length; j++) {
            in[j] = chain.supply(new InputRequest(next, j, types.get(j), assembly, random));
            if (in[j] < 0) {
                return null;
            }
        }
        return new Statement(next, in);
    }

    /** Whether an input other than the receiver is a generated object; the sequence is built only if one could be. */
    private static boolean receivesCallback(Operation op, int[] inputs, Assembly assembly) {
        List<Class<?>> types = op.inputTypes();
        boolean possible = false;
        for (int j = 1; j < inputs.length && !possible; j++) {
            Class<?> t = types.get(j);
            possible = !t.isPrimitive() && !t.isArray() && !java.lang.reflect.Modifier.isFinal(t.getModifiers());
        }
        if (!possible) {
            return false;
        }
        Statement[] statements = assembly.sequence(List.of()).statements();
        for (int j = 1; j < inputs.length; j++) {
            if (statements[inputs[j]].operation().isGenerated()) {
                return true;
            }
        }
        return false;
    }
}
