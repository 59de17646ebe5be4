/**
 * Line and branch coverage of a set of goals, for the summary and the report
 * ({@link dev.ferret.coverage.report.CoverageAnalysis}).
 */
package dev.ferret.coverage.report;
