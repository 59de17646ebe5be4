/**
 * JUnit 5 integration: {@link dev.ferret.choice.junit.DynamicTests} for {@code @TestFactory}
 * methods, {@link dev.ferret.choice.junit.ExhaustiveTest} for tests whose parameters come from
 * generators, and {@link dev.ferret.choice.junit.ExploreTest} for white-box tests whose body is the
 * nondeterministic program. Needs {@code junit-jupiter-api} on the classpath (an optional
 * dependency of this module); the rest of the module does not.
 */
package dev.ferret.choice.junit;
