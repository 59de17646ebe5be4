/**
 * Coverage probes in the generation loop: the numbered goals of a run ({@link
 * dev.ferret.coverage.probe.GoalSpace}) and a session that instruments the classes under test as
 * they load and reads each sequence's goals ({@link dev.ferret.coverage.probe.CoverageSession}).
 */
package dev.ferret.coverage.probe;
