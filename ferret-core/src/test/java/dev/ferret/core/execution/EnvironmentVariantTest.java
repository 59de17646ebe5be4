package dev.ferret.core.execution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.zone.ZoneOffsetTransition;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;
import org.junit.jupiter.api.Test;

class EnvironmentVariantTest {

    private static final long NOW = 1_795_875_214_000L; // 2026-11-28T13:33:34Z

    private static final List<ZoneId> REAL_ZONES = List.of(ZoneOffset.UTC, ZoneId.of("Europe/Berlin"),
            ZoneId.of("America/Los_Angeles"), ZoneId.of("Asia/Kolkata"), ZoneId.of("Asia/Kathmandu"),
            ZoneId.of("Pacific/Marquesas"), ZoneId.of("Pacific/Kiritimati"), ZoneId.of("Pacific/Chatham"));

    private static final List<EnvironmentVariant> ALL = List.of(EnvironmentVariant.EAST, EnvironmentVariant.WEST,
            EnvironmentVariant.RERUN_EAST, EnvironmentVariant.RERUN_WEST);

    @Test
    void shouldStartAJvmInTheVariant() {
        assertEquals(List.of("-Duser.timezone=Pacific/Pago_Pago", "-Duser.language=de", "-Duser.country=DE",
                        "-Duser.name=ferret-abroad", "-Duser.home=/nonexistent/ferret-abroad",
                        "-Dferret.clock.shift=PT29635H29M43.961S"),
                EnvironmentVariant.WEST.jvmOptions(NOW, ZoneOffset.UTC));
        assertEquals(Duration.parse("P1234DT19H29M43.961S"), Duration.parse("PT29635H29M43.961S"));
        assertEquals("-Dferret.clock.shift=PT29640H59M43.961S",
                EnvironmentVariant.WEST.jvmOptions(NOW, ZoneId.of("Asia/Kolkata")).get(5), "plus the real offset, 5:30");
        List<String> east = EnvironmentVariant.RERUN_WEST.jvmOptions(NOW);
        assertEquals("-Dferret.clock.shift=" + EnvironmentVariant.RERUN_WEST.clockShiftFrom(NOW, ZoneId.systemDefault()),
                east.get(5));
    }

    @Test
    void shouldDescribeItselfInAFewWords() {
        assertEquals("clock +400d 23h 23m 17.003s (then 1 to 3 days after the clocks go forward), zone Pacific/Chatham,"
                + " locale tr-TR, user ferret-elsewhere", EnvironmentVariant.EAST.describe());
        assertEquals("clock +1461d 8h 2m 31.789s (then 3 to 5 days before the clocks go forward), zone"
                + " Australia/Lord_Howe, locale hi-IN, user ferret-rerun", EnvironmentVariant.RERUN_EAST.describe());
        assertEquals("clock -1d 0h 0m 5s, zone UTC, locale en, user u",
                new EnvironmentVariant(Duration.ofDays(-1).minusSeconds(5), "UTC", "en", "u", "/h").describe());
    }

    @Test
    void shouldChangeEveryFieldOfTheDateAndTimeAndTheZonesOffset() {
        LocalDateTime now = LocalDateTime.of(2026, 11, 28, 12, 0, 0);
        for (ZoneId realZone : REAL_ZONES) {
            for (long minutes = 0; minutes < 3 * 366 * 24 * 60; minutes += 7 * 60 + 13) {
                Instant instant = now.plusMinutes(minutes).withSecond(34).withNano(500_000_000).toInstant(ZoneOffset.UTC);
                ZonedDateTime real = instant.atZone(realZone);
                // the worker's pair and the re-runs' pair each change the local fields and the UTC ones; the
                // re-runs alone may leave the UTC hour where the real offset cancels their shifts' hours (-8 h)
                java.util.Set<String> union = new java.util.HashSet<>();
                for (List<EnvironmentVariant> pair : List.of(EnvironmentVariant.GENERATION, EnvironmentVariant.RERUN)) {
                    java.util.Set<String> changed = new java.util.HashSet<>();
                    for (EnvironmentVariant v : pair) {
                        Instant shifted = instant.plus(v.clockShiftFrom(instant.toEpochMilli(), realZone));
                        ZonedDateTime local = shifted.atZone(ZoneId.of(v.zone()));
                        String where = real + ": " + v.describe();
                        assertNotEquals(real.getYear(), local.getYear(), where);
                        assertNotEquals(real.getDayOfWeek(), local.getDayOfWeek(), where);
                        changed.addAll(changedFields(real.toLocalDateTime(), local.toLocalDateTime(), "local "));
                        changed.addAll(changedFields(instant.atOffset(ZoneOffset.UTC).toLocalDateTime(),
                                shifted.atOffset(ZoneOffset.UTC).toLocalDateTime(), "UTC "));
                        assertNotEquals(Locale.ROOT, v.defaultLocale());
                    }
                    assertTrue(changed.containsAll(java.util.Set.of("local hour", "local minute", "local second",
                            "UTC minute", "UTC second")), real + ": fields one of " + pair + " changes: " + changed);
                    if (pair == EnvironmentVariant.GENERATION) {
                        assertTrue(changed.contains("UTC hour"), real + ": the worker's pair changes the UTC hour");
                    }
                    union.addAll(changed);
                }
                assertEquals(6, union.size(), real + ": " + union);
            }
        }
        ZoneOffset east = ZoneId.of(EnvironmentVariant.EAST.zone()).getRules().getOffset(now.toInstant(ZoneOffset.UTC));
        assertTrue(east.getTotalSeconds() % 3600 != 0, "a non-whole offset: " + east);
        assertTrue(TimeZone.getTimeZone(EnvironmentVariant.EAST.zone()).useDaylightTime());
        for (int hour = 0; hour < 24; hour++) {
            java.time.Instant instant = now.withHour(hour).toInstant(ZoneOffset.UTC);
            java.time.LocalDate utc = now.withHour(hour).toLocalDate();
            boolean otherDate = false;
            for (EnvironmentVariant v : EnvironmentVariant.GENERATION) {
                otherDate |= !instant.atZone(ZoneId.of(v.zone())).toLocalDate().equals(utc);
            }
            assertTrue(otherDate, "at " + hour + " h UTC one of the zones is on another date");
        }
        java.util.Set<String> zones = new java.util.HashSet<>();
        java.util.Set<String> locales = new java.util.HashSet<>();
        for (EnvironmentVariant v : List.of(EnvironmentVariant.EAST, EnvironmentVariant.WEST, EnvironmentVariant.RERUN_EAST,
                EnvironmentVariant.RERUN_WEST)) {
            assertTrue(zones.add(v.zone()) && locales.add(v.locale()), "four environments: " + v.describe());
        }
    }

    @Test
    void shouldPutTheClockAtTheVariantsMillisecondWhateverTheRealOne() {
        for (long now : new long[] {1_795_875_214_000L, 1_795_875_214_500L, 1_795_875_214_999L}) {
            for (EnvironmentVariant v : EnvironmentVariant.GENERATION) {
                Duration shift = v.clockShiftFrom(now, ZoneOffset.UTC);
                assertEquals(v.clockShift().toMillisPart(), Math.floorMod(now + shift.toMillis(), 1000L), v.describe());
                Duration beyond = shift.minus(v.clockShift());
                assertTrue(!beyond.isNegative() && beyond.minusDays(beyond.toDays()).compareTo(Duration.ofSeconds(1)) < 0,
                        shift.toString());
            }
        }
        assertEquals(3, EnvironmentVariant.EAST.clockShift().toMillisPart());
        assertEquals(961, EnvironmentVariant.WEST.clockShift().toMillisPart());
    }

    @Test
    void shouldLandTheClockAFewDaysFromADaylightSavingChangeOfTheZone() {
        for (long now = NOW; now < NOW + Duration.ofDays(3 * 366).toMillis(); now += Duration.ofHours(5).toMillis()) {
            for (EnvironmentVariant v : List.of(EnvironmentVariant.EAST, EnvironmentVariant.RERUN_EAST,
                    EnvironmentVariant.RERUN_WEST)) {
              for (ZoneId realZone : List.of(ZoneOffset.UTC, ZoneId.of("Pacific/Kiritimati"), ZoneId.of("Pacific/Marquesas"))) {
                Duration realOffset = Duration.ofSeconds(realZone.getRules().getOffset(Instant.ofEpochMilli(now))
                        .getTotalSeconds());
                Instant landed = Instant.ofEpochMilli(now).plus(v.clockShiftFrom(now, realZone));
                Instant from = landed.minus(v.landing().offset()).minus(Duration.ofDays(2)).minusSeconds(1);
                ZoneOffsetTransition change = ZoneId.of(v.zone()).getRules().nextTransition(from);
                String where = Instant.ofEpochMilli(now) + " landed " + landed + ": " + v.describe();
                assertEquals(v.landing().forward(), change.isGap(), where);
                Duration fromChange = Duration.between(change.getInstant(), landed);
                assertTrue(fromChange.compareTo(v.landing().offset()) >= 0
                        && fromChange.compareTo(v.landing().offset().plusDays(2).plusSeconds(1)) <= 0, where);
                assertTrue(Duration.between(Instant.ofEpochMilli(now), landed).compareTo(v.clockShift().plus(realOffset))
                        >= 0, where);
              }
            }
        }
    }

    @Test
    void shouldShowAPeriodOfWeeksEndingNowAcrossTheClocksGoingBack() {
        // a period of 41 days ending now, in hours, was off by one on 2026-11-28 in America/Los_Angeles
        EnvironmentVariant v = EnvironmentVariant.RERUN_WEST;
        ZonedDateTime end = Instant.ofEpochMilli(NOW).plus(v.clockShiftFrom(NOW, ZoneOffset.UTC)).atZone(ZoneId.of(v.zone()));
        assertEquals(41 * 24 + 1, Duration.between(end.minusDays(41), end).toHours());
        ZonedDateTime fixed = Instant.ofEpochMilli(NOW).plus(v.clockShift()).atZone(ZoneId.of(v.zone()));
        assertEquals(41 * 24, Duration.between(fixed.minusDays(41), fixed).toHours(), "a fixed shift misses it: " + fixed);
    }

    @Test
    void shouldSpreadTheVariantsLocalHoursOverTheDayWhateverTheRealHourAndZone() {
        for (ZoneId realZone : REAL_ZONES) {
            for (long now = NOW; now < NOW + Duration.ofDays(366).toMillis(); now += Duration.ofMinutes(30 * 49 + 7).toMillis()) {
                List<Integer> minutes = localMinutes(now, realZone, ALL);
                long at = now;
                int gap = widestGap(minutes);
                assertTrue(gap <= 6 * 60, () -> realZone + ": local times " + minutes + " leave " + gap
                        + " minutes uncovered at " + Instant.ofEpochMilli(at));
                List<Integer> worker = localMinutes(now, realZone, EnvironmentVariant.GENERATION);
                int wg = widestGap(worker);
                assertTrue(wg <= 11 * 60, () -> realZone + ": the worker's local times " + worker + " leave " + wg
                        + " minutes uncovered at " + Instant.ofEpochMilli(at));
            }
        }
    }

    /** The minute of the day, real (first) and in each variant, at {@code now} in {@code realZone}. */
    private static List<Integer> localMinutes(long now, ZoneId realZone, List<EnvironmentVariant> variants) {
        List<Integer> minutes = new java.util.ArrayList<>();
        minutes.add(Instant.ofEpochMilli(now).atZone(realZone).toLocalTime().toSecondOfDay() / 60);
        for (EnvironmentVariant v : variants) {
            minutes.add(Instant.ofEpochMilli(now + v.clockShiftFrom(now, realZone).toMillis()).atZone(ZoneId.of(v.zone()))
                    .toLocalTime().toSecondOfDay() / 60);
        }
        return minutes;
    }

    /** Which of hour, minute and second differ between {@code a} and {@code b}, named after {@code prefix}. */
    private static java.util.Set<String> changedFields(LocalDateTime a, LocalDateTime b, String prefix) {
        java.util.Set<String> fields = new java.util.HashSet<>();
        if (a.getHour() != b.getHour()) {
            fields.add(prefix + "hour");
        }
        if (a.getMinute() != b.getMinute()) {
            fields.add(prefix + "minute");
        }
        if (a.getSecond() != b.getSecond()) {
            fields.add(prefix + "second");
        }
        return fields;
    }

    /** The widest stretch of the day, in minutes, between neighbouring local times (sorted in place). */
    private static int widestGap(java.util.List<Integer> minutes) {
        java.util.Collections.sort(minutes);
        int widest = 24 * 60 - minutes.get(minutes.size() - 1) + minutes.get(0);
        for (int i = 1; i < minutes.size(); i++) {
            widest = Math.max(widest, minutes.get(i) - minutes.get(i - 1));
        }
        return widest;
    }
}
