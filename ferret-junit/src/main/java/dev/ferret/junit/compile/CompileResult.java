package dev.ferret.junit.compile;

import java.nio.file.Path;
import java.util.List;

/**
 * The outcome of a compilation.
 *
 * @param outputDirectory where the class files were written
 * @param errors the errors; empty when compilation succeeded
 */
public record CompileResult(Path outputDirectory, List<CompileError> errors) {

    public CompileResult {
        errors = List.copyOf(errors);
    }

    /** Whether compilation succeeded. */
    public boolean success() {
        return errors.isEmpty();
    }
}
