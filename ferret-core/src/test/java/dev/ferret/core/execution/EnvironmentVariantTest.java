package dev.ferret.core.execution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;
import org.junit.jupiter.api.Test;

class EnvironmentVariantTest {

    @Test
    void shouldStartAJvmInTheVariant() {
        assertEquals(List.of("-Duser.timezone=Pacific/Chatham", "-Duser.language=tr", "-Duser.country=TR",
                        "-Duser.name=ferret-elsewhere", "-Duser.home=/nonexistent/ferret-elsewhere",
                        "-Dferret.clock.shift=PT9607H13M17.003S"),
                EnvironmentVariant.EAST.jvmOptions());
        assertEquals(Duration.parse("P400DT7H13M17.003S"), Duration.parse("PT9607H13M17.003S"));
    }

    @Test
    void shouldDescribeItselfInAFewWords() {
        assertEquals("clock +400d 7h 13m 17.003s, zone Pacific/Chatham, locale tr-TR, user ferret-elsewhere",
                EnvironmentVariant.EAST.describe());
        assertEquals("clock -1d 0h 0m 5s, zone UTC, locale en, user u",
                new EnvironmentVariant(Duration.ofDays(-1).minusSeconds(5), "UTC", "en", "u", "/h").describe());
    }

    @Test
    void shouldChangeEveryFieldOfTheDateAndTimeAndTheZonesOffset() {
        LocalDateTime now = LocalDateTime.of(2026, 11, 28, 12, 0, 0);
        for (EnvironmentVariant v : List.of(EnvironmentVariant.EAST, EnvironmentVariant.WEST, EnvironmentVariant.RERUN_EAST,
                EnvironmentVariant.RERUN_WEST)) {
            LocalDateTime then = now.plus(v.clockShift());
            assertNotEquals(now.getYear(), then.getYear(), v.describe());
            assertNotEquals(now.getDayOfWeek(), then.getDayOfWeek(), v.describe());
            assertNotEquals(now.getHour(), then.getHour(), v.describe());
            assertNotEquals(now.getMinute(), then.getMinute(), v.describe());
            assertNotEquals(now.getSecond(), then.getSecond(), v.describe());
            assertNotEquals(Locale.ROOT, v.defaultLocale());
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
        assertNotEquals(DayOfWeek.from(now.plus(EnvironmentVariant.EAST.clockShift())),
                DayOfWeek.from(now.plus(EnvironmentVariant.WEST.clockShift())));
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
                assertTrue(shift.compareTo(v.clockShift()) >= 0 && shift.compareTo(v.clockShift().plusSeconds(1)) < 0,
                        shift.toString());
            }
        }
        assertEquals(3, EnvironmentVariant.EAST.clockShift().toMillisPart());
        assertEquals(961, EnvironmentVariant.WEST.clockShift().toMillisPart());
    }
}
