/**
 * Contract annotations for code that Ferret tests: {@link dev.ferret.contracts.Requires},
 * {@link dev.ferret.contracts.Ensures} and {@link dev.ferret.contracts.Invariant}, the Java form
 * of the JML contracts of Klein, Flatt and Findler's bounded stack. Ferret reads them from the
 * class files; tests it writes check them as plain assertions and never depend on this artifact.
 */
package dev.ferret.contracts;
