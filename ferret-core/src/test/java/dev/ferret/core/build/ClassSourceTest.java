package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.ClassLiteralOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.testcase.Action;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ClassSourceTest {

    /** A method whose {@code Class} parameter is bounded by an exception type. */
    public static final class Rethrow {
        private Rethrow() {
        }

        public static <X extends Exception> void ifInstance(Throwable t, Class<X> type) throws X {
            if (type.isInstance(t)) {
                throw type.cast(t);
            }
        }
    }

    private static MethodOperation op(Class<?> type, String name, Class<?>... params) throws Exception {
        return new MethodOperation(type.getMethod(name, params), type, type, false);
    }

    private static List<Class<?>> offered(ClassSource source, Operation op, int slot) {
        InputRequest request = new InputRequest(op, slot, Class.class, new Assembly(), new SplittableRandom(0));
        return source.fitting(request).stream().<Class<?>>map(ClassLiteralOperation::value).toList();
    }

    @Test
    void shouldOfferTheClassesUnderTestTheirTypesAndClassesNamedByTheirStrings() throws Exception {
        MethodOperation noneOf = op(EnumSet.class, "noneOf", Class.class);
        ClassSource source = new ClassSource(List.of(noneOf), Map.of(String.class, List.of(
                new LiteralOperation(String.class, "java.util.concurrent.atomic.AtomicLong"),
                new LiteralOperation(String.class, "no.such.Type"), new LiteralOperation(String.class, "plain text"))));

        List<Class<?>> classes = source.classes();
        assertEquals(EnumSet.class, classes.get(0), "the class under test first");
        assertTrue(classes.contains(java.util.concurrent.atomic.AtomicLong.class), "named by a string constant");
        assertTrue(classes.contains(int.class) && classes.contains(int[].class));
        assertFalse(classes.contains(Class.class) || classes.contains(void.class));
    }

    @Test
    void shouldNarrowTheChoiceByTheParametersTypeArgument() throws Exception {
        ClassSource source = new ClassSource(List.of(), Map.of());
        List<Class<?>> enums = offered(source, op(EnumSet.class, "noneOf", Class.class), 0);
        List<Class<?>> causes = offered(source, op(Rethrow.class, "ifInstance", Throwable.class, Class.class), 1);
        List<Class<?>> any = offered(source, op(Class.class, "isAssignableFrom", Class.class), 1);

        assertTrue(!enums.isEmpty() && enums.stream().allMatch(Class::isEnum), enums::toString);
        assertTrue(!causes.isEmpty() && causes.stream().allMatch(Throwable.class::isAssignableFrom), causes::toString);
        assertTrue(any.contains(String.class) && any.contains(int.class), "Class<?>: anything");
    }

    @Test
    void shouldAdmitOnlyWhatTheTypeArgumentAllows() throws Exception {
        java.lang.reflect.Type exact = ClassSource.typeArgument(op(String.class, "getClass"), 0);
        assertEquals(null, exact, "not a Class parameter");
        assertTrue(ClassSource.admits(Integer.class, int.class), "int.class is a Class<Integer>");
        assertFalse(ClassSource.admits(Integer.class, Long.class));
    }

    @Test
    void shouldRenderAsAClassLiteralAndExecuteToTheClass() {
        ClassLiteralOperation literal = new ClassLiteralOperation(Map.Entry.class);

        assertEquals(new Action.FieldRead("java.util.Map$Entry", "class", "java.lang.Class"), literal.toAction());
        assertEquals(Map.Entry.class, literal.execute(new Object[0]));
    }

    @Test
    void shouldOfferArrayClassesForAClassOfAnArrayTypeAndRefuseOthersFromThePool() throws Exception {
        MethodOperation copyOf = op(java.util.Arrays.class, "copyOf", Object[].class, int.class, Class.class);
        ClassSource source = new ClassSource(List.of(), Map.of());

        List<Class<?>> arrays = offered(source, copyOf, 2);
        dev.ferret.core.model.Statement iteratorClass = new dev.ferret.core.model.Statement(
                new ClassLiteralOperation(java.util.ListIterator.class), new int[0]);
        dev.ferret.core.model.Statement stringsClass = new dev.ferret.core.model.Statement(
                new ClassLiteralOperation(String[].class), new int[0]);

        assertTrue(!arrays.isEmpty() && arrays.stream().allMatch(c -> Object[].class.isAssignableFrom(c)),
                arrays::toString);
        assertFalse(ClassSource.fits(copyOf, 2, iteratorClass), "Class<? extends T[]> is no Class<ListIterator>");
        assertTrue(ClassSource.fits(copyOf, 2, stringsClass));
        assertTrue(ClassSource.fits(copyOf, 0, iteratorClass), "not a Class parameter: the judge's business");
    }

    @Test
    void shouldTellAVariableSharedWithAnotherParameter() throws Exception {
        MethodOperation checkedList = op(java.util.Collections.class, "checkedList", List.class, Class.class);
        MethodOperation noneOf = op(EnumSet.class, "noneOf", Class.class);

        assertTrue(ClassSource.shared(checkedList, 1), "checkedList(List<E>, Class<E>)");
        assertFalse(ClassSource.shared(noneOf, 0), "noneOf(Class<E>): E is its own");
    }
}
