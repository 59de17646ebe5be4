package dev.ferret.core.oracle;

import java.util.Collection;
import java.util.List;

/** The built-in contracts (thesis Fig. 7-3 and Randoop's set, with equals(null) checked correctly). */
public final class Contracts {

    private static final String CMP = "((java.lang.Comparable) {%d}).compareTo({%d})";
    /**
     * Properties the JDK recommends but does not require: {@code Comparable} calls consistency
     * with {@code equals} "strongly recommended (though not required)", and classes such as
     * {@code BigDecimal} document the inconsistency on purpose.
     */
    private static final java.util.Set<String> RECOMMENDATIONS = java.util.Set.of("compareto-equals");

    private Contracts() {
    }

    /** All built-in contracts in checking order: "returns normally" contracts first. */
    public static List<Contract> defaults() {
        return List.of(
                unary("equals-returns-normally", "{0}.equals({0}) || true", v -> v[0].equals(v[0]) || true),
                unary("hashcode-returns-normally", "{0}.hashCode() == {0}.hashCode() || true",
                        v -> v[0].hashCode() == v[0].hashCode() || true),
                unary("tostring-returns-normally", "{0}.toString() != null || true",
                        v -> v[0].toString() != null || true),
                unary("equals-reflexive", "{0}.equals({0})", v -> v[0].equals(v[0])),
                unary("equals-null", "!{0}.equals(null)", v -> !v[0].equals(null)),
                new BuiltinContract("compareto-returns-normally", 1, Contracts::sameComparable,
                        cmp(0, 0) + " == " + cmp(0, 0) + " || true", v -> compare(v[0], v[0]) == 0 || true,
                        "compareto-returns-normally"),
                comparable1("compareto-reflexive", cmp(0, 0) + " == 0", v -> compare(v[0], v[0]) == 0),
                binary("equals-symmetric", "{0}.equals({1}) == {1}.equals({0})",
                        v -> v[0].equals(v[1]) == v[1].equals(v[0])),
                binary("equals-hashcode", "!{0}.equals({1}) || {0}.hashCode() == {1}.hashCode()",
                        v -> !v[0].equals(v[1]) || v[0].hashCode() == v[1].hashCode()),
                new BuiltinContract("equals-transitive", 3, v -> true,
                        "!({0}.equals({1}) && {1}.equals({2})) || {0}.equals({2})",
                        v -> !(v[0].equals(v[1]) && v[1].equals(v[2])) || v[0].equals(v[2]),
                        "equals-returns-normally"),
                comparable("compareto-antisymmetric", 2,
                        "java.lang.Integer.signum(" + cmp(0, 1) + ") == -java.lang.Integer.signum(" + cmp(1, 0) + ")",
                        v -> Integer.signum(compare(v[0], v[1])) == -Integer.signum(compare(v[1], v[0]))),
                new BuiltinContract("compareto-equals", 2, v -> sameComparable(v) && overridesEquals(v[0].getClass()),
                        "(" + cmp(0, 1) + " == 0) == {0}.equals({1})",
                        v -> (compare(v[0], v[1]) == 0) == v[0].equals(v[1]), "compareto-returns-normally"),
                comparable("compareto-transitive", 3,
                        "!(" + cmp(0, 1) + " > 0 && " + cmp(1, 2) + " > 0) || " + cmp(0, 2) + " > 0",
                        v -> !(compare(v[0], v[1]) > 0 && compare(v[1], v[2]) > 0) || compare(v[0], v[2]) > 0),
                new BuiltinContract("size-toarray", 1, v -> v[0] instanceof Collection,
                        "((java.util.Collection) {0}).size() == ((java.util.Collection) {0}).toArray().length",
                        v -> ((Collection<?>) v[0]).size() == ((Collection<?>) v[0]).toArray().length,
                        "size-toarray"),
                new BuiltinContract(CopyEquality.MAP, 1, v -> CopyEquality.appliesTo(v[0], true),
                        CopyEquality.MAP_CONDITION, v -> CopyEquality.mapHolds(v[0]), CopyEquality.MAP),
                new BuiltinContract(CopyEquality.SET, 1, v -> CopyEquality.appliesTo(v[0], false),
                        CopyEquality.SET_CONDITION, v -> CopyEquality.setHolds(v[0]), CopyEquality.SET));
    }

    private static final java.util.Set<String> BUILTIN_NAMES = defaults().stream().map(Contract::name)
            .collect(java.util.stream.Collectors.toUnmodifiableSet());

    /**
     * Whether a contract is one of the built-in contracts of an object's own methods ({@code equals},
     * {@code hashCode}, {@code compareTo}, {@code toString}, a collection's size): a failure of one
     * has its cause in the class of the object, whichever call came last.
     */
    public static boolean isBuiltin(String name) {
        return BUILTIN_NAMES.contains(name);
    }

    /**
     * The failure a broken contract counts as when failures are told apart: a map's and a set's
     * equality with a copy of itself are one ({@code equals-copy}): a map that stores a key wrongly
     * breaks both, through itself and through its key set; any other contract is its own.
     */
    public static String family(String name) {
        return CopyEquality.MAP.equals(name) || CopyEquality.SET.equals(name) ? "equals-copy" : name;
    }

    /** Whether a built-in contract is a recommendation, whose failures are counted, not written as tests. */
    public static boolean isRecommendation(String name) {
        return RECOMMENDATIONS.contains(name);
    }

    private static String cmp(int a, int b) {
        return String.format(CMP, a, b);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compare(Object a, Object b) {
        return ((Comparable) a).compareTo(b);
    }

    /** Identity equality (StringBuilder) is consistent with no ordering; such classes are skipped. */
    private static boolean overridesEquals(Class<?> c) {
        try {
            return c.getMethod("equals", Object.class).getDeclaringClass() != Object.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    private static boolean sameComparable(Object[] v) {
        if (!(v[0] instanceof Comparable)) {
            return false;
        }
        for (Object o : v) {
            if (o.getClass() != v[0].getClass()) {
                return false;
            }
        }
        return true;
    }

    private static Contract unary(String name, String condition, BuiltinContract.Check check) {
        String whenThrowing = name.startsWith("equals") ? "equals-returns-normally" : name;
        return new BuiltinContract(name, 1, v -> true, condition, check, whenThrowing);
    }

    private static Contract binary(String name, String condition, BuiltinContract.Check check) {
        return new BuiltinContract(name, 2, v -> true, condition, check, "equals-returns-normally");
    }

    private static Contract comparable1(String name, String condition, BuiltinContract.Check check) {
        return comparable(name, 1, condition, check);
    }

    private static Contract comparable(String name, int arity, String condition, BuiltinContract.Check check) {
        return new BuiltinContract(name, arity, Contracts::sameComparable, condition, check,
                "compareto-returns-normally");
    }
}
