package dev.ferret.core.contract;

/**
 * The values a contract of one call sees. Roles are numbered: 0 is {@code this} (null for a static
 * method), 1 to n the parameters, n + 1 the result.
 *
 * @param roles the value of each role
 * @param old the value of each {@code old(...)} term when the call began (empty before it)
 */
record Frame(Object[] roles, Object[] old) {
}
