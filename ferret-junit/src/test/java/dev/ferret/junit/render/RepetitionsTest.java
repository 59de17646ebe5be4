package dev.ferret.junit.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Step;
import dev.ferret.junit.TestModels;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class RepetitionsTest {

    private static String render(TestModels t) {
        return new TestRenderer(JUnitVersion.JUNIT5).render("p", "LoopRegressionTest", List.of(t.regression()))
                .source();
    }

    private static int count(String text, String part) {
        return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
    }

    @Test
    void writesARepeatedCallWhoseValuesNothingUsesAsOneLoop() {
        TestModels t = TestModels.of("java.util.TreeSet");
        int deque = t.construct("java.util.ArrayDeque", List.of());
        for (int k = 0; k < 56; k++) {
            t.step(new Step(new Action.ConstructorCall("java.util.TreeSet", List.of("java.util.Collection")),
                    List.of(deque), Arrays.asList("java.util.Collection"), "java.util.TreeSet"));
        }
        int set = t.construct("java.util.TreeSet", List.of());
        String source = render(t.value(set, "size", 0));
        assertTrue(source.contains("for (int i = 0; i < 56; i++) {\n"
                + "            new TreeSet((Collection) arrayDeque0);\n        }"), source);
        assertEquals(1, count(source, "new TreeSet((Collection) arrayDeque0)"), source);
        assertTrue(source.contains("TreeSet treeSet1 = new TreeSet();"), source);
    }

    @Test
    void loopsOverCallsOnLiteralsOfTheSameValueButNotOverTwoOrUsedValues() {
        TestModels t = TestModels.of("java.util.ArrayList");
        int list = t.construct("java.util.ArrayList", List.of());
        for (int k = 0; k < 3; k++) {
            int five = t.literal("int", 5);
            t.call("java.util.ArrayList", "add", List.of("java.lang.Object"), "boolean", list, five);
        }
        for (int k = 0; k < 2; k++) {
            t.call("java.util.ArrayList", "clear", List.of(), "void", list);
        }
        int first = t.call("java.util.ArrayList", "isEmpty", List.of(), "boolean", list);
        int second = t.call("java.util.ArrayList", "isEmpty", List.of(), "boolean", list);
        int third = t.call("java.util.ArrayList", "isEmpty", List.of(), "boolean", list);
        String source = render(t.value(first, null, true).value(second, null, true).value(third, null, true));
        assertTrue(source.contains("for (int i = 0; i < 3; i++) {\n            arrayList0.add(5);\n        }"), source);
        assertEquals(2, count(source, "arrayList0.clear();"), "two are not a loop: " + source);
        assertEquals(3, count(source, "= arrayList0.isEmpty();"), "asserted values stay: " + source);
        assertFalse(source.contains("i < 2"), source);
    }
}
