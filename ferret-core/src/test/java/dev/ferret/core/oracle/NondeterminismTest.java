package dev.ferret.core.oracle;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NondeterminismTest {

    @Test
    void shouldFlagShufflesWithoutARandomSource() {
        assertTrue(Nondeterminism.matches("org.apache.commons.lang3.ArrayUtils.shuffle(long[])"));
        assertTrue(Nondeterminism.matches("org.apache.commons.lang3.ArrayUtils.shuffle(int[],int,int)"));
        assertTrue(Nondeterminism.matches("java.util.Collections.shuffle(java.util.List)"));
        assertFalse(Nondeterminism.matches("java.util.Collections.shuffle(java.util.List,java.util.Random)"));
        assertFalse(Nondeterminism.matches("org.apache.commons.lang3.ArrayUtils.shuffle(long[],java.util.Random)"));
    }

    @Test
    void shouldFlagRandomUtilities() {
        assertTrue(Nondeterminism.matches("org.apache.commons.lang3.RandomStringUtils.random(int)"));
        assertTrue(Nondeterminism.matches("org.apache.commons.lang3.RandomUtils.nextInt()"));
        assertFalse(Nondeterminism.matches("org.apache.commons.lang3.StringUtils.reverse(java.lang.String)"));
    }

    @Test
    void shouldFlagIdentityHashesAndTime() {
        assertTrue(Nondeterminism.matches("java.lang.Object.hashCode()"));
        assertTrue(Nondeterminism.matches("java.lang.System.currentTimeMillis()"));
        assertTrue(Nondeterminism.matches("java.time.LocalDate.now()"));
        assertFalse(Nondeterminism.matches("java.util.TreeSet.size()"));
    }

    @Test
    void shouldFlagEveryClockReadOfTheJdkThatTheClockRewriterRedirects() {
        assertTrue(Nondeterminism.matches("java.util.Calendar.getInstance(java.util.Locale)"));
        assertTrue(Nondeterminism.matches("java.util.Calendar.getInstance()"));
        assertTrue(Nondeterminism.matches("java.util.GregorianCalendar.<init>()"));
        assertTrue(Nondeterminism.matches("java.util.GregorianCalendar.<init>(java.util.TimeZone,java.util.Locale)"));
        assertFalse(Nondeterminism.matches("java.util.GregorianCalendar.<init>(int,int,int)"));
        assertTrue(Nondeterminism.matches("java.time.Clock.systemUTC()"));
        assertTrue(Nondeterminism.matches("java.time.Clock.tickSeconds(java.time.ZoneId)"));
        assertFalse(Nondeterminism.matches("java.time.Clock.fixed(java.time.Instant,java.time.ZoneId)"));
        assertTrue(Nondeterminism.matches("java.time.chrono.IsoChronology.dateNow(java.time.ZoneId)"));
        assertTrue(Nondeterminism.matches("java.time.ZonedDateTime.now(java.time.ZoneId)"));
    }

    @Test
    void shouldFlagTheDefaultZoneAndCharsetAndComparisonsWithNow() {
        assertTrue(Nondeterminism.matches("java.time.ZoneId.systemDefault()"));
        assertTrue(Nondeterminism.matches("java.nio.charset.Charset.defaultCharset()"));
        assertTrue(Nondeterminism.matches("org.joda.time.base.AbstractInstant.isAfterNow()"));
        assertTrue(Nondeterminism.matches("org.joda.time.base.AbstractInterval.containsNow()"));
        assertFalse(Nondeterminism.matches("java.time.ZoneId.of(java.lang.String)"));
        assertFalse(Nondeterminism.matches("org.joda.time.base.AbstractInstant.isAfter(long)"));
    }
}
