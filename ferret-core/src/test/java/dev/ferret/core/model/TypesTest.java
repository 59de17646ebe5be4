package dev.ferret.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TypesTest {

    private static final class Hidden {
    }

    public static final class PublicNested {
    }

    static class PackageNested {
        public static class PublicInside {
        }
    }

    @Test
    void shouldBoxPrimitivesAndLeaveReferencesAlone() {
        assertEquals(Integer.class, Types.box(int.class));
        assertEquals(Character.class, Types.box(char.class));
        assertEquals(Boolean.class, Types.box(boolean.class));
        assertEquals(Void.class, Types.box(void.class));
        assertEquals(String.class, Types.box(String.class));
        assertEquals(Integer.class, Types.box(Integer.class));
    }

    @Test
    void shouldUnboxWrappersOnly() {
        assertEquals(int.class, Types.unbox(Integer.class));
        assertEquals(double.class, Types.unbox(Double.class));
        assertEquals(byte.class, Types.unbox(Byte.class));
        assertNull(Types.unbox(String.class));
        assertNull(Types.unbox(Void.class));
        assertNull(Types.unbox(int.class));
    }

    @Test
    void shouldRecogniseLiteralTypes() {
        assertTrue(Types.isLiteralType(int.class));
        assertTrue(Types.isLiteralType(Long.class));
        assertTrue(Types.isLiteralType(String.class));
        assertFalse(Types.isLiteralType(void.class));
        assertFalse(Types.isLiteralType(Void.class));
        assertFalse(Types.isLiteralType(Object.class));
        assertFalse(Types.isLiteralType(StringBuilder.class));
    }

    @Test
    void shouldTreatPrivateNestedClassAsInaccessible() {
        assertFalse(Types.isAccessible(Hidden.class));
        assertFalse(Types.isAccessible(Hidden[].class));
    }

    @Test
    void shouldRequireEveryEnclosingClassToBePublic() {
        assertFalse(Types.isAccessible(TypesTest.class), "package-private test class");
        assertFalse(Types.isAccessible(PublicNested.class), "enclosing class is package-private");
        assertFalse(Types.isAccessible(PackageNested.PublicInside.class));
    }

    @Test
    void shouldTreatPublicExportedTypesAsAccessible() {
        assertTrue(Types.isAccessible(int.class));
        assertTrue(Types.isAccessible(String.class));
        assertTrue(Types.isAccessible(Map.Entry.class));
        assertTrue(Types.isAccessible(String[][].class));
        assertTrue(Types.isAccessible(Types.class));
    }

    @Test
    void shouldTreatLocalAnonymousAndJdkInternalClassesAsInaccessible() {
        class Local {
        }
        Object anon = new Object() { };
        assertFalse(Types.isAccessible(Local.class));
        assertFalse(Types.isAccessible(anon.getClass()));
        assertFalse(Types.isAccessible(Collections.unmodifiableList(new ArrayList<>()).getClass()));
        Runnable lambda = () -> { };
        assertFalse(Types.isAccessible(lambda.getClass()));
    }

    @Test
    void shouldFindAccessibleSupertypeOfUnmodifiableList() {
        Class<?> c = Collections.unmodifiableList(new ArrayList<>()).getClass();
        Class<?> s = Types.accessibleSupertype(c);
        assertTrue(Types.isAccessible(s), s.getName());
        assertTrue(s.isAssignableFrom(c));
    }

    @Test
    void shouldPreferAUsefulSupertypeOverAMarkerInterface() {
        Class<?> c = Collections.unmodifiableList(new ArrayList<>()).getClass();
        Class<?> s = Types.accessibleSupertype(c);
        assertTrue(List.class.isAssignableFrom(s), "nearest accessible supertype should still be a List: " + s);
    }

    @Test
    void shouldReturnAccessibleTypeItself() {
        assertEquals(ArrayList.class, Types.accessibleSupertype(ArrayList.class));
        assertEquals(int.class, Types.accessibleSupertype(int.class));
    }

    @Test
    void shouldMapArraysOfInaccessibleTypesToArraysOfAccessibleSupertypes() {
        assertEquals(Object[].class, Types.accessibleSupertype(Hidden[].class));
        Class<?> c = Collections.unmodifiableList(new ArrayList<>()).getClass();
        Class<?> arr = Types.accessibleSupertype(c.arrayType());
        assertTrue(arr.isArray());
        assertTrue(Types.isAccessible(arr));
        assertTrue(arr.isAssignableFrom(c.arrayType()));
    }

    @Test
    void shouldFallBackToObjectWhenNoSupertypeIsAccessible() {
        assertEquals(Object.class, Types.accessibleSupertype(Hidden.class));
    }

    @Test
    void shouldNameTypesForTheTestModel() {
        assertEquals("int", Types.name(int.class));
        assertEquals("java.util.Map$Entry", Types.name(Map.Entry.class));
        assertEquals("java.lang.String[][]", Types.name(String[][].class));
    }

    @Test
    void shouldDecideAssignabilityWithoutCast() {
        assertTrue(Types.assignableWithoutCast(int.class, Object.class));
        assertFalse(Types.assignableWithoutCast(Object.class, int.class));
        assertTrue(Types.assignableWithoutCast(int.class, int.class));
        assertTrue(Types.assignableWithoutCast(int.class, Integer.class));
        assertTrue(Types.assignableWithoutCast(Integer.class, int.class));
        assertTrue(Types.assignableWithoutCast(ArrayList.class, List.class));
        assertFalse(Types.assignableWithoutCast(List.class, ArrayList.class));
        assertFalse(Types.assignableWithoutCast(int.class, long.class), "primitive conversions always cast");
        assertFalse(Types.assignableWithoutCast(int.class, Long.class));
    }

    @Test
    void shouldTreatOnlyLargeContainersAsLarge() {
        assertFalse(Values.isLarge(null));
        assertFalse(Values.isLarge(new ArrayList<>(Collections.nCopies(1000, 1))));
        assertTrue(Values.isLarge(new ArrayList<>(Collections.nCopies(1001, 1))));
        assertTrue(Values.isLarge(new int[1001]));
        assertFalse(Values.isLarge(new int[10]));
        assertTrue(Values.isLarge("x".repeat(1001)));
        assertFalse(Values.isLarge(42));
    }

    @Test
    void shouldNameTheInterfaceOfAProxyNotItsClass() {
        Object proxy = java.lang.reflect.Proxy.newProxyInstance(TypesTest.class.getClassLoader(),
                new Class<?>[] {java.util.Iterator.class}, (p, m, a) -> null);
        assertFalse(Types.isAccessible(proxy.getClass()), proxy.getClass().getName());
        assertEquals(java.util.Iterator.class, Types.accessibleSupertype(proxy.getClass()));
    }
}
