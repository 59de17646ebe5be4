package dev.ferret.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class ValueTypesTest {

    private static Statement st(Operation op, int... inputs) {
        return new Statement(op, inputs);
    }

    private static ConstructorOperation treeSetOf(Class<?> element) throws Exception {
        return new ConstructorOperation(TreeSet.class.getConstructor(), TreeSet.class).instantiated(List.of(element));
    }

    private static MethodOperation method(Class<?> c, String name, Class<?>... params) throws Exception {
        return new MethodOperation(c.getMethod(name, params), c, c, false);
    }

    private static String name(ValueTypes types, int i) {
        return ValueTypes.name(types.declared(i));
    }

    @Test
    void aUsersGeneratorKeepsItsTypeArgumentWhenReplayedSoTheTestIsTyped() throws Exception {
        Statement[] flat = {
            st(new MethodOperation(dev.ferret.core.build.GeneratorFixture.class.getMethod("digits"),
                    dev.ferret.core.build.GeneratorFixture.class, null, false)),
            st(new LiteralOperation(String.class, "2")),
            st(new ReplayOperation(Integer.class, getClass().getClassLoader()), 0, 1)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertTrue(types.consistent(), "Replay.of only reads its generator");
        assertEquals("dev.ferret.choice.Generator<java.lang.Integer>", name(types, 0));
        assertEquals("java.lang.Integer", name(types, 2));
    }

    @Test
    void aConstructedValueHasItsChosenTypeArgumentsAndFittingCallsKeepThem() throws Exception {
        Statement[] flat = {
            st(treeSetOf(String.class)),
            st(new LiteralOperation(String.class, "a")),
            st(method(TreeSet.class, "add", Object.class), 0, 1),
            st(method(TreeSet.class, "headSet", Object.class), 0, 1)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertTrue(types.consistent());
        assertEquals("java.util.TreeSet<java.lang.String>", name(types, 0));
        assertEquals("java.util.SortedSet<java.lang.String>", name(types, 3), "the view keeps the element type");
        assertEquals(String.class, types.parameter(2, 1), "add(E) takes a String");
    }

    @Test
    void aClassLiteralIsAClassOfItsBoxedTypeAndTypesWhatItIsPassedTo() throws Exception {
        Statement[] flat = {
            st(new ClassLiteralOperation(java.util.concurrent.TimeUnit.class)),
            st(method(java.util.EnumSet.class, "noneOf", Class.class), 0),
            st(new ClassLiteralOperation(int.class)),
            st(new ClassLiteralOperation(List.class)),
            st(new ClassLiteralOperation(Map.Entry[].class))};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertEquals("java.lang.Class<java.util.concurrent.TimeUnit>", name(types, 0));
        assertEquals("java.util.EnumSet<java.util.concurrent.TimeUnit>", name(types, 1));
        assertEquals("java.lang.Class<java.lang.Integer>", name(types, 2), "int.class is a Class<Integer>");
        assertEquals("java.lang.Class<?>", name(types, 3), "List.class names a raw type");
        assertEquals("java.lang.Class<?>", name(types, 4));
    }

    private static ConstructorOperation enumMapOf(Class<?> key, Class<?> value) throws Exception {
        return new ConstructorOperation(java.util.EnumMap.class.getConstructor(Class.class), java.util.EnumMap.class)
                .instantiated(List.of(key, value));
    }

    @Test
    void anIllTypedElementErasesTheValuesItMeetsButNotOthers() throws Exception {
        Statement[] flat = {
            st(new LiteralOperation(Class.class, null)),
            st(enumMapOf(java.util.concurrent.TimeUnit.class, String.class), 0),
            st(new LiteralOperation(java.util.concurrent.TimeUnit.class, null)),
            st(new LiteralOperation(Float.class, 1.5f)),
            st(method(java.util.EnumMap.class, "put", Enum.class, Object.class), 1, 2, 3),
            st(treeSetOf(Integer.class)),
            st(method(TreeSet.class, "contains", Object.class), 5, 3),
            st(new LiteralOperation(String.class, "a")),
            st(method(java.util.EnumMap.class, "put", Enum.class, Object.class), 1, 2, 7)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertFalse(types.consistent());
        assertEquals("java.util.EnumMap", name(types, 1), "a Float and a String as values of one EnumMap: raw");
        assertFalse(types.typed(1));
        assertEquals("java.util.TreeSet<java.lang.Integer>", name(types, 5),
                "not connected to the raw call: the Float they share carries nothing between them");
    }

    @Test
    void chosenTypeArgumentsAnIllTypedCallMeetsBecomeObject() throws Exception {
        Statement[] flat = {
            st(treeSetOf(String.class)),
            st(new LiteralOperation(Float.class, 1.5f)),
            st(method(TreeSet.class, "add", Object.class), 0, 1),
            st(method(TreeSet.class, "first"), 0)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertTrue(types.consistent());
        assertEquals("java.util.TreeSet<java.lang.Object>", name(types, 0), "String was only drawn; a Float fits Object");
        assertEquals("java.lang.Object", name(types, 3));
    }

    @Test
    void argumentsOfDifferentClassesMakeAVariableBoundByObjectOnlyObject() throws Exception {
        MethodOperation listOf = method(List.class, "of", Object.class, Object.class);
        Statement[] flat = {
            st(new LiteralOperation(Long.class, 1L)),
            st(new LiteralOperation(String.class, "a")),
            st(listOf, 0, 1),
            st(new ConstructorOperation(java.util.ArrayList.class.getConstructor(), java.util.ArrayList.class)),
            st(method(java.util.ArrayList.class, "addAll", Collection.class), 3, 2),
            st(new LiteralOperation(Class.class, null)),
            st(new ConstructorOperation(java.util.EnumMap.class.getConstructor(Class.class), java.util.EnumMap.class), 5),
            st(new ConstructorOperation(HashMap.class.getConstructor(), HashMap.class)),
            st(method(java.util.EnumMap.class, "putAll", Map.class), 6, 7)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertTrue(types.consistent());
        assertEquals("java.util.List<java.lang.Object>", name(types, 2));
        assertEquals(Object.class, types.parameter(2, 0));
        assertEquals("java.util.ArrayList<java.lang.Object>", name(types, 3), "nothing chosen, nothing else fits");
        assertEquals("java.util.EnumMap", name(types, 6), "K extends Enum<K>: no Object, raw");
        assertEquals("java.util.HashMap<java.lang.Object,java.lang.Object>", name(types, 7),
                "a raw map's putAll cannot put into a Map<Object, Object> what it would reject");
    }

    @Test
    void aVariableWithAnotherBoundConflictsStill() throws Exception {
        java.lang.reflect.Method of = java.util.EnumSet.class.getMethod("of", Enum.class, Enum.class);
        java.util.Set<java.lang.reflect.TypeVariable<?>> vars = java.util.Set.of(of.getTypeParameters());
        Map<java.lang.reflect.TypeVariable<?>, java.lang.reflect.Type> b = new HashMap<>();
        java.lang.reflect.Type[] params = of.getGenericParameterTypes();

        assertTrue(TypeAlgebra.unify(params[0], java.util.concurrent.TimeUnit.class, vars, b, true));
        assertFalse(TypeAlgebra.unify(params[1], Thread.State.class, vars, b, true),
                "Object is not within E extends Enum<E>");
    }

    @Test
    void mapViewsKeepTheirKeyAndValueTypes() throws Exception {
        ConstructorOperation map = new ConstructorOperation(HashMap.class.getConstructor(), HashMap.class)
                .instantiated(List.of(String.class, Integer.class));
        Statement[] flat = {st(map), st(method(HashMap.class, "keySet"), 0), st(method(HashMap.class, "entrySet"), 0)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertEquals("java.util.Set<java.lang.String>", name(types, 1));
        assertEquals("java.util.Set<java.util.Map$Entry<java.lang.String,java.lang.Integer>>", name(types, 2));
    }

    @Test
    void infersTheTypeArgumentsOfAConstructorFromItsArguments() throws Exception {
        ConstructorOperation copy = new ConstructorOperation(TreeSet.class.getConstructor(Collection.class), TreeSet.class);
        Statement[] typed = {st(treeSetOf(Integer.class)), st(copy, 0)};
        Statement[] raw = {st(new ConstructorOperation(TreeSet.class.getConstructor(), TreeSet.class)), st(copy, 0)};

        assertEquals("java.util.TreeSet<java.lang.Integer>", name(ValueTypes.of(typed, 2), 1));
        assertEquals("java.util.TreeSet<java.lang.Object>", name(ValueTypes.of(raw, 2), 1),
                "a raw collection's elements are only known to be Objects");
        assertTrue(ValueTypes.of(raw, 2).consistent(), "raw values among themselves are consistent");
    }

    @Test
    void theParameterClassOfAReceiverDependentParameter() throws Exception {
        MethodOperation put = method(Map.class, "put", Object.class, Object.class);
        Statement[] flat = {st(new ConstructorOperation(HashMap.class.getConstructor(), HashMap.class)
                .instantiated(List.of(String.class, Integer.class)))};
        java.lang.reflect.Type receiver = ValueTypes.of(flat, 1).declared(0);

        assertTrue(ValueTypes.dependsOnReceiver(put));
        assertEquals(String.class, ValueTypes.parameterClass(put, receiver, 1));
        assertEquals(Integer.class, ValueTypes.parameterClass(put, receiver, 2));
        assertNull(ValueTypes.parameterClass(put, HashMap.class, 1), "a raw receiver leaves it free");
        assertFalse(ValueTypes.dependsOnReceiver(method(Object.class, "equals", Object.class)));
    }

    @Test
    void aFactoryWithoutDeterminingArgumentsTakesItsTypeArgumentsFromTheParameterItFeeds() throws Exception {
        MethodOperation emptyList = method(java.util.Collections.class, "emptyList");
        MethodOperation natural = method(java.util.Comparator.class, "naturalOrder");
        Statement[] flat = {
            st(treeSetOf(String.class)),
            st(emptyList),
            st(method(TreeSet.class, "addAll", Collection.class), 0, 1),
            st(natural),
            st(new ConstructorOperation(TreeSet.class.getConstructor(java.util.Comparator.class), TreeSet.class)
                    .instantiated(List.of(Integer.class)), 3),
            st(emptyList),
            st(method(List.class, "size"), 5)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertTrue(types.consistent());
        assertEquals("java.util.List<java.lang.String>", name(types, 1), "fed to addAll(Collection<? extends String>)");
        assertEquals("java.util.Comparator<java.lang.Integer>", name(types, 3), "fed to new TreeSet<Integer>(comparator)");
        assertEquals("java.util.TreeSet<java.lang.Integer>", name(types, 4));
        assertEquals("java.util.List<java.lang.Object>", name(types, 5), "first used as a receiver: Object");
    }

    @Test
    void anOpenResultOfComparableVariablesIsOfIntegerWhenNothingButItsDeclarationDecides() throws Exception {
        MethodOperation create = method(SortedPairsFixture.class, "create");
        Statement[] flat = {
            st(create),
            st(create),
            st(new LiteralOperation(int.class, 1)),
            st(method(SortedPairsFixture.class, "put", Comparable.class, Comparable.class), 1, 2, 2)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertTrue(types.consistent());
        assertEquals("dev.ferret.core.model.SortedPairsFixture<java.lang.Integer,java.lang.Integer>", name(types, 0),
                "never used: Object is not within Comparable<K>, Integer is");
        assertEquals("dev.ferret.core.model.SortedPairsFixture<java.lang.Integer,java.lang.Integer>", name(types, 1),
                "a receiver");
        assertEquals(Integer.class, ValueTypes.parameterClass(flat[3].operation(), types.declared(1), 1),
                "so its calls take values that compare");
    }

    @Test
    void anOpenResultCopiedByAConstructorIsOfObjectAndSoIsTheCopy() throws Exception {
        Statement[] flat = {
            st(method(java.util.Collections.class, "emptyList")),
            st(new ConstructorOperation(java.util.ArrayList.class.getConstructor(Collection.class),
                    java.util.ArrayList.class), 0),
            st(method(java.util.Comparator.class, "reverseOrder"))};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertEquals("java.util.List<java.lang.Object>", name(types, 0));
        assertEquals("java.util.ArrayList<java.lang.Object>", name(types, 1));
        assertEquals("java.util.Comparator<java.lang.Integer>", name(types, 2),
                "T extends Comparable<? super T>: not Object, the first of Integer and String within it");
    }

    private static CallbackOperation supplier(boolean passesItself) throws Exception {
        java.lang.reflect.Method get = java.util.function.Supplier.class.getMethod("get");
        List<CallbackOperation.Call> calls = passesItself ? List.of(new CallbackOperation.Call(
                method(java.util.Objects.class, "hashCode", Object.class),
                new int[] {dev.ferret.core.testcase.Action.BodyCall.THIS})) : List.of();
        return new CallbackOperation(java.util.function.Supplier.class, List.of(String.class),
                List.of(new CallbackOperation.Body(get, calls, 0)));
    }

    @Test
    void aGeneratedImplementationIsOfObjectUnlessABodyPassesItOn() throws Exception {
        MethodOperation getIfEmpty = method(BoundedSupplierFixture.class, "getIfEmpty", CharSequence.class,
                java.util.function.Supplier.class);
        Statement[] flat = {
            st(new LiteralOperation(String.class, "a")),
            st(supplier(false), 0),
            st(supplier(true), 0),
            st(supplier(false), 0),
            st(getIfEmpty, 0, 3)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertEquals("java.util.function.Supplier<java.lang.Object>", name(types, 1), "its bodies see Object");
        assertEquals("java.util.function.Supplier", name(types, 2), "this given to a call: raw");
        assertEquals("java.util.function.Supplier", name(types, 3),
                "a Supplier<Object> is no Supplier<T> for T extends CharSequence: raw");
        assertFalse(types.consistent());
    }

    private static CallbackOperation forwardingIterator(String method, Class<?>... params) throws Exception {
        java.lang.reflect.Method hasNext = java.util.Iterator.class.getMethod("hasNext");
        java.lang.reflect.Method next = java.util.Iterator.class.getMethod("next");
        CallbackOperation.Call call = new CallbackOperation.Call(method(java.util.LinkedList.class, method, params),
                params.length == 0 ? new int[] {0} : new int[] {0, 0});
        return new CallbackOperation(java.util.Iterator.class, List.of(java.util.LinkedList.class), List.of(
                new CallbackOperation.Body(hasNext, List.of(call), 1), new CallbackOperation.Body(next, List.of(), -1)));
    }

    @Test
    void aTypedValueGeneratedCodeOnlyReadsKeepsItsType() throws Exception {
        ConstructorOperation list = new ConstructorOperation(java.util.LinkedList.class.getConstructor(),
                java.util.LinkedList.class).instantiated(List.of(String.class));
        Statement[] reads = {st(list), st(forwardingIterator("isEmpty"), 0)};
        Statement[] writes = {st(list), st(forwardingIterator("addAll", Collection.class), 0)};

        ValueTypes read = ValueTypes.of(reads, reads.length);
        ValueTypes written = ValueTypes.of(writes, writes.length);

        assertTrue(read.consistent(), "isEmpty() puts nothing into it");
        assertEquals("java.util.LinkedList<java.lang.String>", name(read, 0));
        assertEquals("java.util.LinkedList<java.lang.Object>", name(written, 0),
                "addAll(Collection<? extends E>) of a raw value may put anything: only Object is safe");
    }

    @Test
    void drawnTypeArgumentsGiveWayToTheFirstUse() throws Exception {
        ConstructorOperation map = new ConstructorOperation(HashMap.class.getConstructor(), HashMap.class)
                .instantiated(List.of(String.class, Integer.class));
        MethodOperation keyed = method(KeyedFixture.class, "keyed", HashMap.class);
        Statement[] flat = {st(map), st(keyed, 0), st(map), st(method(HashMap.class, "size"), 2), st(keyed, 2)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertEquals("java.util.HashMap<java.util.List<?>,java.lang.Integer>", name(types, 0),
                "first used by keyed(HashMap<List<? extends K>, V>): K is Object");
        assertEquals("java.util.HashMap<java.util.List<?>,java.lang.Integer>", name(types, 1));
        assertEquals("java.util.HashMap", name(types, 2),
                "first used as a receiver: its drawn arguments stand, and no others fit keyed(...) after that");
        assertFalse(types.consistent());
    }

    @Test
    void aResultOfATypeVariableOfTheReceiverHasItsArgument() throws Exception {
        ConstructorOperation list = new ConstructorOperation(java.util.LinkedList.class.getConstructor(),
                java.util.LinkedList.class).instantiated(List.of(String.class));
        Statement[] flat = {st(list), st(method(java.util.LinkedList.class, "getFirst"), 0),
            st(method(java.util.LinkedList.class, "peekLast"), 0)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertEquals("java.lang.String", name(types, 1));
        assertEquals("java.lang.String", name(types, 2));
    }

    private static ConstructorOperation sortedPairsOf(Class<?> key, Class<?> value) throws Exception {
        return new ConstructorOperation(SortedPairsFixture.class.getConstructor(), SortedPairsFixture.class)
                .instantiated(List.of(key, value));
    }

    @Test
    void comparableBoundedVariablesTakeTheClassOfTheValuesPutIn() throws Exception {
        MethodOperation put = method(SortedPairsFixture.class, "put", Comparable.class, Comparable.class);
        Statement[] flat = {
            st(sortedPairsOf(String.class, String.class)),
            st(new LiteralOperation(int.class, -1)),
            st(new LiteralOperation(String.class, "a")),
            st(put, 0, 1, 2),
            st(new LiteralOperation(Integer.class, null)),
            st(put, 0, 4, 2)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertTrue(types.consistent());
        assertEquals("dev.ferret.core.model.SortedPairsFixture<java.lang.Integer,java.lang.String>", name(types, 0),
                "String was drawn; the keys put in are ints, and Object is not within Comparable<K>");
        assertEquals(Integer.class, types.parameter(3, 1));
    }

    @Test
    void comparableBoundedVariablesGivenValuesOfTwoClassesStayRaw() throws Exception {
        MethodOperation put = method(SortedPairsFixture.class, "put", Comparable.class, Comparable.class);
        Statement[] flat = {
            st(sortedPairsOf(String.class, String.class)),
            st(new LiteralOperation(int.class, -1)),
            st(new LiteralOperation(String.class, "a")),
            st(put, 0, 1, 2),
            st(put, 0, 2, 2)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertFalse(types.consistent());
        assertEquals("dev.ferret.core.model.SortedPairsFixture", name(types, 0),
                "an int and a String as keys: only a raw declaration runs it (heap pollution)");
    }

    @Test
    void aWidenedDrawnValueStillTakesItsTypeArgumentsFromItsFirstUse() throws Exception {
        ConstructorOperation map = new ConstructorOperation(HashMap.class.getConstructor(), HashMap.class)
                .instantiated(List.of(String.class, Integer.class));
        MethodOperation keyed = method(KeyedFixture.class, "keyed", HashMap.class);
        Statement[] flat = {
            st(map),
            st(new LiteralOperation(Float.class, 1.5f)),
            st(method(HashMap.class, "put", Object.class, Object.class), 0, 1, 1),
            st(map),
            st(keyed, 3),
            st(method(HashMap.class, "put", Object.class, Object.class), 0, 1, 4)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertTrue(types.consistent());
        assertEquals("java.util.HashMap<java.lang.Object,java.lang.Object>", name(types, 0), "a Float key: Object");
        assertEquals("java.util.HashMap<java.util.List<?>,java.lang.Object>", name(types, 3),
                "widened with the other, but first used by keyed(...): its use decides");
    }

    @Test
    void aTypedValueGivenToAPlainParameterLeavesTheResultOpen() throws Exception {
        MethodOperation isEqual = method(java.util.function.Predicate.class, "isEqual", Object.class);
        Statement[] flat = {
            st(treeSetOf(String.class)),
            st(isEqual, 0),
            st(method(java.util.ArrayList.class, "removeIf", java.util.function.Predicate.class), 3, 1),
            st(new ConstructorOperation(java.util.ArrayList.class.getConstructor(), java.util.ArrayList.class)
                    .instantiated(List.of(String.class)))};
        Statement[] used = {flat[0], flat[1], flat[3], st(flat[2].operation(), 2, 1)};

        ValueTypes types = ValueTypes.of(used, used.length);

        assertTrue(types.consistent());
        assertEquals("java.util.function.Predicate<java.lang.String>", name(types, 1),
                "isEqual(Object) of a TreeSet<String>: T is the removeIf(Predicate<? super String>) it feeds");
    }

    @Test
    void anOpenResultGivenToACallWhoseResultIsOpenTakesItsTypeFromThatResultsFirstUse() throws Exception {
        Statement[] flat = {
            st(method(java.util.Comparator.class, "reverseOrder")),
            st(method(java.util.Comparator.class, "nullsFirst", java.util.Comparator.class), 0),
            st(new ConstructorOperation(TreeSet.class.getConstructor(java.util.Comparator.class), TreeSet.class)
                    .instantiated(List.of(Integer.class)), 1),
            st(method(java.util.Comparator.class, "reverseOrder")),
            st(method(java.util.Comparator.class, "nullsFirst", java.util.Comparator.class), 3),
            st(method(java.util.Comparator.class, "reversed"), 4)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertTrue(types.consistent());
        assertEquals("java.util.Comparator<java.lang.Integer>", name(types, 1), "fed to new TreeSet<Integer>(...)");
        assertEquals("java.util.Comparator<java.lang.Integer>", name(types, 0),
                "fed to nullsFirst(Comparator<? super T>), whose T the TreeSet decides");
        assertEquals("java.util.Comparator<java.lang.Object>", name(types, 4), "first used as a receiver: Object");
        assertEquals("java.util.Comparator", name(types, 3), "T extends Comparable<? super T> is no Object: raw");
    }

    @Test
    void inferredTypeArgumentsOfAValueGeneratedCodeWritesIntoBecomeObject() throws Exception {
        Statement[] flat = {
            st(treeSetOf(String.class)),
            st(method(List.class, "of", Object.class), 0),
            st(new ConstructorOperation(java.util.LinkedList.class.getConstructor(Collection.class),
                    java.util.LinkedList.class), 1),
            st(forwardingIterator("addAll", Collection.class), 2)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertTrue(types.consistent());
        assertEquals("java.util.List<java.lang.Object>", name(types, 1), "List.of(treeSet) inferred TreeSet<...>");
        assertEquals("java.util.LinkedList<java.lang.Object>", name(types, 2),
                "nothing addAll puts in can pollute a LinkedList<Object>");
        assertEquals(Object.class, types.parameter(1, 0), "List.of((Object) treeSet0)");
    }

    @Test
    void aVariableTheFirstUseLeavesFreeIsObject() throws Exception {
        ConstructorOperation map = new ConstructorOperation(HashMap.class.getConstructor(), HashMap.class)
                .instantiated(List.of(Integer.class, Integer.class));
        Statement[] flat = {
            st(map),
            st(new ConstructorOperation(TextKeyedFixture.class.getConstructor(Map.class), TextKeyedFixture.class), 0),
            st(new LiteralOperation(String.class, "a")),
            st(new LiteralOperation(Float.class, 1.5f)),
            st(method(HashMap.class, "put", Object.class, Object.class), 0, 2, 3)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertTrue(types.consistent());
        assertEquals("java.util.HashMap<java.lang.String,java.lang.Object>", name(types, 0),
                "widened for the Float, then first used as a Map<? extends String, ? extends V>: V is free");
        assertEquals("dev.ferret.core.model.TextKeyedFixture<java.lang.Object>", name(types, 1));
    }

    @Test
    void comparableBoundedVariablesTakeTheClassesOfAMapPutIn() throws Exception {
        MethodOperation put = method(SortedPairsFixture.class, "put", Comparable.class, Comparable.class);
        MethodOperation putAll = method(SortedPairsFixture.class, "putAll", SortedPairsFixture.class);
        Statement[] flat = {
            st(sortedPairsOf(String.class, String.class)),
            st(new LiteralOperation(int.class, -1)),
            st(new LiteralOperation(String.class, "a")),
            st(put, 0, 1, 2),
            st(sortedPairsOf(String.class, String.class)),
            st(putAll, 4, 0)};

        ValueTypes types = ValueTypes.of(flat, flat.length);

        assertTrue(types.consistent());
        assertEquals("dev.ferret.core.model.SortedPairsFixture<java.lang.Integer,java.lang.String>", name(types, 4),
                "putAll(SortedPairsFixture<? extends K, ? extends V>) of the other's Integer keys and String values");
    }

    private static CallbackOperation functionCalling(MethodOperation call, int... refs) throws Exception {
        java.lang.reflect.Method apply = java.util.function.Function.class.getMethod("apply", Object.class);
        return new CallbackOperation(java.util.function.Function.class, List.of(KeyedMapFixture.class), List.of(
                new CallbackOperation.Body(apply, List.of(new CallbackOperation.Call(call, refs)), -1)));
    }

    @Test
    void aTypedValueGeneratedCodeWritesIntoThroughObjectParametersKeepsItsType() throws Exception {
        ConstructorOperation map = new ConstructorOperation(KeyedMapFixture.class.getConstructor(),
                KeyedMapFixture.class).instantiated(List.of(Object.class));
        Statement[] own = {st(map), st(functionCalling(method(KeyedMapFixture.class, "putKey", Object.class), 0, 1), 0)};
        Statement[] inherited = {st(map), st(functionCalling(method(HashMap.class, "remove", Object.class), 0, 1), 0),
            st(functionCalling(method(HashMap.class, "putIfAbsent", Object.class, Object.class), 0, 1, 1), 0)};

        ValueTypes ownTypes = ValueTypes.of(own, own.length);

        assertTrue(ownTypes.consistent(), "putKey(K) of a KeyedMapFixture<Object> takes whatever the body passes");
        assertEquals("dev.ferret.core.model.KeyedMapFixture<java.lang.Object>", name(ownTypes, 0));
        assertFalse(TypeAlgebra.pollutionProof(ownTypes.declared(0)), "its map's keys are List<Object>");
        ValueTypes inheritedTypes = ValueTypes.of(inherited, inherited.length);
        assertFalse(inheritedTypes.consistent(), "putIfAbsent(K, V) of its map takes List<Object> keys only");
    }
}
