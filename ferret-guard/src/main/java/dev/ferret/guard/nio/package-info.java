/**
 * The wrapping default file-system provider of a guarded JVM: every NIO change of the file
 * system asks the gate first. Internal; the JDK instantiates
 * {@link dev.ferret.guard.nio.GuardedFileSystemProvider} by name.
 */
package dev.ferret.guard.nio;
