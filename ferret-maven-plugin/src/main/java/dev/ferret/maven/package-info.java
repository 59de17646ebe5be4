/**
 * The Maven front end: {@link dev.ferret.maven.GenerateMojo} ({@code ferret:generate}) builds a
 * {@code RunRequest} from the module's classes, its runtime class path and the plugin's
 * parameters, runs it with the orchestration module's {@code Orchestrator} (worker JVMs started on
 * this plugin's artifacts), logs progress and the summary, and adds the tests to the build's test
 * sources; {@link dev.ferret.maven.TestSourcesMojo} ({@code ferret:test-sources}) adds tests an
 * earlier run wrote. Everything else is package-private.
 */
package dev.ferret.maven;
