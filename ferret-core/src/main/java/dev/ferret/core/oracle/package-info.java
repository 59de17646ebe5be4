/**
 * Oracles: {@link dev.ferret.core.oracle.Contract contracts} checked on every value a sequence
 * produces, the {@link dev.ferret.core.oracle.ExceptionPolicy exception policy}, and the
 * {@link dev.ferret.core.oracle.ContractChecker} that applies them.
 */
package dev.ferret.core.oracle;
