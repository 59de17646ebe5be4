package dev.ferret.junit.compile;

import java.util.Objects;

/**
 * A Java compilation unit held in memory.
 *
 * @param qualifiedName the binary name of its top-level class, e.g. {@code a.b.FooRegressionTest}
 * @param source the source text
 */
public record JavaSource(String qualifiedName, String source) {

    public JavaSource {
        Objects.requireNonNull(qualifiedName, "qualifiedName");
        Objects.requireNonNull(source, "source");
    }
}
