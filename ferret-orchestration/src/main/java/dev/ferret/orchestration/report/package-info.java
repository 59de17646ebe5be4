/**
 * The HTML report of a run. Entry point: {@link dev.ferret.orchestration.report.HtmlReport#write},
 * which a front end calls with the {@link dev.ferret.orchestration.RunResult} of a run unless the
 * user's {@link dev.ferret.orchestration.RunSettings#report()} is {@code NONE}. This package reads
 * orchestration's result types; orchestration knows nothing of it. Everything else here is
 * internal: the page's sections, the SVG line plot, the Java highlighter and the reader of the
 * written error tests. The page's style and script are resources of this package, inlined into the
 * page.
 */
package dev.ferret.orchestration.report;
