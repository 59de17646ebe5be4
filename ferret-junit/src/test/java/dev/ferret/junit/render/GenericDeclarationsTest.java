package dev.ferret.junit.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenericDeclarationsTest {

    @TempDir
    Path out;

    private static Step typed(Action action, String type) {
        return new Step(action, List.of(), List.of(), type, false);
    }

    /** {@code TreeSet<String> s = new TreeSet<>(); s.add("b"); Map<String,Integer> m; m.keySet()}. */
    private static GeneratedTest typedTest(boolean rawSomewhere) {
        List<Step> steps = List.of(
                typed(new Action.ConstructorCall("java.util.TreeSet", List.of()), "java.util.TreeSet<java.lang.String>"),
                new Step(new Action.Literal("java.lang.String", "b"), List.of(), List.of(), "java.lang.String", false),
                new Step(new Action.MethodCall("java.util.TreeSet", "add", List.of("java.lang.Object"), "boolean", false),
                        List.of(0, 1), Arrays.asList(null, null), "boolean", false),
                typed(new Action.ConstructorCall("java.util.HashMap", List.of()),
                        "java.util.HashMap<java.lang.String,java.lang.Integer>"),
                new Step(new Action.MethodCall("java.util.HashMap", "entrySet", List.of(), "java.util.Set", false),
                        List.of(3), Arrays.asList((String) null), "java.util.Set<java.util.Map$Entry<java.lang.String,java.lang.Integer>>",
                        false),
                new Step(new Action.MethodCall("java.util.TreeSet", "headSet", List.of("java.lang.Object"),
                        "java.util.SortedSet", false), List.of(0, 1), Arrays.asList(null, null),
                        "java.util.SortedSet<? extends java.lang.Comparable<? super java.lang.String>>", rawSomewhere));
        return new GeneratedTest("java.util.TreeSet", TestKind.REGRESSION, steps,
                List.of(new Check.ValueCheck(0, "size", 1), new Check.ValueCheck(4, "size", 0),
                        new Check.ValueCheck(5, "size", 0)), null, null, 0, 1); // results read, so declared
    }

    private static String render(GeneratedTest test) {
        return new TestRenderer(JUnitVersion.JUNIT5).render("p", "TypedRegressionTest", List.of(test)).source();
    }

    @Test
    void declaresGenericTypesWithTheirArgumentsAndConstructsWithTheDiamond() {
        String source = render(typedTest(false));

        assertTrue(source.contains("TreeSet<String> treeSet0 = new TreeSet<>();"), source);
        assertTrue(source.contains("HashMap<String, Integer> hashMap"), source);
        assertTrue(source.contains("Set<Map.Entry<String, Integer>> set"), source);
        assertTrue(source.contains("SortedSet<? extends Comparable<? super String>> sortedSet"), source);
        assertTrue(source.contains("import java.util.Map;"), "a type argument's class is imported: " + source);
        assertFalse(source.contains("rawtypes"), "nothing raw, nothing suppressed: " + source);
        String raw = render(typedTest(true));
        assertTrue(raw.contains("@SuppressWarnings({\"unchecked\", \"rawtypes\"})\n    @Test"), raw);
    }

    @Test
    void theTypedTestCompilesWithoutRawTypeOrUncheckedWarnings() {
        String source = render(typedTest(false));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        JavaFileObject file = new SimpleJavaFileObject(java.net.URI.create("string:///p/TypedRegressionTest.java"),
                JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        StringWriter messages = new StringWriter();
        boolean ok = javac.getTask(messages, null, null, List.of("-Xlint:rawtypes,unchecked", "-Werror", "-proc:none",
                "-classpath", System.getProperty("java.class.path"), "-d", out.toString()), null, List.of(file)).call();

        assertTrue(ok, messages + "\n" + source);
        assertEquals("", messages.toString().strip());
    }
}
