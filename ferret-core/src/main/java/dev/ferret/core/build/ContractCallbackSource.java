package dev.ferret.core.build;

import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Generated implementations of the interfaces whose implementations owe a contract, with bodies
 * that respect it (issue 12: "respect their contracts, or are not generated"), which
 * {@link CallbackSource} leaves out:
 * <ul>
 * <li>{@link Iterator} and {@link Enumeration}: {@code hasNext}/{@code next} delegate to the
 *     iterator of a list built in the sequence ({@code List.of} of zero to two of its values),
 *     captured, so the object is a valid one-pass iterator;</li>
 * <li>{@link Iterable}: {@code iterator()} returns a new iterator of such a list each time;</li>
 * <li>{@link Comparator}: {@code compare} is the natural order of its arguments, its reverse,
 *     or 0 for every pair (all equal): each a consistent total preorder. Arguments that are not
 *     mutually comparable make the body's own call throw, which is the generated code's fault.</li>
 * </ul>
 * The bodies make no imperative calls: a call that changes state inside {@code compare} or
 * {@code next} would break the contract the code under test may rely on.
 */
final class ContractCallbackSource implements InputSource {

    private static final int MAX_ELEMENTS = 2;

    @Override
    public boolean applies(InputRequest request) {
        Class<?> t = request.type();
        return !request.isReceiver()
                && (t == Iterator.class || t == Enumeration.class || t == Iterable.class || t == Comparator.class);
    }

    @Override
    public int supply(InputRequest request) {
        try {
            Class<?> t = request.type();
            if (t == Comparator.class) {
                return comparator(request);
            }
            int list = list(request);
            if (t == Iterable.class) {
                Operation iterator = method(List.class, "iterator");
                return implement(request, t, list, List.class, List.of(body(t, "iterator", iterator)));
            }
            int it = request.appendStatement(new Statement(method(List.class, "iterator"), new int[] {list}));
            boolean enumeration = t == Enumeration.class;
            return implement(request, t, it, Iterator.class, List.of(
                    body(t, enumeration ? "hasMoreElements" : "hasNext", method(Iterator.class, "hasNext")),
                    body(t, enumeration ? "nextElement" : "next", method(Iterator.class, "next"))));
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A comparator: natural order, reverse natural order, or all equal. */
    private int comparator(InputRequest request) throws NoSuchMethodException {
        Method compare = Comparator.class.getMethod("compare", Object.class, Object.class);
        int kind = request.random().nextInt(3);
        if (kind == 2) {
            int zero = request.append(Sequence.single(new LiteralOperation(int.class, 0)));
            return implement(request, Comparator.class, zero, int.class,
                    List.of(new CallbackOperation.Body(compare, List.of(), 0)));
        }
        Operation compareTo = method(Comparable.class, "compareTo", Object.class);
        int[] refs = kind == 0 ? new int[] {0, 1} : new int[] {1, 0};
        return implement(request, Comparator.class, -1, null, List.of(new CallbackOperation.Body(compare, List.of(new CallbackOperation.Call(compareTo, refs)), 2)));
    }

    /**
     * Appends {@code List.of(...)} of up to {@value #MAX_ELEMENTS} values of the sequence (reference
     * values, so none is a made-up null); its index.
     */
    private static int list(InputRequest request) throws NoSuchMethodException {
        RandomGenerator random = request.random();
        List<Assembly.Available> values = new ArrayList<>();
        for (Assembly.Available a : request.available()) {
            if (!a.runtimeType().isPrimitive()) {
                values.add(a);
            }
        }
        int n = values.isEmpty() ? 0 : random.nextInt(MAX_ELEMENTS + 1);
        int[] elements = new int[n];
        for (int i = 0; i < n; i++) {
            elements[i] = values.get(random.nextInt(values.size())).index();
        }
        Class<?>[] params = new Class<?>[n];
        java.util.Arrays.fill(params, Object.class);
        Operation of = new MethodOperation(List.class.getMethod("of", params), List.class, null, true);
        return request.appendStatement(new Statement(of, elements));
    }

    /**
     * The body of {@code type}'s method {@code name} (no parameters) that calls {@code call} on the
     * one captured value (environment index 0) and returns its result (index 1).
     */
    private static CallbackOperation.Body body(Class<?> type, String name, Operation call)
            throws NoSuchMethodException {
        return new CallbackOperation.Body(type.getMethod(name),
                List.of(new CallbackOperation.Call(call, new int[] {0})), 1);
    }

    /** Appends the implementation of {@code type} capturing the value at {@code captured} (-1 for none). */
    private static int implement(InputRequest request, Class<?> type, int captured, Class<?> capturedType,
                                 List<CallbackOperation.Body> bodies) {
        List<Class<?>> types = captured < 0 ? List.of() : List.of(capturedType);
        int[] inputs = captured < 0 ? new int[0] : new int[] {captured};
        return request.appendStatement(new Statement(new CallbackOperation(type, types, bodies), inputs));
    }

    private static Operation method(Class<?> owner, String name, Class<?>... params) throws NoSuchMethodException {
        return new MethodOperation(owner.getMethod(name, params), owner, null, false);
    }
}
