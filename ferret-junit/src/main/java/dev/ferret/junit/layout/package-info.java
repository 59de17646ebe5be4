/** Naming and placement of generated test classes: {@link dev.ferret.junit.layout.TestLayout}. */
package dev.ferret.junit.layout;
