/**
 * The HTML report of a run. Entry point: {@link dev.ferret.orchestration.report.HtmlReport#write},
 * which the {@link dev.ferret.orchestration.Orchestrator} calls after every run unless the request's
 * {@link dev.ferret.orchestration.ReportFormat} is {@code NONE}. Everything else here is internal:
 * the page's sections, the SVG line plot, the Java highlighter and the reader of the written error
 * tests. The page's style and script are resources of this package, inlined into the page.
 */
package dev.ferret.orchestration.report;
