/**
 * The typed test model the engine emits: plain data (names and literal values, never
 * {@code Class} objects or live instances), so a test can cross a process boundary and be
 * rendered by any output format. Entry point: {@link dev.ferret.core.testcase.GeneratedTest}.
 */
package dev.ferret.core.testcase;
