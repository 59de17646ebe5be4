package dev.ferret.junit.render;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;

/**
 * What differs between JUnit 5 and JUnit 4 in a rendered test: annotations, the assertions
 * class, and how an expected exception, an unexpected one, a condition and a number are asserted.
 * Everything else in rendering is the same for both.
 *
 * <p>Methods that write an assertion say whether they wrote a statement that starts with an
 * assertion call: {@link TestRenderer} traces failing lines to checks by counting those.
 */
interface JUnitDialect {

    /** The dialect of a JUnit version. */
    static JUnitDialect of(JUnitVersion version) {
        return switch (version) {
            case JUNIT5 -> JUnit5Dialect.INSTANCE;
            case JUNIT4 -> JUnit4Dialect.INSTANCE;
        };
    }

    /** {@code @Test}. */
    ClassName testAnnotation();

    /** The annotation that disables a test, with a {@code value} reason. */
    ClassName disabledAnnotation();

    /** The annotation of a method that runs before each test ({@code @BeforeEach}, {@code @Before}). */
    ClassName beforeEachAnnotation();

    /**
     * The fields that give each test a new temporary directory, one of them the {@code Path}
     * named {@code name}: JUnit 5's {@code @TempDir} field; JUnit 4's {@code TemporaryFolder} rule
     * and a field {@link #tempDirAssignment} sets.
     */
    java.util.List<com.palantir.javapoet.FieldSpec> tempDirFields(String name);

    /** What sets the {@code Path} field {@code name} before each test, first thing; empty when JUnit does. */
    CodeBlock tempDirAssignment(String name);

    /** The class whose static methods are the assertions. */
    ClassName assertions();

    /** Whether test methods must be public. */
    boolean publicTestMethods();

    /** Whether the dialect can group assertions so that all of them run ({@code assertAll}). */
    boolean groupsAssertions();

    /**
     * Asserts that a statement throws.
     *
     * @param statement the statement, without semicolon
     * @param expression whether the statement is an expression (a call), so a lambda can be it
     * @return whether a statement starting with an assertion call was written
     */
    boolean assertThrows(CodeBlock.Builder code, AssertionCalls asserts, TypeName exception, String exceptionName,
                         CodeBlock statement, boolean expression);

    /**
     * Asserts that a statement does not throw, failing with the message.
     *
     * @param message a Java string literal
     * @return whether a statement starting with an assertion call was written
     */
    boolean assertDoesNotThrow(CodeBlock.Builder code, AssertionCalls asserts, CodeBlock statement, String message);

    /** Asserts a condition, failing with the message (a Java string literal). */
    default void assertTrue(CodeBlock.Builder code, AssertionCalls asserts, CodeBlock condition, String message) {
        code.addStatement("$L", assertTrueCall(asserts, condition, message));
    }

    /** The assertion of a condition as an expression, failing with the message (a Java string literal). */
    CodeBlock assertTrueCall(AssertionCalls asserts, CodeBlock condition, String message);

    /**
     * An assertion (an expression) that a number or character equals a literal.
     *
     * @param staticType the static type of {@code actual}, {@code null} when unknown
     */
    CodeBlock assertEqualsNumber(AssertionCalls asserts, CodeBlock literal, CodeBlock actual, String staticType);

    /**
     * An assertion (an expression) that an array equals an array creation expression, element by
     * element; {@code float} and {@code double} elements compare as {@link #assertEqualsNumber}
     * compares them.
     *
     * @param componentType the component type of {@code literal}, a model type name
     */
    CodeBlock assertArrayEquals(AssertionCalls asserts, CodeBlock literal, CodeBlock actual, String componentType);
}
