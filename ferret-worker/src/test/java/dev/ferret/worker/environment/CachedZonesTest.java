package dev.ferret.worker.environment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.TimeZone;
import org.joda.time.DateTimeZone;
import org.junit.jupiter.api.Test;

class CachedZonesTest {

    @Test
    void shouldPutJodaTimeInTheZoneAndBack() {
        DateTimeZone before = DateTimeZone.getDefault();
        CachedZones zones = CachedZones.of(getClass().getClassLoader());
        Object saved = zones.current();
        assertEquals(before, saved);
        try {
            zones.set(TimeZone.getTimeZone("Pacific/Chatham"));
            assertEquals("Pacific/Chatham", DateTimeZone.getDefault().getID());
            assertEquals(12, new org.joda.time.DateTime(0L).getHourOfDay(), "UTC+12:45 in January 1970");
        } finally {
            zones.restore(saved);
        }
        assertEquals(before, DateTimeZone.getDefault());
    }

    @Test
    void shouldDoNothingWhereNoSuchLibraryIsSeen() {
        CachedZones zones = CachedZones.of(new URLClassLoader(new URL[0], null));
        assertNull(zones.current());
        zones.set(TimeZone.getTimeZone("Pacific/Chatham"));
        zones.restore(null);
    }
}
