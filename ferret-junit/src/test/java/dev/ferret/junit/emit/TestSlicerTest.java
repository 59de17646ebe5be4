package dev.ferret.junit.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.junit.TestModels;
import java.util.List;
import org.junit.jupiter.api.Test;

class TestSlicerTest {

    private static final List<String> OBJECT = List.of("java.lang.Object");

    private static String describe(Step step) {
        return step.action().accept(new Action.Visitor<>() {
            @Override
            public String constructorCall(Action.ConstructorCall c) {
                return "new " + c.owner().substring(c.owner().lastIndexOf('.') + 1) + step.inputs();
            }

            @Override
            public String methodCall(Action.MethodCall m) {
                return m.name() + step.inputs();
            }

            @Override
            public String fieldRead(Action.FieldRead f) {
                return f.name();
            }

            @Override
            public String literal(Action.Literal l) {
                return String.valueOf(l.value());
            }

            @Override
            public String arrayLiteral(Action.ArrayLiteral a) {
                return "array" + step.inputs();
            }

            @Override
            public String implementation(Action.Implementation i) {
                return "impl";
            }

            @Override
            public String tempDir(Action.TempDir t) {
                return "tempDir";
            }
        });
    }

    private static List<String> steps(GeneratedTest test) {
        return test.steps().stream().map(TestSlicerTest::describe).toList();
    }

    @Test
    void removesStatementsOfOtherClassesThatFeedNothingKept() {
        TestModels t = TestModels.of("java.util.TreeSet");
        int unusedList = t.construct("java.util.ArrayList", List.of());           // 0: feeds nothing
        int ten = t.literal("int", 10);                                             // 1: feeds the dead HashSet only
        t.construct("java.util.HashSet", List.of("int"), ten);                      // 2: dead
        t.call("java.util.ArrayList", "add", OBJECT, "boolean", unusedList, ten);   // 3: dead (list never used again)
        int deque = t.construct("java.util.ArrayDeque", List.of());                // 4: feeds the TreeSet
        int hi = t.literal("java.lang.String", "hi");                              // 5
        t.call("java.util.ArrayDeque", "add", OBJECT, "boolean", deque, hi);        // 6: mutates what the TreeSet takes
        int set = t.construct("java.util.TreeSet", List.of("java.util.Collection"), deque); // 7: class under test
        t.call("java.util.ArrayDeque", "clear", List.of(), "void", deque);          // 8: kept: the set was built from the deque (one group)
        int other = t.literal("int", 3);                                            // 9: dead
        t.callStatic("java.lang.Integer", "toHexString", List.of("int"), "java.lang.String", other); // 10: dead
        t.call("java.util.TreeSet", "size", List.of(), "int", set);                 // 11: class under test, kept
        GeneratedTest test = t.value(set, "size", 1).regression();

        GeneratedTest sliced = new TestSlicer(List.of()).slice(test);

        assertEquals(List.of("new ArrayDeque[]", "hi", "add[0, 1]", "new TreeSet[0]", "clear[0]", "size[3]"),
                steps(sliced));
        assertEquals(List.of(new Check.ValueCheck(3, "size", 1)), sliced.checks());
        assertSame(sliced, new TestSlicer(List.of()).slice(sliced), "nothing more to remove: the same test");
    }

    @Test
    void keepsCallsOfEveryClassUnderTestAndWhatTheyTake() {
        TestModels t = TestModels.of("java.util.TreeSet");
        int ten = t.literal("int", 10);
        int list = t.construct("java.util.ArrayList", List.of("int"), ten);
        t.call("java.util.ArrayList", "trimToSize", List.of(), "void", list);
        int set = t.construct("java.util.TreeSet", List.of());
        GeneratedTest test = t.value(set, "size", 0).regression();

        assertEquals(List.of("new TreeSet[]"), steps(new TestSlicer(List.of()).slice(test)));
        assertSame(test, new TestSlicer(List.of("java.util.ArrayList")).slice(test),
                "ArrayList is under test too: its calls carry coverage");
    }

    @Test
    void renumbersAnExpectedExceptionAndLeavesErrorTestsWhole() {
        TestModels t = TestModels.of("java.util.ArrayList");
        t.construct("java.util.HashMap", List.of());
        int list = t.construct("java.util.ArrayList", List.of());
        int index = t.literal("int", 4);
        int get = t.call("java.util.ArrayList", "get", List.of("int"), "java.lang.Object", list, index);
        t.check(new Check.ThrowsCheck(get, "java.lang.IndexOutOfBoundsException"));
        GeneratedTest sliced = new TestSlicer(List.of()).slice(t.regression());
        assertEquals(List.of("new ArrayList[]", "4", "get[0, 1]"), steps(sliced));
        assertEquals(List.of(new Check.ThrowsCheck(2, "java.lang.IndexOutOfBoundsException")), sliced.checks());

        GeneratedTest error = t.error("some-contract", "java.util.ArrayList.get");
        assertSame(error, new TestSlicer(List.of()).slice(error));
    }

    @Test
    void leavesATestThatWouldKeepNothingAsFound() {
        TestModels t = TestModels.of("java.util.ArrayList");
        int text = t.literal("java.lang.String", "x");
        t.callStatic("java.lang.Integer", "parseInt", List.of("java.lang.String"), "int", text);
        GeneratedTest test = t.regression();
        assertSame(test, new TestSlicer(List.of()).slice(test));
    }

    @Test
    void keepsWhatChangesTheFilesOfTheTemporaryDirectoryHoweverOftenItAppears() {
        String path = "java.nio.file.Path";
        TestModels t = TestModels.of("java.util.Scanner");
        int first = t.step(new Action.TempDir(), path);                                               // 0
        int name = t.literal("java.lang.String", "a.txt");                                             // 1
        int written = t.call(path, "resolve", List.of("java.lang.String"), path, first, name);         // 2
        int file = t.call(path, "toFile", List.of(), "java.io.File", written);                         // 3
        t.construct("java.io.FileOutputStream", List.of("java.io.File"), file);                        // 4: empties a.txt
        int other = t.literal("int", 3);                                                              // 5: dead
        t.callStatic("java.lang.Integer", "toHexString", List.of("int"), "java.lang.String", other);   // 6: dead
        int second = t.step(new Action.TempDir(), path);                                              // 7: the same directory
        int again = t.literal("java.lang.String", "a.txt");                                            // 8
        int read = t.call(path, "resolve", List.of("java.lang.String"), path, second, again);          // 9
        int scanner = t.construct("java.util.Scanner", List.of(path), read);                          // 10: class under test
        GeneratedTest test = t.value(scanner, "hasNext", false).regression();

        assertEquals(List.of("tempDir", "a.txt", "resolve[0, 1]", "toFile[2]", "new FileOutputStream[3]", "tempDir",
                "a.txt", "resolve[5, 6]", "new Scanner[7]"), steps(new TestSlicer(List.of()).slice(test)));
    }
}
