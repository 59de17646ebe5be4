package dev.ferret.core.testcase;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * An array a value check expects ({@link Check.ValueCheck#expected}), as plain data with deep
 * equality (an array's own {@code equals} is identity): its component type, its length, and its
 * elements when a reader can keep them as literals, or only its length otherwise.
 *
 * <p>Elements are boxed primitives (a {@code Double} or {@code Float} compares by its bits, as
 * {@code assertEquals} of a {@code double} does: {@code NaN} equals {@code NaN}, {@code 0.0} does
 * not equal {@code -0.0}), strings, {@code null}, or {@link Constant}s of an enum component type.
 *
 * @param componentType the binary name of the array's component type: a primitive
 *     ({@code int}), {@code java.lang.String}, a boxed primitive, {@code java.lang.Object} (then
 *     every element is a literal or {@code null}) or an enum; anything else when only the length
 *     is known ({@code int[]} of an {@code int[][]})
 * @param length the array's length
 * @param elements the elements, or {@code null} when only the length is asserted
 */
public record ArrayValue(String componentType, int length, List<Object> elements) implements java.io.Serializable {

    /** An enum constant among an array's elements, by name; its type is the array's component type. */
    public record Constant(String name) implements java.io.Serializable {
        /** Requires a name. */
        public Constant {
            Objects.requireNonNull(name, "name");
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** Requires the elements, when known, to number {@code length}; copies them. */
    public ArrayValue {
        Objects.requireNonNull(componentType, "componentType");
        if (length < 0 || elements != null && elements.size() != length) {
            throw new IllegalArgumentException("length " + length + " of " + elements);
        }
        elements = elements == null ? null : Collections.unmodifiableList(new ArrayList<>(elements)); // nulls allowed
    }

    /** An array whose elements are known. */
    public static ArrayValue of(String componentType, List<?> elements) {
        return new ArrayValue(componentType, elements.size(), new ArrayList<>(elements));
    }

    /** An array of which only the length is known. */
    public static ArrayValue ofLength(String componentType, int length) {
        return new ArrayValue(componentType, length, null);
    }

    /** Whether the elements are known; else only the length. */
    public boolean hasElements() {
        return elements != null;
    }

    /** {@code int[] {1, 2}}, {@code String[] {"a", null}}, or {@code int[][] of length 3}. */
    @Override
    public String toString() {
        String simple = componentType.substring(componentType.lastIndexOf('.') + 1) + "[]";
        if (elements == null) {
            return simple + " of length " + length;
        }
        StringBuilder sb = new StringBuilder(simple).append(" {");
        for (int i = 0; i < elements.size(); i++) {
            Object e = elements.get(i);
            sb.append(i == 0 ? "" : ", ").append(e instanceof String s ? '"' + s + '"' : String.valueOf(e));
        }
        return sb.append('}').toString();
    }
}
