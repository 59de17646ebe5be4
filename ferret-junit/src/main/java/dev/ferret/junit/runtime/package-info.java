/** Locating the JUnit jars used to compile and run generated tests: {@link dev.ferret.junit.runtime.TestRuntime}. */
package dev.ferret.junit.runtime;
