package dev.ferret.guard.time;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.MonthDay;
import java.time.OffsetTime;
import java.time.Year;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.chrono.ChronoLocalDate;
import java.time.chrono.Chronology;
import java.time.chrono.IsoChronology;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.TimeZone;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/** Reads the clock in every way the clock rewriter redirects, and in ways it leaves alone. */
public final class ClockFixture {

    public static long millis() {
        return System.currentTimeMillis();
    }

    public static long nanos() {
        return System.nanoTime();
    }

    public static Instant instant() {
        return Instant.now();
    }

    public static long clockMillis() {
        return Clock.systemUTC().millis();
    }

    public static long zoneClockMillis() {
        return Clock.system(ZoneId.of("UTC")).millis();
    }

    public static LocalDate localDate() {
        return LocalDate.now();
    }

    public static LocalDateTime localDateTimeIn(ZoneId zone) {
        return LocalDateTime.now(zone);
    }

    public static ZonedDateTime zoned() {
        return ZonedDateTime.now();
    }

    public static Year year() {
        return Year.now();
    }

    public static MonthDay monthDay() {
        return MonthDay.now(ZoneId.of("UTC"));
    }

    public static OffsetTime offsetTime() {
        return OffsetTime.now();
    }

    public static LocalDate isoDate() {
        return IsoChronology.INSTANCE.dateNow();
    }

    public static ChronoLocalDate chronologyDate() {
        Chronology chronology = IsoChronology.INSTANCE;
        return chronology.dateNow(ZoneId.of("UTC"));
    }

    public static Date date() {
        return new Date();
    }

    public static Calendar calendar() {
        return Calendar.getInstance();
    }

    public static Calendar calendarIn(TimeZone zone) {
        return Calendar.getInstance(zone);
    }

    public static GregorianCalendar gregorian() {
        return new GregorianCalendar();
    }

    public static GregorianCalendar gregorianIn(TimeZone zone) {
        return new GregorianCalendar(zone);
    }

    /** Discards the calendar it makes: the rewritten {@code new} must leave the stack balanced. */
    public static int discarded() {
        new GregorianCalendar();
        return 1;
    }

    public static Supplier<Date> dateReference() {
        return Date::new;
    }

    public static Supplier<GregorianCalendar> calendarReference() {
        return GregorianCalendar::new;
    }

    public static Supplier<LocalDate> localDateReference() {
        return LocalDate::now;
    }

    public static LongSupplier millisReference() {
        return System::currentTimeMillis;
    }

    public static Supplier<Instant> instantLambda() {
        return () -> Instant.now();
    }

    /** Not the clock: a fixed date, and a clock given explicitly. */
    public static Date epoch() {
        return new Date(0L);
    }

    public static LocalDate fixed() {
        return LocalDate.now(Clock.fixed(Instant.EPOCH, ZoneId.of("UTC")));
    }

    public static GregorianCalendar ofDate() {
        return new GregorianCalendar(2001, Calendar.JANUARY, 1);
    }

    /** A calendar whose superclass constructor reads the clock. */
    public static final class Subclass extends GregorianCalendar {
        private static final long serialVersionUID = 1L;

        public Subclass() {
            super();
        }

        public Subclass(TimeZone zone) {
            super(new GregorianCalendar(zone).getTimeZone());
        }
    }
}
