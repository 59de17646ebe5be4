package dev.ferret.junit.render;

import com.palantir.javapoet.CodeBlock;
import dev.ferret.core.testcase.ArrayValue;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Step;
import java.util.List;

/**
 * Renders value checks as assertion expressions: {@code assertEquals(3, list0.size())},
 * {@code assertArrayEquals(new int[] {1, 2}, intArray0)}.
 */
final class ValueAssertions {

    /** The types other than arrays a variable holding an array can have. */
    private static final java.util.Set<String> ARRAY_SUPERTYPES = java.util.Set.of("java.lang.Object",
            "java.lang.Cloneable", "java.io.Serializable");

    private final JUnitDialect dialect;
    private final AssertionCalls asserts;
    private final StepWriter steps;

    ValueAssertions(JUnitDialect dialect, AssertionCalls asserts, StepWriter steps) {
        this.dialect = dialect;
        this.asserts = asserts;
        this.steps = steps;
    }

    /**
     * The assertion of a value check, or {@code null} when there is nothing to assert: no
     * variable holds the value, an observer would be called on {@code null}, or the expected
     * value has no literal.
     *
     * @param assertedNull per step, whether another check asserts that its value is null
     */
    CodeBlock of(Check.ValueCheck check, List<Step> all, boolean[] assertedNull) {
        int index = check.step();
        if (index < 0 || index >= all.size() || steps.declared(index) == null) {
            return null; // no value to observe
        }
        if (check.observer() == null) {
            return expected(check.expected(), steps.declaredType(index), CodeBlock.of("$L", steps.declared(index)));
        }
        if (assertedNull[index] || StepWriter.shape(all.get(index)).isNullLiteral()) {
            return null; // observers only on non-null values
        }
        return expected(check.expected(), null, CodeBlock.of("$L.$L()", steps.declared(index), check.observer()));
    }

    /**
     * @param staticType the static type of {@code actual}, {@code null} when unknown (an observer's
     *     result)
     */
    private CodeBlock expected(Object expected, String staticType, CodeBlock actual) {
        if (expected == null) {
            return TypeNames.isPrimitive(staticType) ? null : CodeBlock.of("$L($L)", asserts.named("assertNull"), actual);
        }
        if (expected instanceof Boolean b) {
            boolean booleanTyped = staticType == null || "boolean".equals(TypeNames.primitiveOf(staticType));
            if (booleanTyped) {
                return CodeBlock.of("$L($L)", asserts.named(b ? "assertTrue" : "assertFalse"), actual);
            }
            return CodeBlock.of("$L($L, $L)", asserts.named("assertEquals"), b, actual);
        }
        if (expected instanceof ArrayValue array) {
            return array(array, staticType, actual);
        }
        if (expected instanceof String s) {
            return CodeBlock.of("$L($L, $L)", asserts.named("assertEquals"), Literals.stringLiteral(s), actual);
        }
        if (!(expected instanceof Number || expected instanceof Character)) {
            return null; // not representable as a literal
        }
        String primitive = TypeNames.primitiveOf(staticType);
        Object value = primitive != null && !"boolean".equals(primitive)
                ? Literals.coerce(expected, primitive) : expected;
        return dialect.assertEqualsNumber(asserts, Literals.code(value), actual, staticType);
    }

    /**
     * {@code assertArrayEquals(new int[] {1, 2}, intArray0)} for an array with elements, else
     * {@code assertEquals(0, intArray0.length)} (an empty array, or one whose length alone is
     * known); cast from {@code Object} ({@code (short[]) object0}, {@code (Object[]) object0});
     * {@code null} when the variable's static type is no array that literal fits.
     *
     * @param staticType the static type of {@code actual}, {@code null} for an observer's result
     *     (which is the type of the array observed)
     */
    private CodeBlock array(ArrayValue array, String staticType, CodeBlock actual) {
        String declared = TypeNames.erasure(staticType);
        String component = array.componentType();
        CodeBlock target = actual;
        if (declared != null && !declared.endsWith("[]")) {
            if (!ARRAY_SUPERTYPES.contains(declared)) {
                return null;
            }
            // (int[]) object0: a primitive array as it is, any other as an Object[]
            target = CodeBlock.of("($T[]) $L", TypeNames.isPrimitive(component) ? TypeNames.typeName(component)
                    : TypeNames.typeName("java.lang.Object"), actual);
        } else if (declared != null && TypeNames.isPrimitive(component) && !declared.equals(component + "[]")) {
            return null; // a primitive array's variable has its very type
        }
        if (!array.hasElements() || array.length() == 0) {
            CodeBlock length = target == actual ? CodeBlock.of("$L.length", actual) : CodeBlock.of("($L).length", target);
            return dialect.assertEqualsNumber(asserts, Literals.code(array.length()), length, "int");
        }
        return dialect.assertArrayEquals(asserts, ArrayLiterals.code(array), target, component);
    }
}
