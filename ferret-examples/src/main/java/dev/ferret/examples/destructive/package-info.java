/**
 * Classes that destroy files where a generator's tests must never reach: the working directory,
 * its parent and the home directory, through {@code java.io}, NIO, {@code SecureDirectoryStream}
 * and a helper class of their own, one of them long after its call timed out. Each also has
 * harmless members, so that a run on them writes tests. Their only targets are relative paths, the
 * working directory, its parent and {@code user.home}: a test that runs them sets all three inside
 * a temporary tree of its own ({@code DestructiveExamplesAcceptanceTest}), so that even a failing
 * guard damages nothing else.
 */
package dev.ferret.examples.destructive;
