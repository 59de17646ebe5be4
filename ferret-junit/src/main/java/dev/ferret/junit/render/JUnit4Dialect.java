package dev.ferret.junit.render;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.TypeName;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * JUnit 4: {@code org.junit}, public methods, try/catch for exceptions, messages first, and
 * number comparisons that are never ambiguous between {@code assertEquals} overloads.
 */
final class JUnit4Dialect implements JUnitDialect {

    static final JUnit4Dialect INSTANCE = new JUnit4Dialect();

    private static final ClassName TEST = ClassName.get("org.junit", "Test");
    private static final ClassName IGNORE = ClassName.get("org.junit", "Ignore");
    private static final ClassName ASSERT = ClassName.get("org.junit", "Assert");
    private static final ClassName BEFORE = ClassName.get("org.junit", "Before");
    private static final ClassName RULE = ClassName.get("org.junit", "Rule");
    private static final ClassName TEMPORARY_FOLDER = ClassName.get("org.junit.rules", "TemporaryFolder");
    /** The rule that makes and deletes each test's folder. */
    private static final String FOLDER = "temporaryFolder";

    private JUnit4Dialect() {
    }

    @Override
    public ClassName testAnnotation() {
        return TEST;
    }

    @Override
    public ClassName disabledAnnotation() {
        return IGNORE;
    }

    @Override
    public ClassName beforeEachAnnotation() {
        return BEFORE;
    }

    /** {@code @Rule public TemporaryFolder temporaryFolder = new TemporaryFolder();} and {@code Path name;}. */
    @Override
    public List<FieldSpec> tempDirFields(String name) {
        return List.of(FieldSpec.builder(TEMPORARY_FOLDER, FOLDER, Modifier.PUBLIC).addAnnotation(RULE)
                        .initializer("new $T()", TEMPORARY_FOLDER).build(),
                FieldSpec.builder(java.nio.file.Path.class, name, Modifier.PRIVATE).build());
    }

    @Override
    public CodeBlock tempDirAssignment(String name) {
        return CodeBlock.of("$L = $L.getRoot().toPath();\n", name, FOLDER);
    }

    @Override
    public ClassName assertions() {
        return ASSERT;
    }

    @Override
    public boolean publicTestMethods() {
        return true;
    }

    @Override
    public boolean groupsAssertions() {
        return false;
    }

    @Override
    public boolean assertThrows(CodeBlock.Builder code, AssertionCalls asserts, TypeName exception,
                                String exceptionName, CodeBlock statement, boolean expression) {
        code.beginControlFlow("try")
                .addStatement("$L", statement)
                .addStatement("$L($L)", asserts.named("fail"), Literals.stringLiteral("Expected " + exceptionName))
                .nextControlFlow("catch ($T e)", exception)
                .add("// expected\n")
                .endControlFlow();
        return false;
    }

    @Override
    public boolean assertDoesNotThrow(CodeBlock.Builder code, AssertionCalls asserts, CodeBlock statement,
                                      String message) {
        code.beginControlFlow("try")
                .addStatement("$L", statement)
                .nextControlFlow("catch ($T t)", Throwable.class)
                .addStatement("throw new $T($L, t)", AssertionError.class, message)
                .endControlFlow();
        return false;
    }

    @Override
    public CodeBlock assertTrueCall(AssertionCalls asserts, CodeBlock condition, String message) {
        return CodeBlock.of("$L($L, $L)", asserts.named("assertTrue"), message, condition);
    }

    @Override
    public CodeBlock assertEqualsNumber(AssertionCalls asserts, CodeBlock literal, CodeBlock actual,
                                        String staticType) {
        if (!TypeNames.isPrimitive(staticType)) {
            // boxed or unknown static type: compare boxed values, never ambiguous in JUnit 4
            return CodeBlock.of("$L($L, ($T) $L)", asserts.named("assertEquals"), literal, Object.class, actual);
        }
        if ("double".equals(staticType)) {
            return CodeBlock.of("$L($L, $L, 0.0)", asserts.named("assertEquals"), literal, actual);
        }
        if ("float".equals(staticType)) {
            return CodeBlock.of("$L($L, $L, 0.0f)", asserts.named("assertEquals"), literal, actual);
        }
        // integral or char: resolves to assertEquals(long, long), exact by widening
        return CodeBlock.of("$L($L, $L)", asserts.named("assertEquals"), literal, actual);
    }

    /**
     * {@code assertArrayEquals}; {@code float[]} and {@code double[]} take a delta in JUnit 4, 0 as
     * in {@link #assertEqualsNumber} ({@code NaN} equals {@code NaN}, as {@code 0.0} equals {@code -0.0}).
     */
    @Override
    public CodeBlock assertArrayEquals(AssertionCalls asserts, CodeBlock literal, CodeBlock actual,
                                       String componentType) {
        String delta = switch (componentType) {
            case "double" -> ", 0.0";
            case "float" -> ", 0.0f";
            default -> "";
        };
        return CodeBlock.of("$L($L, $L$L)", asserts.named("assertArrayEquals"), literal, actual, delta);
    }
}
