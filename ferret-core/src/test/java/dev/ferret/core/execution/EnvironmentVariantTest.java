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
                        "-Dferret.clock.shift=PT9607H13M17.123S"),
                EnvironmentVariant.GENERATION.jvmOptions());
        assertEquals(Duration.parse("P400DT7H13M17.123S"), Duration.parse("PT9607H13M17.123S"));
    }

    @Test
    void shouldDescribeItselfInAFewWords() {
        assertEquals("clock +400d 7h 13m 17.123s, zone Pacific/Chatham, locale tr-TR, user ferret-elsewhere",
                EnvironmentVariant.GENERATION.describe());
        assertEquals("clock -1d 0h 0m 5s, zone UTC, locale en, user u",
                new EnvironmentVariant(Duration.ofDays(-1).minusSeconds(5), "UTC", "en", "u", "/h").describe());
    }

    @Test
    void shouldChangeEveryFieldOfTheDateAndTimeAndTheZonesOffset() {
        LocalDateTime now = LocalDateTime.of(2026, 11, 28, 12, 0, 0);
        for (EnvironmentVariant v : List.of(EnvironmentVariant.GENERATION, EnvironmentVariant.RERUN)) {
            LocalDateTime then = now.plus(v.clockShift());
            assertNotEquals(now.getYear(), then.getYear(), v.describe());
            assertNotEquals(now.getDayOfWeek(), then.getDayOfWeek(), v.describe());
            assertNotEquals(now.getHour(), then.getHour(), v.describe());
            assertNotEquals(now.getMinute(), then.getMinute(), v.describe());
            assertNotEquals(now.getSecond(), then.getSecond(), v.describe());
            ZoneOffset offset = ZoneId.of(v.zone()).getRules().getOffset(then.toInstant(ZoneOffset.UTC));
            assertTrue(offset.getTotalSeconds() % 3600 != 0, "a non-whole offset: " + offset);
            assertTrue(TimeZone.getTimeZone(v.zone()).useDaylightTime(), v.zone());
            assertNotEquals(Locale.ROOT, v.defaultLocale());
        }
        assertNotEquals(DayOfWeek.from(now.plus(EnvironmentVariant.GENERATION.clockShift())),
                DayOfWeek.from(now.plus(EnvironmentVariant.RERUN.clockShift())));
    }
}
