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
 *     when the value is {@code void} or not kept
 */
public record Step(Action action, List<Integer> inputs, List<String> inputCasts, String variableType)
        implements java.io.Serializable {

    public Step {
        inputs = List.copyOf(inputs);
        inputCasts = Collections.unmodifiableList(new ArrayList<>(inputCasts)); // may hold nulls
        if (inputCasts.size() != inputs.size()) {
            throw new IllegalArgumentException("one cast entry per input");
        }
    }

    /** A step with no casts. */
    public static Step of(Action action, List<Integer> inputs, String variableType) {
        return new Step(action, inputs, Collections.nCopies(inputs.size(), null), variableType);
    }
}
