package dev.ferret.junit.render;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Step;
import dev.ferret.junit.TestModels;
import dev.ferret.junit.compile.CompileCheck;
import dev.ferret.junit.compile.CompileResult;
import dev.ferret.junit.compile.JavaSource;
import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InlinedLiteralsTest {

    @TempDir
    Path out;

    @Test
    void writesALiteralUsedOnceIntoItsCallKeepingTheOverloadItsVariableChose() throws Exception {
        TestModels t = TestModels.of("java.util.ArrayList");
        int list = t.construct("java.util.ArrayList", List.of());
        int zero = t.literal("int", 0);
        t.call("java.util.ArrayList", "add", List.of("java.lang.Object"), "boolean", list, zero);
        int boxed = t.step(new Action.Literal("int", 0), "java.lang.Object"); // an Object variable: remove(Object)
        t.call("java.util.ArrayList", "remove", List.of("java.lang.Object"), "boolean", list, boxed);
        int index = t.literal("int", 100);
        t.call("java.util.ArrayList", "remove", List.of("int"), "java.lang.Object", list, index);
        int none = t.literal("java.lang.String", null);
        t.call("java.util.ArrayList", "add", List.of("java.lang.Object"), "boolean", list, none);
        int minus = t.literal("long", -5L);
        t.step(new Step(new Action.MethodCall("java.util.ArrayList", "add", List.of("java.lang.Object"), "boolean",
                false), List.of(list, minus), Arrays.asList(null, "java.lang.Object"), "boolean"));
        int c = t.literal("char", 'x');
        int f = t.literal("float", 1.5f);
        int text = t.literal("java.lang.String", "a\"b\n");
        t.callStatic("java.lang.String", "valueOf", List.of("char"), "java.lang.String", c);
        t.callStatic("java.lang.String", "valueOf", List.of("float"), "java.lang.String", f);
        t.callStatic("java.lang.String", "valueOf", List.of("java.lang.Object"), "java.lang.String", text);
        int twice = t.literal("int", 7); // used twice: keeps its variable
        t.call("java.util.ArrayList", "add", List.of("java.lang.Object"), "boolean", list, twice);
        t.call("java.util.ArrayList", "add", List.of("java.lang.Object"), "boolean", list, twice);
        String source = new TestRenderer(JUnitVersion.JUNIT5).render("p", "InlineRegressionTest",
                List.of(t.value(list, "size", 3).regression())).source();

        assertTrue(source.contains("arrayList0.add(0);"), source);
        assertTrue(source.contains("arrayList0.remove((Object) 0);"), "remove(Object), not remove(int): " + source);
        assertTrue(source.contains("arrayList0.remove(100);"), source);
        assertTrue(source.contains("arrayList0.add((String) null);"), source);
        assertTrue(source.contains("arrayList0.add((Object) (-5L));"), "(Object) -5L does not compile: " + source);
        assertTrue(source.contains("String.valueOf('x');"), source);
        assertTrue(source.contains("String.valueOf(1.5f);"), source);
        assertTrue(source.contains("String.valueOf(\"a\\\"b\\n\");"), source);
        assertTrue(source.contains("int int1 = 7;"), "the first variable after arrayList0: " + source);
        assertTrue(source.contains("arrayList0.add(int1);"), source);
        assertFalse(source.contains(" = 0;"), source);

        String classpath = System.getProperty("java.class.path");
        List<Path> jars = Stream.of(classpath.split(File.pathSeparator)).map(Path::of).toList();
        CompileResult compiled = new CompileCheck().compile(
                List.of(new JavaSource("p.InlineRegressionTest", source)), jars, out);
        assertTrue(compiled.success(), compiled + "\n" + source);
    }

    @Test
    void keepsAVariableForAReceiverOrALiteralACheckAsserts() {
        TestModels t = TestModels.of("java.lang.String");
        int text = t.literal("java.lang.String", "abc");
        t.call("java.lang.String", "length", List.of(), "int", text);
        int other = t.literal("java.lang.String", "x");
        String source = new TestRenderer(JUnitVersion.JUNIT5).render("p", "KeepRegressionTest",
                List.of(t.value(other, null, "x").regression())).source();
        assertTrue(source.contains("String string0 = \"abc\";"), source);
        assertTrue(source.contains("string0.length();"), source);
        assertTrue(source.contains("String string1 = \"x\";"), "no variable for the length nothing reads: " + source);
    }
}
