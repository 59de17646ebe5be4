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

    @Test
    void shouldStartAJvmInTheVariant() {
        assertEquals(List.of("-Duser.timezone=Pacific/Pago_Pago", "-Duser.language=de", "-Duser.country=DE",
                        "-Duser.name=ferret-abroad", "-Duser.home=/nonexistent/ferret-abroad",
                        "-Dferret.clock.shift=PT29635H29M43.961S"),
                EnvironmentVariant.WEST.jvmOptions(NOW));
        assertEquals(Duration.parse("P1234DT19H29M43.961S"), Duration.parse("PT29635H29M43.961S"));
        List<String> east = EnvironmentVariant.RERUN_WEST.jvmOptions(NOW);
        assertEquals("-Dferret.clock.shift=" + EnvironmentVariant.RERUN_WEST.clockShiftFrom(NOW), east.get(5));
    }

    @Test
    void shouldDescribeItselfInAFewWords() {
        assertEquals("clock +400d 23h 15m 17.003s (then 1 to 3 days after the clocks go forward), zone Pacific/Chatham,"
                + " locale tr-TR, user ferret-elsewhere", EnvironmentVariant.EAST.describe());
        assertEquals("clock +1461d 8h 2m 31.789s (then 3 to 5 days before the clocks go forward), zone"
                + " Australia/Lord_Howe, locale hi-IN, user ferret-rerun", EnvironmentVariant.RERUN_EAST.describe());
        assertEquals("clock -1d 0h 0m 5s, zone UTC, locale en, user u",
                new EnvironmentVariant(Duration.ofDays(-1).minusSeconds(5), "UTC", "en", "u", "/h").describe());
    }

    @Test
    void shouldChangeEveryFieldOfTheDateAndTimeAndTheZonesOffset() {
        LocalDateTime now = LocalDateTime.of(2026, 11, 28, 12, 0, 0);
        for (long hours = 0; hours < 3 * 366 * 24; hours += 7) {
            LocalDateTime real = now.plusHours(hours).withSecond(34).withNano(500_000_000);
            long realMillis = real.toInstant(ZoneOffset.UTC).toEpochMilli();
            for (EnvironmentVariant v : List.of(EnvironmentVariant.EAST, EnvironmentVariant.WEST,
                    EnvironmentVariant.RERUN_EAST, EnvironmentVariant.RERUN_WEST)) {
                LocalDateTime then = real.plus(v.clockShiftFrom(realMillis));
                String where = real + ": " + v.describe();
                assertNotEquals(real.getYear(), then.getYear(), where);
                assertNotEquals(real.getDayOfWeek(), then.getDayOfWeek(), where);
                assertNotEquals(real.getHour(), then.getHour(), where);
                assertNotEquals(real.getMinute(), then.getMinute(), where);
                assertNotEquals(real.getSecond(), then.getSecond(), where);
                assertNotEquals(Locale.ROOT, v.defaultLocale());
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
                Duration shift = v.clockShiftFrom(now);
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
                Instant landed = Instant.ofEpochMilli(now).plus(v.clockShiftFrom(now));
                Instant from = landed.minus(v.landing().offset()).minus(Duration.ofDays(2)).minusSeconds(1);
                ZoneOffsetTransition change = ZoneId.of(v.zone()).getRules().nextTransition(from);
                String where = Instant.ofEpochMilli(now) + " landed " + landed + ": " + v.describe();
                assertEquals(v.landing().forward(), change.isGap(), where);
                Duration fromChange = Duration.between(change.getInstant(), landed);
                assertTrue(fromChange.compareTo(v.landing().offset()) >= 0
                        && fromChange.compareTo(v.landing().offset().plusDays(2).plusSeconds(1)) <= 0, where);
                assertTrue(Duration.between(Instant.ofEpochMilli(now), landed).compareTo(v.clockShift()) >= 0, where);
            }
        }
    }

    @Test
    void shouldShowAPeriodOfWeeksEndingNowAcrossTheClocksGoingBack() {
        // a period of 41 days ending now, in hours, was off by one on 2026-11-28 in America/Los_Angeles
        EnvironmentVariant v = EnvironmentVariant.RERUN_WEST;
        ZonedDateTime end = Instant.ofEpochMilli(NOW).plus(v.clockShiftFrom(NOW)).atZone(ZoneId.of(v.zone()));
        assertEquals(41 * 24 + 1, Duration.between(end.minusDays(41), end).toHours());
        ZonedDateTime fixed = Instant.ofEpochMilli(NOW).plus(v.clockShift()).atZone(ZoneId.of(v.zone()));
        assertEquals(41 * 24, Duration.between(fixed.minusDays(41), fixed).toHours(), "a fixed shift misses it: " + fixed);
    }

    @Test
    void shouldSpreadTheVariantsLocalHoursOverTheDayWhateverTheRealHour() {
        java.util.List<EnvironmentVariant> all = new java.util.ArrayList<>(EnvironmentVariant.GENERATION);
        all.addAll(EnvironmentVariant.RERUN);
        for (long now = NOW; now < NOW + java.time.Duration.ofDays(1).toMillis(); now += 1_800_000L) {
            java.util.List<Integer> minutes = new java.util.ArrayList<>();
            minutes.add(java.time.Instant.ofEpochMilli(now).atZone(java.time.ZoneOffset.UTC).toLocalTime()
                    .toSecondOfDay() / 60); // the real environment, in UTC
            for (EnvironmentVariant v : all) {
                minutes.add(java.time.Instant.ofEpochMilli(now + v.clockShiftFrom(now).toMillis())
                        .atZone(java.time.ZoneId.of(v.zone())).toLocalTime().toSecondOfDay() / 60);
            }
            long at = now;
            int gap = widestGap(minutes);
            assertTrue(gap <= 6 * 60, () -> "local times " + minutes + " leave " + gap + " minutes uncovered at " + at);
            java.util.List<Integer> worker = new java.util.ArrayList<>(minutes.subList(0, 0));
            worker.add(java.time.Instant.ofEpochMilli(now).atZone(java.time.ZoneOffset.UTC).toLocalTime().toSecondOfDay() / 60);
            for (EnvironmentVariant v : EnvironmentVariant.GENERATION) {
                worker.add(java.time.Instant.ofEpochMilli(now + v.clockShiftFrom(now).toMillis())
                        .atZone(java.time.ZoneId.of(v.zone())).toLocalTime().toSecondOfDay() / 60);
            }
            int wg = widestGap(worker);
            assertTrue(wg <= 11 * 60, () -> "the worker's local times leave " + wg + " minutes uncovered at " + at);
        }
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
