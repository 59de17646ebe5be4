package dev.ferret.core.testcase;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One statement of a test.
 *
 * @param action what the statement does
 * @param inputs indices of the earlier steps whose values are the inputs, in order; for an
 *     instance method the receiver comes first
 * @param inputCasts per input, the type to cast that input to, or {@code null} for no cast
 *     (needed when the input variable's declared type is wider than the parameter type)
 * @param variableType declared type of the variable holding the step's value, or {@code null}
 *     when the value is {@code void} or not kept; a generic type with its type arguments in
 *     angle brackets, separated by commas without spaces
 *     ({@code java.util.Map$Entry<java.lang.String,java.lang.Integer>}, wildcards as
 *     {@code ?}, {@code ? extends T}, {@code ? super T}); a generic class named without them
 *     is a raw type
 * @param rawTypes whether the step's code uses a generic class as a raw type (a declaration,
 *     cast, constructor or generated class without type arguments), so the test method
 *     suppresses the {@code rawtypes} and {@code unchecked} warnings
 */
public record Step(Action action, List<Integer> inputs, List<String> inputCasts, String variableType,
                   boolean rawTypes) implements java.io.Serializable {

    public Step {
        inputs = List.copyOf(inputs);
        inputCasts = Collections.unmodifiableList(new ArrayList<>(inputCasts)); // may hold nulls
        if (inputCasts.size() != inputs.size()) {
            throw new IllegalArgumentException("one cast entry per input");
        }
    }

    /** A step that may use raw types (its method suppresses their warnings). */
    public Step(Action action, List<Integer> inputs, List<String> inputCasts, String variableType) {
        this(action, inputs, inputCasts, variableType, true);
    }

    /** A step with no casts, which may use raw types. */
    public static Step of(Action action, List<Integer> inputs, String variableType) {
        return new Step(action, inputs, Collections.nCopies(inputs.size(), null), variableType);
    }

    /** This step with other inputs (the same casts and types). */
    public Step withInputs(List<Integer> newInputs) {
        return new Step(action, newInputs, inputCasts, variableType, rawTypes);
    }
}
