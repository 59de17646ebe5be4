package dev.ferret.core.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.oracle.ContractFixtures.AlwaysGreater;
import dev.ferret.core.oracle.ContractFixtures.BadHash;
import dev.ferret.core.oracle.ContractFixtures.CompareNotEquals;
import dev.ferret.core.oracle.ContractFixtures.CompareNotReflexive;
import dev.ferret.core.oracle.ContractFixtures.CompareThrows;
import dev.ferret.core.oracle.ContractFixtures.EqualsNull;
import dev.ferret.core.oracle.ContractFixtures.EqualsNullThrows;
import dev.ferret.core.oracle.ContractFixtures.EqualsThrows;
import dev.ferret.core.oracle.ContractFixtures.HashCodeThrows;
import dev.ferret.core.oracle.ContractFixtures.LyingSize;
import dev.ferret.core.oracle.ContractFixtures.Name;
import dev.ferret.core.oracle.ContractFixtures.Near;
import dev.ferret.core.oracle.ContractFixtures.NeverEqual;
import dev.ferret.core.oracle.ContractFixtures.Rps;
import dev.ferret.core.oracle.ContractFixtures.Sym;
import dev.ferret.core.oracle.ContractFixtures.ToStringThrows;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ContractCheckerTest {

    private final ContractChecker checker = new ContractChecker(Contracts.defaults());

    private Violation checkAll(Object... values) {
        return checker.check(values, IntStream.range(0, values.length).toArray());
    }

    private void assertViolation(String contract, boolean threw, Object... values) {
        Violation v = checkAll(values);
        assertNotNull(v, "expected " + contract);
        assertEquals(contract, v.contract());
        assertEquals(threw, v.threw(), "threw");
        assertFalse(v.condition().isBlank());
    }

    @Test
    void shouldHaveUniqueNamesAndValidAritiesForBuiltins() {
        Set<String> names = new HashSet<>();
        for (Contract c : Contracts.defaults()) {
            assertTrue(names.add(c.name()), c.name());
            assertTrue(c.arity() >= 1 && c.arity() <= 3);
            assertTrue(c.name().matches("[a-z-]+"), c.name());
        }
        assertEquals(Set.of("equals-returns-normally", "hashcode-returns-normally", "tostring-returns-normally",
                "equals-reflexive", "equals-null", "compareto-returns-normally", "compareto-reflexive",
                "equals-symmetric", "equals-hashcode", "equals-transitive", "compareto-antisymmetric",
                "compareto-equals", "compareto-transitive", "size-toarray", "map-equals-copy", "set-equals-copy"), names);
    }

    @Test
    void shouldFindNoViolationForCorrectValueClasses() {
        assertNull(checkAll(new Name("a"), new Name("b"), new Name("a"), new Name("c")));
        assertNull(checkAll(new ArrayList<>(List.of(1)), new ArrayList<>(List.of(1)), new ArrayList<>()));
        assertNull(checkAll(new Rps(0), new Rps(1)), "two Rps values are consistent on their own");
    }

    @Test
    void shouldMapExceptionInEqualsToEqualsReturnsNormally() {
        assertViolation("equals-returns-normally", true, new EqualsThrows());
    }

    @Test
    void shouldDetectHashCodeThatThrows() {
        assertViolation("hashcode-returns-normally", true, new HashCodeThrows());
    }

    @Test
    void shouldDetectToStringThatThrows() {
        assertViolation("tostring-returns-normally", true, new ToStringThrows());
    }

    @Test
    void shouldDetectIrreflexiveEquals() {
        assertViolation("equals-reflexive", false, new NeverEqual());
    }

    @Test
    void shouldDetectEqualsNullReturningTrue() {
        assertViolation("equals-null", false, new EqualsNull());
    }

    @Test
    void shouldMapNullPointerExceptionInEqualsNullToEqualsReturnsNormally() {
        Violation v = checkAll(new EqualsNullThrows());
        assertEquals("equals-returns-normally", v.contract());
        assertTrue(v.threw());
        assertEquals("!{0}.equals(null)", v.condition());
    }

    @Test
    void shouldDetectCompareToThatThrows() {
        assertViolation("compareto-returns-normally", true, new CompareThrows());
    }

    @Test
    void shouldDetectIrreflexiveCompareTo() {
        assertViolation("compareto-reflexive", false, new CompareNotReflexive());
    }

    @Test
    void shouldDetectAsymmetricEquals() {
        Violation v = checkAll(new Sym(1), new Sym(2));
        assertEquals("equals-symmetric", v.contract());
        assertEquals(2, v.operands().length);
    }

    /** Claims to equal every list: a broken symmetry with a JDK class. */
    static final class LikesLists {
        @Override
        public boolean equals(Object o) {
            return o instanceof java.util.List || o == this;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    @Test
    void shouldNameABrokenSymmetryTheSameWayWhicheverWayRoundItWasChecked() {
        LikesLists likes = new LikesLists();
        Violation listFirst = checkAll(new java.util.ArrayList<>(), likes);
        Violation likesFirst = checkAll(likes, new java.util.ArrayList<>());

        assertEquals("equals-symmetric", listFirst.contract());
        assertEquals(LikesLists.class, listFirst.subject(), "the value that claims equality first");
        assertEquals(List.of(1, 0), java.util.Arrays.stream(listFirst.operands()).boxed().toList());
        assertEquals(LikesLists.class, likesFirst.subject());
        assertEquals(List.of(0, 1), java.util.Arrays.stream(likesFirst.operands()).boxed().toList());
    }

    /** A map of classes whose equals is not symmetric with a map holding other keys. */
    static final class ClassMap extends java.util.HashMap<Class<?>, Object> {
        @Override
        public boolean equals(Object o) {
            return o instanceof java.util.Map<?, ?> m && m.size() == size();
        }

        @Override
        public int hashCode() {
            return super.hashCode();
        }
    }

    @Test
    void shouldNotBlameAContainerHoldingWhatItsClassRulesOut() {
        ClassMap classes = new ClassMap();
        classes.put(String.class, "s");
        java.util.Map<Object, Object> other = new java.util.HashMap<>(java.util.Map.of("k", "s"));
        assertEquals("equals-symmetric", checkAll(classes, other).contract(), "a map of classes is checked");
        ClassMap polluted = new ClassMap();
        @SuppressWarnings({"rawtypes", "unchecked"})
        java.util.Map<Object, Object> raw = (java.util.Map) polluted;
        raw.put("k", "s"); // only a raw type lets a String key in
        assertNull(checkAll(polluted, other));
    }

    /** A range up to an endpoint, equal by the endpoint's compareTo and hashing by its hashCode, as guava's Range. */
    static final class Below {
        final StringBuilder end;

        Below(StringBuilder end) {
            this.end = end;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Below b && b.end.compareTo(end) == 0;
        }

        @Override
        public int hashCode() {
            return end.hashCode();
        }
    }

    @Test
    void shouldNotHoldEqualityByCompareToOverValuesInconsistentWithEqualsToTheContract() {
        StringBuilder one = new StringBuilder("a");
        StringBuilder other = new StringBuilder("a"); // compareTo 0, equals false (identity)
        Object[] values = {new Below(one), new Below(other), one, other};
        assertNull(checker.check(values, new int[] {0, 1}), "Comparable documents the caveat; guava's Range too");
        Object[] alone = {new Below(one), new Below(other)};
        assertEquals("equals-hashcode", checker.check(alone, new int[] {0, 1}).contract(),
                "without the endpoints among the values it is checked");
    }

    /** Claims to equal every Runnable, as a decorator claims to equal what it decorates. */
    static final class EqualsRunnables {
        @Override
        public boolean equals(Object o) {
            return o instanceof Runnable || o == this;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    @Test
    void shouldNotHoldAGeneratedImplementationsIdentityEqualsToTheContract() throws Exception {
        dev.ferret.core.model.CallbackOperation.Body run = new dev.ferret.core.model.CallbackOperation.Body(
                Runnable.class.getMethod("run"), List.of(), -1);
        Object generated = new dev.ferret.core.model.CallbackOperation(Runnable.class, List.of(), List.of(run), 0)
                .execute(new Object[0]);
        Runnable plain = () -> { };
        assertEquals("equals-symmetric", checkAll(new EqualsRunnables(), plain).contract(), "a lambda is checked");
        assertNull(checkAll(new EqualsRunnables(), generated), "a generated object's identity equals is ours");
    }

    /** Equal to itself only, and throws when asked about anything else. */
    static final class ThrowsOnStrangers {
        @Override
        public boolean equals(Object o) {
            if (o == this || o == null) {
                return o == this;
            }
            throw new IllegalStateException("a stranger");
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    @Test
    void shouldNameTheValueWhoseEqualsThrewFirst() {
        Violation v = checkAll(new Sym(1), new ThrowsOnStrangers());

        assertEquals("equals-returns-normally", v.contract());
        assertEquals(ThrowsOnStrangers.class, v.subject());
        assertEquals(List.of(1, 0), java.util.Arrays.stream(v.operands()).boxed().toList());
    }

    @Test
    void shouldNotHoldASortedSetOrderedInconsistentlyWithEqualsToTheSetContract() {
        java.util.TreeSet<String> caseless = new java.util.TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        caseless.add("a");
        java.util.Set<String> upper = new java.util.HashSet<>(List.of("A"));
        assertTrue(caseless.equals(upper) && !upper.equals(caseless), "the JDK's documented asymmetry");

        assertNull(checkAll(caseless, upper));
    }

    @Test
    void shouldStillCheckASortedSetOrderedConsistentlyWithEquals() {
        java.util.TreeSet<String> natural = new java.util.TreeSet<>(List.of("a"));
        LikesLists likes = new LikesLists();
        java.util.List<Object> list = new ArrayList<>(List.of("a"));

        assertNull(checkAll(natural, new java.util.HashSet<>(List.of("a"))));
        assertEquals("equals-symmetric", checkAll(likes, list).contract(), "other values are checked as before");
    }

    /** Compares what it holds with another holder's, whatever their types. */
    static final class Holder {
        final Object held;

        Holder(Object held) {
            this.held = held;
        }

        @Override
        @SuppressWarnings({"unchecked", "rawtypes"})
        public boolean equals(Object o) {
            return o instanceof Holder h && ((Comparable) held).compareTo(h.held) == 0;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    /** Casts whatever it is compared with. */
    static final class Caster {
        @Override
        public boolean equals(Object o) {
            return o != null && ((Caster) o) == this;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    /** A sorted collection of another library: ordered by a comparator it shows, not a {@code SortedSet}. */
    public static final class Ranked extends java.util.AbstractCollection<String> {
        private final List<String> items;
        private final java.util.Comparator<String> order;

        Ranked(java.util.Comparator<String> order, String... items) {
            this.order = order;
            this.items = List.of(items);
        }

        public java.util.Comparator<String> comparator() {
            return order;
        }

        @Override
        public java.util.Iterator<String> iterator() {
            return items.iterator();
        }

        @Override
        public int size() {
            return items.size();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof java.util.Collection<?> c && c.size() == size(); // all-equal ordering's idea of equal
        }

        @Override
        public int hashCode() {
            return size();
        }
    }

    @Test
    void shouldTreatACollectionWithAComparatorOfAnotherLibraryAsSorted() {
        Ranked allEqual = new Ranked((a, b) -> 0, "a");
        Ranked natural = new Ranked(java.util.Comparator.naturalOrder(), "a");
        java.util.List<String> other = new ArrayList<>(List.of("b"));

        assertNull(checkAll(allEqual, other), "an ordering inconsistent with equals: the Set contract does not hold");
        assertEquals("equals-symmetric", checkAll(natural, other).contract());
    }

    /** Compares itself with anything as a Comparable. */
    static final class Ranger {
        @Override
        @SuppressWarnings({"unchecked", "rawtypes"})
        public boolean equals(Object o) {
            return o == this || o != null && ((Comparable) o).compareTo(this) == 0;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    @Test
    void shouldNotCountAClassCastOfAValueThatIsNotComparableWhereOneIsExpected() {
        assertNull(checkAll(new Ranger(), new Sym(1)), "Sym is not Comparable: ill-typed through raw types");
    }

    @Test
    void shouldNotCountAClassCastOfValuesThatDoNotFitTheirTypeArguments() {
        assertNull(checkAll(new Holder(1), new Holder("x")), "Integer.compareTo(String) threw: ill-typed elements");
    }

    @Test
    void shouldCountAClassCastOfTheClassesOwnEquals() {
        Violation v = checkAll(new Caster(), new Sym(1));

        assertEquals("equals-returns-normally", v.contract());
        assertEquals(Caster.class, v.subject());
    }

    /** Shows what a supplier gives. */
    static final class Shown {
        final java.util.function.Supplier<Object> supplier;

        Shown(java.util.function.Supplier<Object> supplier) {
            this.supplier = supplier;
        }

        @Override
        public String toString() {
            return String.valueOf(supplier.get());
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void shouldNotCountWhatAGeneratedCallbackThrew() throws Throwable {
        // get() { return immutable.add(immutable); }: the generated body breaks its own input
        dev.ferret.core.model.MethodOperation add = new dev.ferret.core.model.MethodOperation(
                java.util.List.class.getMethod("add", Object.class), java.util.List.class, java.util.List.class, false);
        dev.ferret.core.model.CallbackOperation.Body get = new dev.ferret.core.model.CallbackOperation.Body(
                java.util.function.Supplier.class.getMethod("get"),
                List.of(new dev.ferret.core.model.CallbackOperation.Call(add, new int[] {0, 0})), 1);
        Object supplier = new dev.ferret.core.model.CallbackOperation(java.util.function.Supplier.class,
                List.of(java.util.List.class), List.of(get)).execute(new Object[] {List.of()});
        Shown shown = new Shown((java.util.function.Supplier<Object>) supplier);

        assertNull(checkAll(shown));
        Shown throwing = new Shown(() -> {
            throw new IllegalStateException("the class's own doing");
        });
        assertEquals("tostring-returns-normally", checkAll(throwing).contract());
    }

    /** A list view whose hash code is always 0 (what {@code ArrayListValuedHashMap.get} of an absent key returned). */
    static final class ZeroHashList extends java.util.AbstractList<Object> {
        @Override
        public Object get(int index) {
            throw new IndexOutOfBoundsException(index);
        }

        @Override
        public int size() {
            return 0;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    @Test
    void shouldNameTheListWhoseHashCodeBreaksTheListFormulaFirst() {
        Violation arrayListFirst = checkAll(new ArrayList<>(), new ZeroHashList());
        Violation viewFirst = checkAll(new ZeroHashList(), new ArrayList<>());

        assertEquals("equals-hashcode", arrayListFirst.contract());
        assertEquals(ZeroHashList.class, arrayListFirst.subject());
        assertEquals(List.of(1, 0), java.util.Arrays.stream(arrayListFirst.operands()).boxed().toList());
        assertEquals(ZeroHashList.class, viewFirst.subject());
    }

    @Test
    void shouldDetectEqualObjectsWithDifferentHashCodes() {
        assertViolation("equals-hashcode", false, new BadHash(1), new BadHash(2));
    }

    @Test
    void shouldDetectNonTransitiveEquals() {
        Violation v = checkAll(new Near(0), new Near(1), new Near(2));
        assertEquals("equals-transitive", v.contract());
        assertEquals(3, v.operands().length);
        assertEquals(Set.of(0, 1, 2), Set.of(v.operands()[0], v.operands()[1], v.operands()[2]));
        assertNull(checkAll(new Near(0), new Near(1)), "pairs alone are consistent");
    }

    @Test
    void shouldDetectAntisymmetryViolation() {
        assertViolation("compareto-antisymmetric", false, new AlwaysGreater(), new AlwaysGreater());
    }

    @Test
    void shouldDetectCompareToInconsistentWithEquals() {
        assertViolation("compareto-equals", false, new CompareNotEquals(3, "a"), new CompareNotEquals(3, "b"));
        assertNull(checkAll(new CompareNotEquals(3, "a"), new CompareNotEquals(4, "b")));
    }

    @Test
    void shouldSkipCompareToEqualsForIdentityEquality() {
        assertNull(checkAll(new ContractFixtures.CompareIdentity(3), new ContractFixtures.CompareIdentity(3)));
    }

    @Test
    void shouldDetectNonTransitiveCompareTo() {
        assertViolation("compareto-transitive", false, new Rps(0), new Rps(1), new Rps(2));
    }

    @Test
    void shouldDetectSizeDisagreeingWithToArray() {
        assertViolation("size-toarray", false, new LyingSize());
    }

    @Test
    void shouldReportOperandIndicesOfTheValues() {
        Violation v = checker.check(new Object[] {null, "s", new NeverEqual()}, new int[] {2});
        assertArrayEquals(new int[] {2}, v.operands());
    }

    @Test
    void shouldCheckUnaryContractsOnlyOnTouchedValues() {
        Object[] values = {new NeverEqual(), new ArrayList<>()};
        assertNull(checker.check(values, new int[] {1}));
        assertEquals("equals-reflexive", checker.check(values, new int[] {0}).contract());
    }

    @Test
    void shouldCheckPairsBetweenTouchedAndEarlierValues() {
        Object[] values = {new BadHash(1), new BadHash(2)};
        Violation v = checker.check(values, new int[] {1});
        assertEquals("equals-hashcode", v.contract());
        assertEquals(1, v.operands()[0], "the touched value comes first");
    }

    @Test
    void shouldSkipNullsBoxedStringsEnumsAndArrays() {
        assertNull(checker.check(new Object[] {null, 1, "x", java.util.concurrent.TimeUnit.DAYS, new int[0]},
                new int[] {0, 1, 2, 3, 4}));
    }

    @Test
    void shouldCheckRepeatedReferencesOnce() {
        NeverEqual same = new NeverEqual();
        Violation v = checker.check(new Object[] {same, same}, new int[] {1});
        assertArrayEquals(new int[] {0}, v.operands(), "the first index of the value is reported");
    }

    @Test
    void shouldRejectContractsOfUnsupportedArity() {
        Contract four = new Contract() {
            public String name() {
                return "four";
            }

            public int arity() {
                return 4;
            }

            public boolean appliesTo(Object[] values) {
                return true;
            }

            public boolean holds(Object[] values) {
                return true;
            }

            public String condition() {
                return "true";
            }
        };
        assertThrows(IllegalArgumentException.class, () -> new ContractChecker(List.of(four)));
    }

    @Test
    void shouldIgnoreStackOverflowInContracts() {
        List<Object> self = new ArrayList<>();
        self.add(self); // hashCode of a self-containing list overflows the stack
        assertNull(checkAll(self));
    }

    /** A value whose toString reads what a function gives it, as a lazy traversal does. */
    public static final class Printing {
        private final java.util.function.Function<Object, Object> children;

        Printing(java.util.function.Function<Object, Object> children) {
            this.children = children;
        }

        @Override
        public String toString() {
            return "[" + children.apply("root").toString() + "]";
        }
    }

    @Test
    void shouldNotBlameTheValueWhenAGeneratedCallbackReturnedANullItMayNot() throws Throwable {
        dev.ferret.core.model.GeneratedCodeFaults.sequenceStarting();
        dev.ferret.core.model.CallbackOperation nulls = new dev.ferret.core.model.CallbackOperation(
                java.util.function.Function.class, java.util.List.of(Object.class), java.util.List.of(
                        new dev.ferret.core.model.CallbackOperation.Body(java.util.function.Function.class.getMethod(
                                "apply", Object.class), java.util.List.of(), 0)));
        @SuppressWarnings("unchecked")
        java.util.function.Function<Object, Object> children =
                (java.util.function.Function<Object, Object>) nulls.execute(new Object[] {null});

        assertNull(checkAll(new Printing(children)), "the generated function's null, not the value's toString");
        dev.ferret.core.model.GeneratedCodeFaults.sequenceStarting();
        assertEquals("tostring-returns-normally", checkAll(new Printing(x -> null)).contract(),
                "a null no generated code returned");
    }

    /** Defined on the keys it was built with, refusing others as a bimap's converter does. */
    static final class Lookup implements java.util.function.Function<Object, Object> {
        @Override
        public Object apply(Object key) {
            if (!"known".equals(key)) {
                throw new IllegalArgumentException("no mapping for " + key);
            }
            return 1;
        }
    }

    /** A view that applies the function it was given to its element only when asked for its hash. */
    static final class MappedView {
        private final java.util.function.Function<Object, Object> function;
        private final Object element;

        MappedView(java.util.function.Function<Object, Object> function, Object element) {
            this.function = function;
            this.element = element;
        }

        @Override
        public int hashCode() {
            if (element == null) {
                throw new IllegalStateException("the view's own doing");
            }
            return java.util.Objects.hashCode(function.apply(element));
        }
    }

    @Test
    void shouldNotBlameAViewForAFunctionItWasGivenThatRefusesItsElements() {
        Lookup lookup = new Lookup();
        assertNull(checkAll(lookup, new MappedView(lookup, "unknown")), "the function refused the element");
        java.util.function.Function<Object, Object> lambda = key -> {
            throw new IllegalArgumentException("no mapping for " + key);
        };
        assertNull(checkAll(lambda, new MappedView(lambda, "unknown")), "a lambda refused the element");

        assertEquals("hashcode-returns-normally", checkAll(new MappedView(lookup, "unknown")).contract(),
                "a function the sequence does not hold is the view's own");
        assertEquals("hashcode-returns-normally", checkAll(lookup, new MappedView(lookup, null)).contract(),
                "the view's own throw");
    }

    /** Removes each element it shows, as a consuming view does. */
    static final class Consuming {
        private final java.util.Collection<Object> source;

        Consuming(java.util.Collection<Object> source) {
            this.source = source;
        }

        @Override
        public String toString() {
            StringBuilder shown = new StringBuilder();
            for (java.util.Iterator<Object> it = source.iterator(); it.hasNext(); ) {
                shown.append(it.next());
                it.remove();
            }
            return shown.toString();
        }
    }

    @Test
    void shouldNotBlameAConsumingViewWhoseSourceRefusesRemoval() {
        assertNull(checkAll(new Consuming(List.of("a"))), "an immutable source refused the removal");
        assertNull(checkAll(new Consuming(new ArrayList<>(List.of("a")))), "a source that allows it");
        Object refusesOnItsOwn = new Object() {
            @Override
            public String toString() {
                throw new UnsupportedOperationException("not shown");
            }
        };
        assertEquals("tostring-returns-normally", checkAll(refusesOnItsOwn).contract(),
                "an UnsupportedOperationException of the value's own toString");
    }

    /** A collection that keeps Object's identity equals, as the Collection contract allows. */
    static final class Bare extends java.util.AbstractCollection<Object> {
        @Override
        public java.util.Iterator<Object> iterator() {
            return List.<Object>of("a").iterator();
        }

        @Override
        public int size() {
            return 1;
        }
    }

    /** A map view that makes its value collections afresh each time, and claims to equal a copy. */
    static final class FreshValues extends java.util.AbstractMap<Object, Object> {
        @Override
        public Set<Entry<Object, Object>> entrySet() {
            return Set.of(java.util.Map.entry("k", new Bare()));
        }
    }

    /** Claims to equal whatever it is compared with, over values of well-defined equality. */
    static final class Claims extends java.util.AbstractMap<Object, Object> {
        @Override
        public Set<Entry<Object, Object>> entrySet() {
            return Set.of(java.util.Map.entry("k", List.of("a")));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof java.util.Map;
        }

        @Override
        public int hashCode() {
            return super.hashCode();
        }
    }

    @Test
    void shouldNotHoldAMapWhoseValuesKeepIdentityEqualityToTheEqualsContracts() {
        FreshValues view = new FreshValues();
        assertFalse(view.equals(new FreshValues()), "fixture: two views are never equal");
        assertNull(checkAll(view, new Claims()), "values of undefined equality");
        java.util.Map<Object, Object> plain = new java.util.HashMap<>(java.util.Map.of("k", List.of("b")));
        assertEquals("equals-symmetric", checkAll(plain, new Claims()).contract(), "lists have an equality");
    }

    /** Holds a null key but cannot find it, as a full {@code LRUMap} that stored it unconverted. */
    static final class LosesNullKey extends java.util.HashMap<Object, Object> {
        @Override
        public Object get(Object key) {
            return key == null ? null : super.get(key);
        }
    }

    @Test
    void shouldDetectAMapThatDoesNotEqualItsCopy() {
        LosesNullKey lost = new LosesNullKey();
        lost.put(null, "x");
        assertEquals("map-equals-copy", checkAll(lost).contract());
        java.util.Map<Object, Object> plain = new java.util.HashMap<>();
        plain.put(null, "x");
        assertNull(checkAll(plain));
    }

    @Test
    void shouldNotHoldIdentityOrComparatorCollectionsToTheirCopies() {
        java.util.Map<Object, Object> identity = new java.util.IdentityHashMap<>();
        identity.put(new String("k"), 1);
        identity.put(new String("k"), 2);
        assertNull(checkAll(identity), "equal keys collapse in the copy");
        Set<String> caseless = new java.util.TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        caseless.add("a");
        assertFalse(CopyEquality.appliesTo(caseless, false), "a comparator may be inconsistent with equals");
        assertTrue(CopyEquality.appliesTo(new java.util.TreeSet<String>(List.of("a")) { }, false), "natural order");
        assertFalse(CopyEquality.appliesTo(new java.util.TreeSet<String>(List.of("a")), false), "the JDK's own");
    }
}
