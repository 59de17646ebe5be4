package dev.ferret.junit.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.junit.TestModels;
import java.util.List;
import javax.lang.model.SourceVersion;
import org.junit.jupiter.api.Test;

class TestNamesTest {

    private static GeneratedTest removeBeyondSize() {
        TestModels t = TestModels.of("java.util.ArrayList");
        int list = t.construct("java.util.ArrayList", List.of());
        int index = t.literal("int", 100);
        int removed = t.call("java.util.ArrayList", "remove", List.of("int"), "java.lang.Object", list, index);
        return t.check(new Check.ThrowsCheck(removed, "java.lang.IndexOutOfBoundsException")).regression();
    }

    private static GeneratedTest addAllThenSize() {
        TestModels t = TestModels.of("java.util.ArrayList");
        int list = t.construct("java.util.ArrayList", List.of());
        int other = t.construct("java.util.HashSet", List.of());
        t.call("java.util.ArrayList", "addAll", List.of("java.util.Collection"), "boolean", list, other);
        t.call("java.util.HashSet", "clear", List.of(), "void", other); // not the class under test
        return t.value(list, "size", 0).regression();
    }

    private static GeneratedTest equalsNotSymmetric() {
        TestModels t = TestModels.of("java.util.TreeSet");
        int set = t.construct("java.util.TreeSet", List.of());
        int list = t.construct("java.util.ArrayList", List.of());
        t.check(new Check.ContractCheck("equals-symmetric", "{0}.equals({1}) == {1}.equals({0})",
                List.of(set, list), false));
        return t.error("equals-symmetric", "java.util.TreeSet.<init>");
    }

    private static GeneratedTest npeWithoutNullInput() {
        TestModels t = TestModels.of("java.util.TreeMap");
        int map = t.construct("java.util.TreeMap", List.of());
        int get = t.call("java.util.TreeMap", "firstKey", List.of(), "java.lang.Object", map);
        t.check(new Check.NoExceptionCheck(get, "java.lang.NullPointerException", "npe-without-null-input"));
        return t.error("npe-without-null-input", "java.util.TreeMap.firstKey");
    }

    @Test
    void namesATestAfterItsLastCallOfTheClassUnderTestAndWhatItShows() {
        assertEquals("removeWith100ThrowsIndexOutOfBounds", TestNames.baseName(removeBeyondSize()),
                "the argument that made it throw");
        assertEquals("addAllLeavesSize0", TestNames.baseName(addAllThenSize()),
                "HashSet.clear is not the subject; a mutator: the state it leaves");
        assertEquals("addReturnsTrueLeavesSize1", TestNames.baseName(TestModels.arrayListAdd()));
        assertEquals("addLeavesSize2", TestNames.baseName(TestModels.treeSetFirst()), "the size before other observers");
        TestModels t = TestModels.of("java.util.ArrayList");
        int list = t.construct("java.util.ArrayList", List.of());
        int text = t.call("java.util.ArrayList", "toString", List.of(), "java.lang.String", list);
        assertEquals("toStringOnEmpty", TestNames.baseName(t.value(text, null, "[]").value(list, "isEmpty", true)
                .regression()), "a long value says nothing: the receiver's state does");
    }

    @Test
    void namesTheStateAnObserverRanOnAndTheNullThatMadeACallThrow() {
        TestModels t = TestModels.of("java.util.TreeMap");
        int map = t.construct("java.util.TreeMap", List.of());
        int last = t.call("java.util.TreeMap", "lastKey", List.of(), "java.lang.Object", map);
        assertEquals("lastKeyOnEmptyThrowsNoSuchElement", TestNames.baseName(
                t.check(new Check.ThrowsCheck(last, "java.util.NoSuchElementException")).regression()),
                "made empty and not touched before");

        TestModels u = TestModels.of("java.util.TreeMap");
        int other = u.construct("java.util.TreeMap", List.of());
        int key = u.literal("java.lang.String", "k");
        u.call("java.util.TreeMap", "put", List.of("java.lang.Object", "java.lang.Object"), "java.lang.Object",
                other, key, key);
        int none = u.literal("java.lang.String", null);
        int contains = u.call("java.util.TreeMap", "containsKey", List.of("java.lang.Object"), "boolean", other, none);
        assertEquals("containsKeyWithNullThrowsNullPointer", TestNames.baseName(
                u.check(new Check.ThrowsCheck(contains, "java.lang.NullPointerException")).regression()));

        TestModels v = TestModels.of("java.util.TreeMap");
        int filled = v.construct("java.util.TreeMap", List.of());
        int got = v.call("java.util.TreeMap", "get", List.of("java.lang.Object"), "java.lang.Object", filled,
                v.literal("java.lang.String", "k"));
        assertEquals("getOnSize2ReturnsNull", TestNames.baseName(v.value(got, null, null).value(filled, "size", 2)
                .value(filled, "isEmpty", false).regression()), "an observer: the state it ran on");

        TestModels x = TestModels.of("java.util.ArrayList");
        int sized = x.construct("java.util.ArrayList", List.of());
        int size = x.call("java.util.ArrayList", "size", List.of(), "int", sized);
        assertEquals("sizeReturns0", TestNames.baseName(x.value(size, null, 0).value(sized, "size", 0).regression()),
                "not sizeOnSize0Returns0");
        int iterator = x.call("java.util.ArrayList", "iterator", List.of(), "java.util.Iterator", sized);
        assertEquals("iteratorOnEmptyReturnsNoNext", TestNames.baseName(x.value(iterator, "hasNext", false)
                .value(sized, "isEmpty", true).regression()));

        TestModels w = TestModels.of("java.util.ArrayList");
        int made = w.construct("java.util.ArrayList", List.of());
        w.value(made, "isEmpty", true);
        assertEquals("newArrayListIsEmpty", TestNames.baseName(w.regression()));
    }

    @Test
    void namesAnErrorTestAfterTheContractItBreaks() {
        assertEquals("equalsNotSymmetricWithArrayListAfterNewTreeSet", TestNames.baseName(equalsNotSymmetric()));
        assertEquals("firstKeyThrowsNullPointerWithoutNullInput", TestNames.baseName(npeWithoutNullInput()));
    }

    @Test
    void numbersOnlyNamesAlreadyTakenAndGivesTheSameNamesTwice() {
        TestModels t = TestModels.of("java.lang.String");
        int s = t.literal("java.lang.String", "ab");
        int length = t.call("java.lang.String", "length", List.of(), "int", s);
        GeneratedTest returns2 = t.value(length, null, 2).regression();
        List<GeneratedTest> tests = List.of(TestModels.arrayListAdd(), removeBeyondSize(), TestModels.arrayListAdd(),
                returns2, returns2, TestModels.arrayListAdd());
        List<String> names = TestNames.of(tests);
        assertEquals(List.of("addReturnsTrueLeavesSize1", "removeWith100ThrowsIndexOutOfBounds",
                "addWithAReturnsTrueLeavesSize1", "lengthReturns2", "lengthReturns2_2", "addReturnsTrueLeavesSize1_2"),
                names, "a name taken: what the call was given, then a number");
        assertEquals(names, TestNames.of(tests));
    }

    @Test
    void keepsNamesShortValidAndClearOfObjectMethods() {
        TestModels t = TestModels.of("java.lang.Object");
        int o = t.construct("java.lang.Object", List.of());
        t.call("java.lang.Object", "hashCode", List.of(), "int", o);
        assertEquals("hashCodeCall", TestNames.baseName(t.regression()), "void hashCode() would not compile");

        TestModels u = TestModels.of("a.B");
        int b = u.construct("a.B", List.of());
        u.call("a.B", "aVeryLongMethodNameThatGoesOnAndOnAndOnForeverAndEverMoreThanSixty", List.of(),
                "java.lang.String", b);
        String name = TestNames.baseName(u.check(new Check.ContractCheck("precondition of B.x: y > 0", "true",
                List.of(b), false)).error("precondition of B.x: y > 0", "a.B.$weird$"));
        assertTrue(name.length() <= TestNames.MAX_LENGTH, name);
        assertTrue(SourceVersion.isIdentifier(name) && !SourceVersion.isKeyword(name), name);
        assertEquals("preconditionOfBXAfterWeird", name);
    }

    @Test
    void neverNamesATestWithAKeywordOrLiteral() {
        TestModels t = TestModels.of("java.lang.Boolean");
        int flag = t.step(new dev.ferret.core.testcase.Action.FieldRead("java.lang.Boolean", "FALSE", "java.lang.Boolean"),
                "java.lang.Boolean");
        String name = TestNames.baseName(t.regression());
        assertEquals("falseCall", name, "Boolean.FALSE alone would give the literal false");
    }
}
