/**
 * The Maven front end: {@link dev.ferret.maven.GenerateMojo} ({@code ferret:generate}) hands the
 * plugin's parameters to the orchestration module's {@code RunSettings} (the same checks and
 * messages as the command line's), makes the request for the module's classes and runtime class
 * path, runs it (or resumes a killed run) with the {@code Orchestrator} (worker JVMs started on
 * this plugin's artifacts), logs progress and the summary, writes the HTML report and adds the
 * tests to the build's test sources; {@link dev.ferret.maven.TestSourcesMojo}
 * ({@code ferret:test-sources}) adds tests an earlier run wrote. Everything else is
 * package-private.
 */
package dev.ferret.maven;
