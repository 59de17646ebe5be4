/**
 * Subjects for stateful testing (issue 13): {@link dev.ferret.examples.stateful.ChainList}, the
 * paper's list whose {@code append} breaks only when the target is empty and the argument is
 * not, and its correct twin {@link dev.ferret.examples.stateful.LinkList};
 * {@link dev.ferret.examples.stateful.Tally}, whose {@code reopen} loses a mark only when the
 * tally is closed and holds one (found by attacking an implication {@code old(A) ==> C}), and its
 * twin {@link dev.ferret.examples.stateful.Score}; {@link dev.ferret.examples.stateful.TwoWayTree}, the
 * paper's tree whose {@code mergeTreeAfter} breaks only when the cursor is on and the two nodes are
 * siblings (found through a binary predicate and a transition: {@code start()} then the merge), and
 * its twin {@link dev.ferret.examples.stateful.LinkedTree}.
 */
package dev.ferret.examples.stateful;
