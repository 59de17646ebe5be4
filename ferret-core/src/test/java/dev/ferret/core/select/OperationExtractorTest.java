package dev.ferret.core.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class OperationExtractorTest {

    private static final class Hidden {
        public void run() {
        }
    }

    private static List<String> signatures(Class<?> c) {
        return OperationExtractor.operationsOf(c).stream().map(Operation::signature).toList();
    }

    @Test
    void shouldIncludePublicConstructorsAndMethodsOfArrayList() {
        List<String> sigs = signatures(ArrayList.class);
        assertTrue(sigs.contains("java.util.ArrayList.add(java.lang.Object)"), sigs.toString());
        assertTrue(sigs.contains("java.util.ArrayList.add(int,java.lang.Object)"));
        assertTrue(sigs.contains("java.util.ArrayList.<init>()"));
        assertTrue(sigs.contains("java.util.ArrayList.<init>(int)"));
        assertTrue(sigs.contains("java.util.ArrayList.size()"));
        assertTrue(sigs.contains("java.util.ArrayList.equals(java.lang.Object)"));
        assertTrue(sigs.contains("java.util.ArrayList.toString()"), "inherited toString is an operation");
    }

    @Test
    void shouldExcludeHashCodeGetClassAndObjectMonitorMethods() {
        List<String> sigs = signatures(ArrayList.class);
        for (String s : sigs) {
            assertFalse(s.contains(".hashCode("), s);
            assertFalse(s.contains(".getClass("), s);
            assertFalse(s.contains(".wait("), s);
            assertFalse(s.contains(".notify"), s);
        }
    }

    @Test
    void shouldSortBySignature() {
        List<String> sigs = signatures(ArrayList.class);
        List<String> sorted = new ArrayList<>(sigs);
        sorted.sort(null);
        assertEquals(sorted, sigs);
        assertTrue(sigs.size() > 20);
    }

    @Test
    void shouldMarkOverloadsOfTheSameArity() {
        List<Operation> ops = OperationExtractor.operationsOf(ArrayList.class);
        Operation add1 = ops.stream().filter(o -> o.signature().equals("java.util.ArrayList.add(java.lang.Object)"))
                .findFirst().orElseThrow();
        Operation size = ops.stream().filter(o -> o.signature().equals("java.util.ArrayList.size()"))
                .findFirst().orElseThrow();
        Operation remove = ops.stream().filter(o -> o.signature().equals("java.util.ArrayList.remove(int)"))
                .findFirst().orElseThrow();
        assertFalse(add1.overloaded(), "add(Object) is the only one-argument add");
        assertFalse(size.overloaded());
        assertTrue(remove.overloaded(), "remove(int) and remove(Object)");
        assertEquals(ArrayList.class, add1.owner());
    }

    @Test
    void shouldIncludeOwnMethodsOfSubclassOfPackagePrivateBase() {
        List<String> sigs = signatures(BridgeDerived.class);
        assertTrue(sigs.contains("dev.ferret.core.select.BridgeDerived.own()"), sigs.toString());
    }

    @Test
    void shouldIncludeMethodsInheritedFromPackagePrivateSuperclass() {
        List<String> sigs = signatures(BridgeDerived.class);
        assertTrue(sigs.contains("dev.ferret.core.select.BridgeDerived.value()"), sigs.toString());
    }

    @Test
    void shouldCallInstanceMethodsThroughTheClassUnderTest() {
        // StringBuilder.length() is declared in a package-private superclass
        MethodOperation length = (MethodOperation) OperationExtractor.operationsOf(StringBuilder.class).stream()
                .filter(o -> o.signature().equals("java.lang.StringBuilder.length()")).findFirst().orElseThrow();
        assertEquals(StringBuilder.class, length.inputTypes().get(0));
    }

    @Test
    void shouldIncludeEnumConstants() {
        List<String> sigs = signatures(TimeUnit.class);
        assertTrue(sigs.contains("java.util.concurrent.TimeUnit.SECONDS"), sigs.toString());
        assertFalse(sigs.stream().anyMatch(s -> s.contains("<init>")));
    }

    @Test
    void shouldLeaveOutNondeterministicMembers() {
        List<String> sigs = signatures(System.class);
        assertFalse(sigs.contains("java.lang.System.currentTimeMillis()"));
        assertFalse(sigs.contains("java.lang.System.nanoTime()"));
        assertFalse(signatures(Object.class).contains("java.lang.Object.<init>()"));
    }

    @Test
    void shouldReturnNothingForInaccessibleClass() {
        assertEquals(List.of(), OperationExtractor.operationsOf(Hidden.class));
    }

    @Test
    void shouldNotOfferConstructorsOfAbstractClasses() {
        List<String> sigs = signatures(java.util.AbstractList.class);
        assertFalse(sigs.stream().anyMatch(s -> s.contains("<init>")), sigs.toString());
        assertTrue(sigs.contains("java.util.AbstractList.get(int)"));
    }
}
