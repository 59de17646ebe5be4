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

    /**
     * {@code Function<Object, Object> f = arg0 -> arg0;}, an {@code Iterator<Object>} as an
     * anonymous class over erased signatures, and {@code List<Object> list = List.of(f, it)}.
     */
    private static GeneratedTest generatedTest() {
        Action.Implementation function = new Action.Implementation("java.util.function.Function", List.of(
                new Action.Overridden("apply", List.of("java.lang.Object"), "java.lang.Object", List.of(), 0)));
        Action.Implementation iterator = new Action.Implementation("java.util.Iterator", List.of(
                new Action.Overridden("hasNext", List.of(), "boolean", List.of(), -1),
                new Action.Overridden("next", List.of(), "java.lang.Object", List.of(), -1)));
        List<Step> steps = List.of(
                new Step(function, List.of(), List.of(), "java.util.function.Function<java.lang.Object,java.lang.Object>",
                        true),
                new Step(iterator, List.of(), List.of(), "java.util.Iterator<java.lang.Object>", true),
                new Step(new Action.MethodCall("java.util.List", "of", List.of("java.lang.Object", "java.lang.Object"),
                        "java.util.List", true), List.of(0, 1), List.of("java.lang.Object", "java.lang.Object"),
                        "java.util.List<java.lang.Object>", false));
        return new GeneratedTest("java.util.List", TestKind.REGRESSION, steps,
                List.of(new Check.ValueCheck(2, "size", 2)), null, null, 0, 1);
    }

    @Test
    void generatedImplementationsAreDeclaredAndMadeWithObjectForTheirTypeParameters() {
        String source = render(generatedTest());

        assertTrue(source.contains("Function<Object, Object> function0 = arg0 -> arg0;"), "still a lambda: " + source);
        assertTrue(source.contains("Iterator<Object> iterator1 = new Iterator<Object>() {"), source);
        assertTrue(source.contains("List<Object> list2 = List.of("), source);
        assertTrue(compile(source, List.of("-proc:none")).isEmpty(), source);
    }

    private String compile(String source, List<String> options) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        JavaFileObject file = new SimpleJavaFileObject(java.net.URI.create("string:///p/TypedRegressionTest.java"),
                JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        StringWriter messages = new StringWriter();
        List<String> all = new java.util.ArrayList<>(options);
        all.addAll(List.of("-classpath", System.getProperty("java.class.path"), "-d", out.toString()));
        boolean ok = javac.getTask(messages, null, null, all, null, List.of(file)).call();
        return ok ? messages.toString().strip() : "failed: " + messages;
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
