package dev.ferret.core.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.Operation;
import dev.ferret.core.model.SamePackage;
import dev.ferret.core.model.Types;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SamePackageTest {

    private static final String HIDDEN = "dev.ferret.core.select.hidden.Counter";

    @AfterEach
    void shareNothing() {
        SamePackage.none();
    }

    @Test
    void shouldReachTheMembersThatAreNotPrivateOfAPackagePrivateClassWhenTheTestsShareItsPackage() throws Throwable {
        Class<?> counter = Class.forName(HIDDEN);
        SamePackage.of(List.of(counter));

        Map<String, Operation> ops = OperationExtractor.operationsOf(counter).stream()
                .collect(Collectors.toMap(Operation::signature, o -> o));
        assertEquals(List.of(HIDDEN + ".<init>(int)", HIDDEN + ".ZERO", HIDDEN + ".add(int)", HIDDEN + ".count()",
                HIDDEN + ".of(int)"), ops.keySet().stream().sorted().toList(), "not the private constructor nor reset()");
        assertTrue(Types.isAccessible(counter));
        assertFalse(Types.isPublic(counter), "generated code must not extend or implement it");

        Object c = ops.get(HIDDEN + ".of(int)").execute(new Object[] {4});
        ops.get(HIDDEN + ".add(int)").execute(new Object[] {c, 3});
        assertEquals(7, ops.get(HIDDEN + ".count()").execute(new Object[] {c}), "called as a test in its package would");
        Object built = ops.get(HIDDEN + ".<init>(int)").execute(new Object[] {2});
        assertEquals(2, ops.get(HIDDEN + ".count()").execute(new Object[] {built}));
        assertEquals(0, ops.get(HIDDEN + ".count()").execute(new Object[] {ops.get(HIDDEN + ".ZERO")
                .execute(new Object[0])}));
    }

    @Test
    void shouldReachNothingOfAPackagePrivateClassWhenTheClassesUnderTestSpanTwoPackages() throws Exception {
        Class<?> counter = Class.forName(HIDDEN);
        SamePackage.of(List.of(counter, SamePackageTest.class));

        assertTrue(OperationExtractor.operationsOf(counter).isEmpty());
        assertFalse(Types.isAccessible(counter));
    }

    @Test
    void shouldShareNoJdkPackage() {
        SamePackage.of(List.of(java.util.ArrayList.class));

        assertFalse(SamePackage.contains(java.util.ArrayList.class));
        assertTrue(OperationExtractor.operationsOf(java.util.ArrayList.class).stream()
                .noneMatch(o -> o.signature().contains("elementData")), "no package-private member of the JDK");
    }
}
