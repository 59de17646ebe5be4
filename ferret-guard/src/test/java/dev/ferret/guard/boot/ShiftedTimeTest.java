package dev.ferret.guard.boot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Calendar;
import java.util.GregorianCalendar;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ShiftedTimeTest {

    @AfterEach
    void unshift() {
        ShiftedTime.set(Duration.ZERO);
    }

    @Test
    void shouldMoveEveryReadingByTheShift() {
        Duration shift = Duration.ofDays(-3).minusHours(5);
        ShiftedTime.set(shift);
        assertEquals(shift, ShiftedTime.shift());
        long expected = System.currentTimeMillis() + shift.toMillis();
        assertTrue(Math.abs(ShiftedTime.currentTimeMillis() - expected) < 5_000);
        assertTrue(Math.abs(ShiftedTime.instantNow().toEpochMilli() - expected) < 5_000);
        assertTrue(Math.abs(ShiftedTime.newDate().getTime() - expected) < 5_000);
        assertTrue(Math.abs(ShiftedTime.calendarInstance().getTimeInMillis() - expected) < 5_000);
        LocalDate utc = ShiftedTime.localDateNow(ZoneId.of("UTC"));
        assertTrue(utc.equals(LocalDate.now(Clock.offset(Clock.systemUTC(), shift)))
                || utc.plusDays(1).equals(LocalDate.now(Clock.offset(Clock.systemUTC(), shift))), utc.toString());
    }

    @Test
    void shouldGiveTheJdksOwnObjectsWhileUnshifted() {
        assertSame(Clock.systemUTC().getClass(), ShiftedTime.systemUTC().getClass());
        assertEquals(Clock.system(ZoneId.of("Europe/Paris")), ShiftedTime.system(ZoneId.of("Europe/Paris")));
        Calendar made = new GregorianCalendar(2001, Calendar.JANUARY, 1);
        long before = made.getTimeInMillis();
        ShiftedTime.adjust(made);
        assertEquals(before, made.getTimeInMillis(), "adjust leaves a calendar alone while unshifted");
    }

    @Test
    void shouldThrowForANullZoneAsTheJdkDoes() {
        ShiftedTime.set(Duration.ofHours(1));
        org.junit.jupiter.api.Assertions.assertThrows(NullPointerException.class, () -> ShiftedTime.localDateNow(null));
    }
}
