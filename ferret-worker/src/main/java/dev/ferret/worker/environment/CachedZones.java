package dev.ferret.worker.environment;

import java.lang.reflect.Method;
import java.util.TimeZone;

/**
 * The default zone a library of the code under test keeps for itself once it has read the JVM's:
 * joda-time's {@code DateTimeZone.getDefault()}, set through its own {@code setDefault}. Without
 * it a worker's variant runs would leave joda-time in the zone of its first use, and an hour of the
 * day computed there (and whatever it feeds) would pass as independent of the zone.
 */
final class CachedZones {

    private static final String JODA_ZONE = "org.joda.time.DateTimeZone";

    /** No such library on the code under test's class path. */
    private static final CachedZones NONE = new CachedZones(null, null, null);

    private final Method getDefault;
    private final Method setDefault;
    private final Method forTimeZone;

    private CachedZones(Method getDefault, Method setDefault, Method forTimeZone) {
        this.getDefault = getDefault;
        this.setDefault = setDefault;
        this.forTimeZone = forTimeZone;
    }

    /** The libraries with a zone of their own that {@code loader} sees. */
    static CachedZones of(ClassLoader loader) {
        try {
            Class<?> zone = Class.forName(JODA_ZONE, true, loader);
            return new CachedZones(zone.getMethod("getDefault"), zone.getMethod("setDefault", zone),
                    zone.getMethod("forTimeZone", TimeZone.class));
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            return NONE;
        }
    }

    /** The library's default zone now, to {@linkplain #restore restore} later; null without one. */
    Object current() {
        return getDefault == null ? null : call(getDefault);
    }

    /** Puts the library in {@code zone}. */
    void set(TimeZone zone) {
        if (setDefault != null) {
            Object converted = call(forTimeZone, zone);
            if (converted != null) {
                call(setDefault, converted);
            }
        }
    }

    /** Puts the library back in a zone {@link #current()} returned. */
    void restore(Object zone) {
        if (setDefault != null && zone != null) {
            call(setDefault, zone);
        }
    }

    private static Object call(Method m, Object... arguments) {
        try {
            return m.invoke(null, arguments);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return null; // the library refused: it keeps its zone
        }
    }
}
