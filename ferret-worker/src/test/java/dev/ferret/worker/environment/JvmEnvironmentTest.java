package dev.ferret.worker.environment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.EnvironmentVariant;
import dev.ferret.core.execution.VariedEnvironment;
import dev.ferret.guard.boot.ShiftedTime;
import java.time.Duration;
import java.util.Locale;
import java.util.TimeZone;
import org.junit.jupiter.api.Test;

class JvmEnvironmentTest {

    @Test
    void shouldSwitchTheJvmIntoTheVariantAndBack() {
        TimeZone zone = TimeZone.getDefault();
        Locale locale = Locale.getDefault();
        Locale format = Locale.getDefault(Locale.Category.FORMAT);
        String user = System.getProperty("user.name");
        String home = System.getProperty("user.home");
        EnvironmentVariant variant = EnvironmentVariant.EAST;
        long before = System.currentTimeMillis();
        try (VariedEnvironment.Switched elsewhere = new JvmEnvironment(EnvironmentVariant.GENERATION).enter(variant, getClass().getClassLoader())) {
            Duration shift = ShiftedTime.shift();
            Duration expected = variant.clockShiftFrom(before, zone.toZoneId());
            assertTrue(shift.compareTo(expected.minusSeconds(1)) > 0 && shift.compareTo(expected.plusSeconds(1)) < 0,
                    shift + ": the variant's from now, " + expected);
            long took = System.currentTimeMillis() - before; // the switch's own time, long on a loaded machine
            assertTrue(Math.floorMod(ShiftedTime.currentTimeMillis() - 3, 1000) < 100 + took, "at the variant's millisecond of "
                    + "the second (3), give or take the time the switch took: " + (ShiftedTime.currentTimeMillis() % 1000)
                    + " (" + (System.currentTimeMillis() - before) + " ms since)");
            assertEquals("Pacific/Chatham", TimeZone.getDefault().getID());
            assertEquals(Locale.forLanguageTag("tr-TR"), Locale.getDefault());
            assertEquals("3,50", String.format("%.2f", 3.5), "the format locale too");
            assertEquals("ferret-elsewhere", System.getProperty("user.name"));
            assertEquals("/nonexistent/ferret-elsewhere", System.getProperty("user.home"));
            assertEquals("Pacific/Chatham", System.getProperty("user.timezone"));
        }
        assertEquals(Duration.ZERO, ShiftedTime.shift());
        assertEquals(zone, TimeZone.getDefault());
        assertEquals(locale, Locale.getDefault());
        assertEquals(format, Locale.getDefault(Locale.Category.FORMAT));
        assertEquals(user, System.getProperty("user.name"));
        assertEquals(home, System.getProperty("user.home"));
    }

    @Test
    void shouldShiftTheClockFromTheRealZonesLocalTime() {
        TimeZone real = TimeZone.getDefault();
        try {
            TimeZone.setDefault(TimeZone.getTimeZone("Asia/Kolkata"));
            EnvironmentVariant variant = EnvironmentVariant.WEST;
            long before = System.currentTimeMillis();
            try (VariedEnvironment.Switched west = new JvmEnvironment(EnvironmentVariant.GENERATION).enter(variant,
                    getClass().getClassLoader())) {
                Duration beyond = ShiftedTime.shift().minus(variant.clockShift());
                assertTrue(beyond.compareTo(Duration.ofMinutes(330)) >= 0 && beyond.compareTo(Duration.ofMinutes(331)) < 0,
                        "the real zone's offset (5:30) and less than a second more: " + beyond + " ("
                                + (System.currentTimeMillis() - before) + " ms)");
            }
            assertEquals("Asia/Kolkata", TimeZone.getDefault().getID());
        } finally {
            TimeZone.setDefault(real);
        }
    }

    @Test
    void shouldReadTheClockShiftFromThePropertyTheRerunsSet() {
        assertEquals(EnvironmentVariant.CLOCK_SHIFT_PROPERTY, ShiftedTime.PROPERTY);
    }
}
