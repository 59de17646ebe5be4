package dev.ferret.core.model;

/**
 * One operation applied to earlier values of a sequence. Input indices are relative to the
 * start of the sequence that owns the statement.
 */
public record Statement(Operation operation, int[] inputs) {

    /** This statement with every input shifted by {@code offset}. */
    Statement shifted(int offset) {
        if (offset == 0 || inputs.length == 0) {
            return this;
        }
        int[] moved = new int[inputs.length];
        for (int i = 0; i < inputs.length; i++) {
            moved[i] = inputs[i] + offset;
        }
        return new Statement(operation, moved);
    }
}
