/**
 * Package-private classes (issue 28, item 5): a test in this package can build and call them, as a
 * hand-written test beside them would. {@link dev.ferret.examples.hidden.Ledger} has a planted bug
 * (equal ledgers with different hash codes); {@link dev.ferret.examples.hidden.SafeLedger} is its
 * correct twin.
 */
package dev.ferret.examples.hidden;
