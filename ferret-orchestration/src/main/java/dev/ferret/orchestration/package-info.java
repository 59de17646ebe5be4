/**
 * One generation run from request to written suite, for any front end. Entry point:
 * {@link dev.ferret.orchestration.Orchestrator}: give it a {@link dev.ferret.orchestration.RunRequest}
 * (what to test and how: a {@code RunConfig}, {@link dev.ferret.orchestration.OutputSettings},
 * {@link dev.ferret.orchestration.EngineSettings}), which a front end builds from the user's
 * settings with {@link dev.ferret.orchestration.RunSettings}, and a
 * {@link dev.ferret.orchestration.RunObserver} (progress and notices); it chooses the engine
 * (in-process or worker JVMs), journals every test, writes files as tests arrive, checks the suite
 * (compile gate, flaky filter) and returns a {@link dev.ferret.orchestration.RunResult}, which
 * {@link dev.ferret.orchestration.SummaryWriter} turns into text or JSON (and
 * {@code orchestration.report} into the HTML report). A killed run is continued with
 * {@link dev.ferret.orchestration.Orchestrator#resume}. Nothing here prints to a terminal or exits.
 */
package dev.ferret.orchestration;
