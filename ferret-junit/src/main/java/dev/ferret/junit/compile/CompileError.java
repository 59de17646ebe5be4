package dev.ferret.junit.compile;

/**
 * One error reported by the compiler.
 *
 * @param qualifiedName the class name of the {@link JavaSource} the error is in, or {@code null}
 *     when it concerns no particular source
 * @param line 1-based line of the error, or a value below 1 when unknown
 * @param message the compiler's message
 */
public record CompileError(String qualifiedName, long line, String message) { }
