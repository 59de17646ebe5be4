package dev.ferret.guard.boot;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.chrono.ChronoLocalDate;
import java.time.chrono.Chronology;
import java.time.chrono.HijrahDate;
import java.time.chrono.IsoChronology;
import java.time.chrono.JapaneseDate;
import java.time.chrono.MinguoDate;
import java.time.chrono.ThaiBuddhistDate;
import java.time.format.DateTimeParseException;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

/**
 * The clock of the code under test, shifted: what its calls of {@code System.currentTimeMillis()},
 * {@code Instant.now()}, {@code LocalDate.now()}, {@code new Date()}, {@code Calendar.getInstance()}
 * and the like become once {@code dev.ferret.guard.time.ClockRewriter} has rewritten its classes.
 * Each method here does what the JDK method it replaces does, with the wall clock moved by the
 * {@linkplain #shift() shift}; while the shift is zero (the default) it returns exactly what the
 * JDK method returns (the same clocks, no extra clock reading). A clock given explicitly
 * ({@code LocalDate.now(clock)}) is never touched.
 *
 * <p>The shift starts as the ISO-8601 duration in the system property {@value #PROPERTY}
 * ({@code -Dferret.clock.shift=P400DT7H13M17.123S}), when present and valid, and Ferret's worker
 * {@linkplain #set sets} it while it runs a sequence again in a varied environment. A
 * {@link Clock} obtained while the shift was zero stays the JDK's own unshifted clock.
 *
 * <p>In a guarded JVM this class is on the bootstrap class path, so that rewritten classes of any
 * loader see the one shift; it uses nothing but the JDK. Thread-safe.
 */
public final class ShiftedTime {

    /** The system property whose ISO-8601 duration ({@link Duration#parse}) is the initial shift. */
    public static final String PROPERTY = "ferret.clock.shift";

    private static volatile Duration shift = Duration.ZERO;
    private static volatile long shiftMillis;
    private static volatile long shiftNanos;

    static {
        String initial = System.getProperty(PROPERTY);
        if (initial != null && !initial.isBlank()) {
            try {
                set(Duration.parse(initial.strip()));
            } catch (DateTimeParseException e) {
                // an unreadable shift leaves the clock as it is
            }
        }
    }

    private ShiftedTime() {
    }

    /** Moves the clock of rewritten code by {@code by} from now on ({@link Duration#ZERO}: the real clock). */
    public static void set(Duration by) {
        long millis = by.toMillis();
        long nanos;
        try {
            nanos = by.toNanos();
        } catch (ArithmeticException e) {
            nanos = by.isNegative() ? Long.MIN_VALUE / 2 : Long.MAX_VALUE / 2;
        }
        shiftMillis = millis;
        shiftNanos = nanos;
        shift = by;
    }

    /** How far the clock of rewritten code is moved. */
    public static Duration shift() {
        return shift;
    }

    // ---- java.lang.System ----

    /** {@link System#currentTimeMillis()}, shifted. */
    public static long currentTimeMillis() {
        return System.currentTimeMillis() + shiftMillis;
    }

    /**
     * {@link System#nanoTime()}, moved by the shift too, so that a wall clock a library derives from
     * a base time and elapsed nanoseconds moves with the one it reads.
     */
    public static long nanoTime() {
        return System.nanoTime() + shiftNanos;
    }

    // ---- java.time.Clock and Instant ----

    /** {@link Instant#now()}, shifted. */
    public static Instant instantNow() {
        Duration s = shift;
        return s.isZero() ? Instant.now() : Instant.now().plus(s);
    }

    /** {@link Clock#systemUTC()}, shifted. */
    public static Clock systemUTC() {
        return shifted(Clock.systemUTC());
    }

    /** {@link Clock#systemDefaultZone()}, shifted. */
    public static Clock systemDefaultZone() {
        return shifted(Clock.systemDefaultZone());
    }

    /** {@link Clock#system(ZoneId)}, shifted. */
    public static Clock system(ZoneId zone) {
        return shifted(Clock.system(zone));
    }

    /** {@link Clock#tickMillis(ZoneId)}, shifted. */
    public static Clock tickMillis(ZoneId zone) {
        Duration s = shift;
        return s.isZero() ? Clock.tickMillis(zone) : Clock.tick(system(zone), Duration.ofMillis(1));
    }

    /** {@link Clock#tickSeconds(ZoneId)}, shifted. */
    public static Clock tickSeconds(ZoneId zone) {
        Duration s = shift;
        return s.isZero() ? Clock.tickSeconds(zone) : Clock.tick(system(zone), Duration.ofSeconds(1));
    }

    /** {@link Clock#tickMinutes(ZoneId)}, shifted. */
    public static Clock tickMinutes(ZoneId zone) {
        Duration s = shift;
        return s.isZero() ? Clock.tickMinutes(zone) : Clock.tick(system(zone), Duration.ofMinutes(1));
    }

    /** The system clock of the default zone, shifted. */
    private static Clock clock() {
        return shifted(Clock.systemDefaultZone());
    }

    /** The system clock of {@code zone}, shifted ({@link NullPointerException} for a null zone, as the JDK's). */
    private static Clock clock(ZoneId zone) {
        return shifted(Clock.system(zone));
    }

    private static Clock shifted(Clock base) {
        Duration s = shift;
        return s.isZero() ? base : Clock.offset(base, s);
    }

    // ---- java.time: now() and now(ZoneId) ----

    /** {@link LocalDate#now()}, shifted. */
    public static LocalDate localDateNow() {
        return LocalDate.now(clock());
    }

    /** {@link LocalDate#now(ZoneId)}, shifted. */
    public static LocalDate localDateNow(ZoneId zone) {
        return LocalDate.now(clock(zone));
    }

    /** {@link LocalTime#now()}, shifted. */
    public static LocalTime localTimeNow() {
        return LocalTime.now(clock());
    }

    /** {@link LocalTime#now(ZoneId)}, shifted. */
    public static LocalTime localTimeNow(ZoneId zone) {
        return LocalTime.now(clock(zone));
    }

    /** {@link LocalDateTime#now()}, shifted. */
    public static LocalDateTime localDateTimeNow() {
        return LocalDateTime.now(clock());
    }

    /** {@link LocalDateTime#now(ZoneId)}, shifted. */
    public static LocalDateTime localDateTimeNow(ZoneId zone) {
        return LocalDateTime.now(clock(zone));
    }

    /** {@link ZonedDateTime#now()}, shifted. */
    public static ZonedDateTime zonedDateTimeNow() {
        return ZonedDateTime.now(clock());
    }

    /** {@link ZonedDateTime#now(ZoneId)}, shifted. */
    public static ZonedDateTime zonedDateTimeNow(ZoneId zone) {
        return ZonedDateTime.now(clock(zone));
    }

    /** {@link OffsetDateTime#now()}, shifted. */
    public static OffsetDateTime offsetDateTimeNow() {
        return OffsetDateTime.now(clock());
    }

    /** {@link OffsetDateTime#now(ZoneId)}, shifted. */
    public static OffsetDateTime offsetDateTimeNow(ZoneId zone) {
        return OffsetDateTime.now(clock(zone));
    }

    /** {@link OffsetTime#now()}, shifted. */
    public static OffsetTime offsetTimeNow() {
        return OffsetTime.now(clock());
    }

    /** {@link OffsetTime#now(ZoneId)}, shifted. */
    public static OffsetTime offsetTimeNow(ZoneId zone) {
        return OffsetTime.now(clock(zone));
    }

    /** {@link Year#now()}, shifted. */
    public static Year yearNow() {
        return Year.now(clock());
    }

    /** {@link Year#now(ZoneId)}, shifted. */
    public static Year yearNow(ZoneId zone) {
        return Year.now(clock(zone));
    }

    /** {@link YearMonth#now()}, shifted. */
    public static YearMonth yearMonthNow() {
        return YearMonth.now(clock());
    }

    /** {@link YearMonth#now(ZoneId)}, shifted. */
    public static YearMonth yearMonthNow(ZoneId zone) {
        return YearMonth.now(clock(zone));
    }

    /** {@link MonthDay#now()}, shifted. */
    public static MonthDay monthDayNow() {
        return MonthDay.now(clock());
    }

    /** {@link MonthDay#now(ZoneId)}, shifted. */
    public static MonthDay monthDayNow(ZoneId zone) {
        return MonthDay.now(clock(zone));
    }

    /** {@link HijrahDate#now()}, shifted. */
    public static HijrahDate hijrahDateNow() {
        return HijrahDate.now(clock());
    }

    /** {@link HijrahDate#now(ZoneId)}, shifted. */
    public static HijrahDate hijrahDateNow(ZoneId zone) {
        return HijrahDate.now(clock(zone));
    }

    /** {@link JapaneseDate#now()}, shifted. */
    public static JapaneseDate japaneseDateNow() {
        return JapaneseDate.now(clock());
    }

    /** {@link JapaneseDate#now(ZoneId)}, shifted. */
    public static JapaneseDate japaneseDateNow(ZoneId zone) {
        return JapaneseDate.now(clock(zone));
    }

    /** {@link MinguoDate#now()}, shifted. */
    public static MinguoDate minguoDateNow() {
        return MinguoDate.now(clock());
    }

    /** {@link MinguoDate#now(ZoneId)}, shifted. */
    public static MinguoDate minguoDateNow(ZoneId zone) {
        return MinguoDate.now(clock(zone));
    }

    /** {@link ThaiBuddhistDate#now()}, shifted. */
    public static ThaiBuddhistDate thaiBuddhistDateNow() {
        return ThaiBuddhistDate.now(clock());
    }

    /** {@link ThaiBuddhistDate#now(ZoneId)}, shifted. */
    public static ThaiBuddhistDate thaiBuddhistDateNow(ZoneId zone) {
        return ThaiBuddhistDate.now(clock(zone));
    }

    /** {@link Chronology#dateNow()} of {@code chronology}, shifted. */
    public static ChronoLocalDate dateNow(Chronology chronology) {
        return chronology.dateNow(clock());
    }

    /** {@link Chronology#dateNow(ZoneId)} of {@code chronology}, shifted. */
    public static ChronoLocalDate dateNow(Chronology chronology, ZoneId zone) {
        return chronology.dateNow(clock(zone));
    }

    /** {@link IsoChronology#dateNow()} of {@code chronology}, shifted. */
    public static LocalDate dateNow(IsoChronology chronology) {
        return chronology.dateNow(clock());
    }

    /** {@link IsoChronology#dateNow(ZoneId)} of {@code chronology}, shifted. */
    public static LocalDate dateNow(IsoChronology chronology, ZoneId zone) {
        return chronology.dateNow(clock(zone));
    }

    // ---- java.util ----

    /** {@code new Date()}, shifted (what a method reference {@code Date::new} becomes). */
    public static Date newDate() {
        return new Date(currentTimeMillis());
    }

    /** {@link Calendar#getInstance()}, shifted. */
    public static Calendar calendarInstance() {
        return setToNow(Calendar.getInstance());
    }

    /** {@link Calendar#getInstance(TimeZone)}, shifted. */
    public static Calendar calendarInstance(TimeZone zone) {
        return setToNow(Calendar.getInstance(zone));
    }

    /** {@link Calendar#getInstance(Locale)}, shifted. */
    public static Calendar calendarInstance(Locale locale) {
        return setToNow(Calendar.getInstance(locale));
    }

    /** {@link Calendar#getInstance(TimeZone, Locale)}, shifted. */
    public static Calendar calendarInstance(TimeZone zone, Locale locale) {
        return setToNow(Calendar.getInstance(zone, locale));
    }

    /** {@code new GregorianCalendar()}, shifted (what {@code GregorianCalendar::new} becomes). */
    public static GregorianCalendar newGregorianCalendar() {
        return setToNow(new GregorianCalendar());
    }

    /** {@code new GregorianCalendar(zone)}, shifted. */
    public static GregorianCalendar newGregorianCalendar(TimeZone zone) {
        return setToNow(new GregorianCalendar(zone));
    }

    /** {@code new GregorianCalendar(locale)}, shifted. */
    public static GregorianCalendar newGregorianCalendar(Locale locale) {
        return setToNow(new GregorianCalendar(locale));
    }

    /** {@code new GregorianCalendar(zone, locale)}, shifted. */
    public static GregorianCalendar newGregorianCalendar(TimeZone zone, Locale locale) {
        return setToNow(new GregorianCalendar(zone, locale));
    }

    /**
     * Sets a calendar just made for the current time to the shifted current time (nothing while the
     * shift is zero): what rewritten code calls right after {@code new GregorianCalendar(...)}.
     */
    public static void adjust(Calendar madeNow) {
        if (shiftMillis != 0) {
            madeNow.setTimeInMillis(currentTimeMillis());
        }
    }

    private static <C extends Calendar> C setToNow(C calendar) {
        adjust(calendar);
        return calendar;
    }
}
