/**
 * Running compiled generated tests in a forked JVM with the JUnit Platform console launcher:
 * {@link dev.ferret.junit.rerun.TestRerunner}.
 */
package dev.ferret.junit.rerun;
