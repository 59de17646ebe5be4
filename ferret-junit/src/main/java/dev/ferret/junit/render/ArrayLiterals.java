package dev.ferret.junit.render;

import com.palantir.javapoet.CodeBlock;
import dev.ferret.core.testcase.ArrayValue;
import java.util.List;

/**
 * Java source text for an array an assertion expects: {@code new int[] {1, 2}},
 * {@code new String[] {"a", null}}, {@code new Color[] {Color.RED}}, {@code new Object[] {(short) 1}}.
 */
final class ArrayLiterals {

    private ArrayLiterals() {
    }

    /**
     * The array creation expression of an array whose elements are known.
     *
     * @param array an array value with its elements
     */
    static CodeBlock code(ArrayValue array) {
        String component = array.componentType();
        List<Object> elements = array.elements();
        CodeBlock.Builder items = CodeBlock.builder();
        for (int i = 0; i < elements.size(); i++) {
            items.add(i == 0 ? "" : ", ").add(element(component, elements.get(i)));
        }
        return CodeBlock.of("new $T[] {$L}", TypeNames.typeName(component), items.build());
    }

    private static CodeBlock element(String component, Object element) {
        if (element instanceof ArrayValue.Constant constant) {
            return CodeBlock.of("$T.$L", TypeNames.className(component), constant.name());
        }
        if ((element instanceof Byte || element instanceof Short) && TypeNames.isPrimitive(component)) {
            // a constant of a byte[] or short[] initializer needs no cast
            return Literals.code(((Number) element).intValue());
        }
        return Literals.code(element);
    }
}
