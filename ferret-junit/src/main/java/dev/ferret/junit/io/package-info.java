/** File output: {@link dev.ferret.junit.io.AtomicFileWriter}. */
package dev.ferret.junit.io;
