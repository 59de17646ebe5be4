package dev.ferret.core.build;

import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.SubclassOperation;
import java.lang.reflect.Method;
import java.util.AbstractCollection;
import java.util.AbstractList;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * Generated collections and maps for parameters declared as {@link Collection}, {@link List},
 * {@link Set} or {@link Map}: an anonymous subclass of the JDK's skeleton
 * ({@link AbstractCollection}, {@link AbstractList}, {@link AbstractSet}, {@link AbstractMap})
 * whose abstract methods and mutators forward to a captured JDK collection of zero to
 * {@value #MAX_ELEMENTS} values of the sequence. Code under test then meets a collection of a
 * class it has never seen (no {@code instanceof} shortcut for {@code ArrayList} or
 * {@code HashMap} applies), which is what the generated implementations are for.
 *
 * <p>These interfaces have too many abstract methods for {@link CallbackSource}, and their
 * contracts (size agreeing with iteration, a set without duplicates, value equality) would be
 * broken by random bodies, so the bodies only forward, as {@link ContractCallbackSource}'s do:
 * the object is a valid, modifiable collection. The backing collection keeps insertion order
 * ({@link ArrayList}, {@link LinkedHashSet}, {@link LinkedHashMap}), so runs are reproducible.
 */
final class CollectionCallbackSource implements InputSource {

    private static final int MAX_ELEMENTS = 2;

    @Override
    public boolean applies(InputRequest request) {
        Class<?> t = request.type();
        return !request.isReceiver() && (t == Collection.class || t == List.class || t == Set.class || t == Map.class);
    }

    @Override
    public int supply(InputRequest request) {
        try {
            Class<?> t = request.type();
            if (t == Map.class) {
                return map(request);
            }
            int[] elements = values(request, MAX_ELEMENTS);
            int list = request.appendStatement(new Statement(listOf(elements.length), elements));
            if (t == List.class) {
                return implement(request, AbstractList.class, copy(request, ArrayList.class, list), List.of(
                        forward("get", int.class), forward("size"), forward("set", int.class, Object.class),
                        forward("add", int.class, Object.class), forward("remove", int.class)));
            }
            if (t == Set.class) {
                return implement(request, AbstractSet.class, copy(request, LinkedHashSet.class, list), List.of(
                        forward("iterator"), forward("size"), forward("add", Object.class)));
            }
            return implement(request, AbstractCollection.class, copy(request, ArrayList.class, list), List.of(
                    forward("iterator"), forward("size"), forward("add", Object.class)));
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A map with at most one entry: {@code new LinkedHashMap(Map.of(k, v))} or an empty one. */
    private static int map(InputRequest request) throws NoSuchMethodException {
        int[] kv = values(request, 2);
        int backing;
        if (kv.length < 2) {
            backing = request.appendStatement(new Statement(
                    new ConstructorOperation(LinkedHashMap.class.getConstructor(), null), new int[0]));
        } else {
            Operation of = new MethodOperation(Map.class.getMethod("of", Object.class, Object.class), Map.class, null, true);
            int entries = request.appendStatement(new Statement(of, new int[] {kv[0], kv[1]}));
            backing = request.appendStatement(new Statement(
                    new ConstructorOperation(LinkedHashMap.class.getConstructor(Map.class), null), new int[] {entries}));
        }
        return implement(request, AbstractMap.class, backing, LinkedHashMap.class, List.of(
                forward("entrySet"), forward("put", Object.class, Object.class)));
    }

    /** Up to {@code max} (a random number) reference values of the sequence (none a made-up null), by index; none if it has none. */
    private static int[] values(InputRequest request, int max) {
        RandomGenerator random = request.random();
        List<Assembly.Available> values = new ArrayList<>();
        for (Assembly.Available a : request.available()) {
            if (!a.runtimeType().isPrimitive()) {
                values.add(a);
            }
        }
        int n = values.isEmpty() ? 0 : random.nextInt(max + 1);
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = values.get(random.nextInt(values.size())).index();
        }
        return out;
    }

    /** Appends {@code new <type>(collection)}, a modifiable copy of the collection at {@code source}; its index. */
    private static int copy(InputRequest request, Class<?> type, int source) throws NoSuchMethodException {
        return request.appendStatement(new Statement(
                new ConstructorOperation(type.getConstructor(Collection.class), null), new int[] {source}));
    }

    /** {@code List.of} with {@code n} elements. */
    private static Operation listOf(int n) throws NoSuchMethodException {
        Class<?>[] params = new Class<?>[n];
        Arrays.fill(params, Object.class);
        return new MethodOperation(List.class.getMethod("of", params), List.class, null, true);
    }

    /** Whether {@code owner} has another method of the same name and arity (the call then needs casts). */
    private static boolean overloaded(Class<?> owner, Method target) {
        int same = 0;
        for (Method m : owner.getMethods()) {
            if (m.getName().equals(target.getName()) && m.getParameterCount() == target.getParameterCount()) {
                same++;
            }
        }
        return same > 1;
    }

    /** A body forwarding to the method of the same name and parameters of the backing collection. */
    private static Forward forward(String name, Class<?>... params) {
        return new Forward(name, params);
    }

    /** A forwarding body to be made: the method of the backing collection with this name and parameters. */
    private record Forward(String name, Class<?>[] params) { }

    private static int implement(InputRequest request, Class<?> skeleton, int backing, List<Forward> forwards)
            throws NoSuchMethodException {
        Class<?> backingType = skeleton == AbstractSet.class ? LinkedHashSet.class : ArrayList.class;
        return implement(request, skeleton, backing, backingType, forwards);
    }

    /**
     * Appends the subclass of {@code skeleton} capturing the value at {@code backing}: each body
     * passes its parameters to the same method of the backing value and returns its result.
     */
    private static int implement(InputRequest request, Class<?> skeleton, int backing, Class<?> backingType,
                                 List<Forward> forwards) throws NoSuchMethodException {
        List<CallbackOperation.Body> bodies = new ArrayList<>();
        for (Forward f : forwards) {
            Method overridden = skeleton.getMethod(f.name(), f.params());
            Method target = backingType.getMethod(f.name(), f.params());
            int[] refs = new int[1 + f.params().length];
            for (int i = 1; i < refs.length; i++) {
                refs[i] = i; // environment: the captured backing value (0), then the method's parameters
            }
            int result = target.getReturnType() == void.class ? -1 : refs.length;
            bodies.add(new CallbackOperation.Body(overridden,
                    List.of(new CallbackOperation.Call(new MethodOperation(target, backingType, null, overloaded(backingType, target)), refs)), result));
        }
        SubclassOperation op = new SubclassOperation(skeleton, List.of(), List.of(backingType), bodies, null);
        return request.appendStatement(new Statement(op, new int[] {backing}));
    }
}
