package dev.ferret.junit.render;

import com.palantir.javapoet.CodeBlock;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Step;
import java.util.List;

/** Renders value checks as assertion expressions: {@code assertEquals(3, list0.size())}. */
final class ValueAssertions {

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
}
