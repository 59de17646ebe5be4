package dev.ferret.junit.render;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.TypeName;
import java.util.List;

/** JUnit Jupiter: {@code org.junit.jupiter.api}, lambdas for exceptions, messages last. */
final class JUnit5Dialect implements JUnitDialect {

    static final JUnit5Dialect INSTANCE = new JUnit5Dialect();

    private static final ClassName TEST = ClassName.get("org.junit.jupiter.api", "Test");
    private static final ClassName DISABLED = ClassName.get("org.junit.jupiter.api", "Disabled");
    private static final ClassName ASSERTIONS = ClassName.get("org.junit.jupiter.api", "Assertions");
    private static final ClassName BEFORE_EACH = ClassName.get("org.junit.jupiter.api", "BeforeEach");
    private static final ClassName TEMP_DIR = ClassName.get("org.junit.jupiter.api.io", "TempDir");

    private JUnit5Dialect() {
    }

    @Override
    public ClassName testAnnotation() {
        return TEST;
    }

    @Override
    public ClassName disabledAnnotation() {
        return DISABLED;
    }

    @Override
    public ClassName beforeEachAnnotation() {
        return BEFORE_EACH;
    }

    /** {@code @TempDir Path name;} (package-private: JUnit does not inject private fields). */
    @Override
    public List<FieldSpec> tempDirFields(String name) {
        return List.of(FieldSpec.builder(java.nio.file.Path.class, name).addAnnotation(TEMP_DIR).build());
    }

    @Override
    public CodeBlock tempDirAssignment(String name) {
        return CodeBlock.of("");
    }

    @Override
    public ClassName assertions() {
        return ASSERTIONS;
    }

    @Override
    public boolean publicTestMethods() {
        return false;
    }

    @Override
    public boolean groupsAssertions() {
        return true;
    }

    @Override
    public boolean assertThrows(CodeBlock.Builder code, AssertionCalls asserts, TypeName exception,
                                String exceptionName, CodeBlock statement, boolean expression) {
        CodeBlock lambda = expression ? statement : CodeBlock.of("{ $L; }", statement);
        code.addStatement("$L($T.class, () -> $L)", asserts.named("assertThrows"), exception, lambda);
        return true;
    }

    @Override
    public boolean assertDoesNotThrow(CodeBlock.Builder code, AssertionCalls asserts, CodeBlock statement,
                                      String message) {
        code.add("$L(() -> {\n$>$L;\n$<}, $L);\n", asserts.named("assertDoesNotThrow"), statement, message);
        return true;
    }

    @Override
    public CodeBlock assertTrueCall(AssertionCalls asserts, CodeBlock condition, String message) {
        return CodeBlock.of("$L($L, $L)", asserts.named("assertTrue"), condition, message);
    }

    @Override
    public CodeBlock assertEqualsNumber(AssertionCalls asserts, CodeBlock literal, CodeBlock actual,
                                        String staticType) {
        return CodeBlock.of("$L($L, $L)", asserts.named("assertEquals"), literal, actual);
    }

    /** {@code assertArrayEquals}: exact, {@code float} and {@code double} elements by their bits. */
    @Override
    public CodeBlock assertArrayEquals(AssertionCalls asserts, CodeBlock literal, CodeBlock actual,
                                       String componentType) {
        return CodeBlock.of("$L($L, $L)", asserts.named("assertArrayEquals"), literal, actual);
    }
}
