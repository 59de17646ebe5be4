/**
 * In-process compilation of generated sources with {@code javax.tools}
 * ({@link dev.ferret.junit.compile.CompileCheck}) and the compile gate, which drops the tests that
 * do not compile ({@link dev.ferret.junit.compile.CompileGate}). A suite meets the gate through
 * {@link dev.ferret.junit.compile.RenderedSuite}.
 */
package dev.ferret.junit.compile;
