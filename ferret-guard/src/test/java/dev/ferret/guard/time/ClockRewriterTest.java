package dev.ferret.guard.time;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.guard.boot.ShiftedTime;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.MonthDay;
import java.time.OffsetTime;
import java.time.Year;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.chrono.ChronoLocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.TimeZone;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Type;

class ClockRewriterTest {

    private static final Duration SHIFT = Duration.parse("P400DT7H13M17.123S");
    private static final long TOLERANCE_MILLIS = 10_000;

    private Class<?> fixture;
    private RewritingLoader loader;

    @BeforeEach
    void load() throws Exception {
        loader = new RewritingLoader(ClockFixture.class.getName());
        fixture = loader.loadClass(ClockFixture.class.getName());
    }

    @AfterEach
    void unshift() {
        ShiftedTime.set(Duration.ZERO);
    }

    @Test
    void shouldShiftEveryClockReadOfARewrittenClass() throws Exception {
        ShiftedTime.set(SHIFT);
        long shifted = System.currentTimeMillis() + SHIFT.toMillis();
        assertNear(shifted, (long) call("millis"));
        assertNear(shifted, ((Instant) call("instant")).toEpochMilli());
        assertNear(shifted, (long) call("clockMillis"));
        assertNear(shifted, (long) call("zoneClockMillis"));
        assertNear(shifted, ((Date) call("date")).getTime());
        assertNear(shifted, ((Calendar) call("calendar")).getTimeInMillis());
        assertNear(shifted, ((Calendar) call("calendarIn", TimeZone.getTimeZone("Asia/Tokyo"))).getTimeInMillis());
        assertNear(shifted, ((GregorianCalendar) call("gregorian")).getTimeInMillis());
        assertNear(shifted, ((GregorianCalendar) call("gregorianIn", TimeZone.getTimeZone("UTC"))).getTimeInMillis());
        long nanosAhead = (long) call("nanos") - System.nanoTime();
        assertNear(SHIFT.toMillis(), nanosAhead / 1_000_000);
        assertEquals(1, (int) call("discarded"));
    }

    @Test
    void shouldShiftMethodReferencesAndLambdas() throws Exception {
        ShiftedTime.set(SHIFT);
        long shifted = System.currentTimeMillis() + SHIFT.toMillis();
        assertNear(shifted, ((Supplier<?>) call("dateReference")).get() instanceof Date d ? d.getTime() : 0);
        assertNear(shifted, ((GregorianCalendar) ((Supplier<?>) call("calendarReference")).get()).getTimeInMillis());
        assertNear(shifted, ((LongSupplier) call("millisReference")).getAsLong());
        assertNear(shifted, ((Instant) ((Supplier<?>) call("instantLambda")).get()).toEpochMilli());
        LocalDate before = LocalDate.now(Clock.offset(Clock.systemDefaultZone(), SHIFT));
        LocalDate date = (LocalDate) ((Supplier<?>) call("localDateReference")).get();
        assertBetween(before, date, LocalDate.now(Clock.offset(Clock.systemDefaultZone(), SHIFT)));
    }

    @Test
    void shouldShiftTheDatesAndTimesOfJavaTime() throws Exception {
        ShiftedTime.set(SHIFT);
        Clock utc = Clock.offset(Clock.systemUTC(), SHIFT);
        Clock local = Clock.offset(Clock.systemDefaultZone(), SHIFT);
        LocalDate dayBefore = LocalDate.now(local);
        Year yearBefore = Year.now(local);
        MonthDay monthDayBefore = MonthDay.now(utc);
        LocalDate utcBefore = LocalDate.now(utc);
        LocalDate date = (LocalDate) call("localDate");
        LocalDateTime inTokyo = (LocalDateTime) call("localDateTimeIn", ZoneId.of("Asia/Tokyo"));
        ZonedDateTime zoned = (ZonedDateTime) call("zoned");
        Year year = (Year) call("year");
        MonthDay monthDay = (MonthDay) call("monthDay");
        OffsetTime offsetTime = (OffsetTime) call("offsetTime");
        LocalDate iso = (LocalDate) call("isoDate");
        ChronoLocalDate chronology = (ChronoLocalDate) call("chronologyDate");
        assertBetween(dayBefore, date, LocalDate.now(local));
        assertBetween(dayBefore, iso, LocalDate.now(local));
        assertBetween(utcBefore, LocalDate.from(chronology), LocalDate.now(utc));
        assertNear(LocalDateTime.now(Clock.offset(Clock.system(ZoneId.of("Asia/Tokyo")), SHIFT))
                .atZone(ZoneId.of("Asia/Tokyo")).toInstant().toEpochMilli(),
                inTokyo.atZone(ZoneId.of("Asia/Tokyo")).toInstant().toEpochMilli());
        assertNear(System.currentTimeMillis() + SHIFT.toMillis(), zoned.toInstant().toEpochMilli());
        assertTrue(year.equals(yearBefore) || year.equals(Year.now(local)), year + " is not the shifted year");
        assertTrue(monthDay.equals(monthDayBefore) || monthDay.equals(MonthDay.now(utc)), monthDay.toString());
        long ahead = ChronoUnit.MILLIS.between(OffsetTime.now(local).minus(Duration.ofSeconds(5)), offsetTime);
        assertTrue(Math.floorMod(ahead, 86_400_000L) < TOLERANCE_MILLIS, "offset time " + offsetTime);
    }

    @Test
    void shouldShiftTheCalendarASubclassMakesThroughItsSuperclass() throws Exception {
        ShiftedTime.set(SHIFT);
        long shifted = System.currentTimeMillis() + SHIFT.toMillis();
        Class<?> subclass = loader.loadClass(ClockFixture.Subclass.class.getName());
        assertNear(shifted, ((Calendar) subclass.getConstructor().newInstance()).getTimeInMillis());
        assertNear(shifted, ((Calendar) subclass.getConstructor(TimeZone.class)
                .newInstance(TimeZone.getTimeZone("UTC"))).getTimeInMillis());
    }

    @Test
    void shouldReadTheRealClockWhileTheShiftIsZero() throws Exception {
        long now = System.currentTimeMillis();
        assertNear(now, (long) call("millis"));
        assertNear(now, ((Date) call("date")).getTime());
        assertNear(now, ((GregorianCalendar) call("gregorian")).getTimeInMillis());
        assertEquals(Clock.systemUTC(), ShiftedTime.systemUTC(), "the JDK's own clock while unshifted");
        assertNear(System.nanoTime() / 1_000_000, (long) call("nanos") / 1_000_000);
    }

    @Test
    void shouldLeaveFixedDatesAndGivenClocksAlone() throws Exception {
        ShiftedTime.set(SHIFT);
        assertEquals(new Date(0L), call("epoch"));
        assertEquals(LocalDate.of(1970, 1, 1), call("fixed"));
        assertEquals(new GregorianCalendar(2001, Calendar.JANUARY, 1).getTimeInMillis(),
                ((GregorianCalendar) call("ofDate")).getTimeInMillis());
    }

    @Test
    void shouldReturnNullForClassesWithoutClockReadsAndForUnparsableBytes() {
        assertNull(ClockRewriter.rewrite(RewritingLoader.classFile(NoClockFixture.class.getName())));
        assertNull(ClockRewriter.rewrite(new byte[] {1, 2, 3}));
        assertNotNull(ClockRewriter.rewrite(RewritingLoader.classFile(ClockFixture.class.getName())));
    }

    @Test
    void shouldCallOnlyMethodsShiftedTimeHas() throws Exception {
        for (Handle h : ClockCalls.replacements()) {
            Method found = null;
            for (Method m : ShiftedTime.class.getMethods()) {
                if (m.getName().equals(h.getName()) && Type.getMethodDescriptor(m).equals(h.getDesc())) {
                    found = m;
                }
            }
            assertNotNull(found, "ShiftedTime." + h.getName() + h.getDesc());
            assertTrue(Modifier.isStatic(found.getModifiers()), found.toString());
            assertEquals(ClockCalls.SHIFTED_TIME, Type.getInternalName(ShiftedTime.class));
        }
    }

    private Object call(String name, Object... args) throws Exception {
        for (Method m : fixture.getMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() == args.length) {
                return m.invoke(null, args);
            }
        }
        throw new NoSuchMethodException(name);
    }

    private static void assertNear(long expected, long actual) {
        assertTrue(Math.abs(expected - actual) < TOLERANCE_MILLIS,
                "expected about " + Instant.ofEpochMilli(expected) + " but was " + Instant.ofEpochMilli(actual));
    }

    private static <T extends Comparable<? super T>> void assertBetween(T low, T actual, T high) {
        assertTrue(low.compareTo(actual) <= 0 && actual.compareTo(high) <= 0,
                actual + " is not between " + low + " and " + high);
    }
}
