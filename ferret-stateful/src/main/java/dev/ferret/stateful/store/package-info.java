/**
 * The campaign database: the paper's schema (test cases, predicates by arity with
 * {@code $}-normalized names, transitions) in portable SQL over JDBC, the inference aggregate and
 * the reduction search with a timeout and a result cap ({@link dev.ferret.stateful.store.CampaignStore});
 * kept campaigns ({@code --campaign}): where they live ({@link dev.ferret.stateful.store.CampaignLocation}),
 * versioned migrations, and an H2 file served to a run's workers ({@link dev.ferret.stateful.store.CampaignHost}).
 */
package dev.ferret.stateful.store;
