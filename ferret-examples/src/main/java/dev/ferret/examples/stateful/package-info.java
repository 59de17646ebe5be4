/**
 * Subjects for stateful testing (issue 13): {@link dev.ferret.examples.stateful.ChainList}, the
 * paper's list whose {@code append} breaks only when the target is empty and the argument is
 * not, and its correct twin {@link dev.ferret.examples.stateful.LinkList}.
 */
package dev.ferret.examples.stateful;
