/**
 * The campaign database: the paper's schema (test cases, predicates by arity with
 * {@code $}-normalized names, transitions) in portable SQL over JDBC, the inference aggregate and
 * the reduction search with a timeout and a result cap ({@link dev.ferret.stateful.store.CampaignStore}).
 */
package dev.ferret.stateful.store;
