/**
 * In-process compilation of generated sources with {@code javax.tools}:
 * {@link dev.ferret.junit.compile.CompileCheck}.
 */
package dev.ferret.junit.compile;
