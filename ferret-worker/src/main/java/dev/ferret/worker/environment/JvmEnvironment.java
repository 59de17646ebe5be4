package dev.ferret.worker.environment;

import dev.ferret.core.execution.EnvironmentVariant;
import dev.ferret.core.execution.VariedEnvironment;
import dev.ferret.guard.boot.Gate;
import dev.ferret.guard.boot.ShiftedTime;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TimeZone;

/**
 * Switches this JVM into one of its {@link EnvironmentVariant}s and back: the {@link ShiftedTime} of the
 * rewritten code under test, the default time zone and locale (all its categories), and the
 * system properties {@code user.timezone}, {@code user.language}, {@code user.country},
 * {@code user.name} and {@code user.home}. The changes are Ferret's own, made
 * {@linkplain Gate#privileged privileged}. A library that keeps a default zone of its own gets the
 * variant's through its own API ({@link CachedZones}: joda-time); other values the code under test
 * cached before do not change, and the flaky filter's re-runs in fresh JVMs vary those.
 */
public final class JvmEnvironment implements VariedEnvironment {

    private static final String[] PROPERTIES = {"user.timezone", "user.language", "user.country", "user.name",
        "user.home"};

    private final List<EnvironmentVariant> variants;
    private ClassLoader cachedFor;
    private CachedZones cached;

    /** @param variants the environments to switch to, in the order tests run there */
    public JvmEnvironment(List<EnvironmentVariant> variants) {
        this.variants = List.copyOf(variants);
    }

    @Override
    public List<EnvironmentVariant> variants() {
        return variants;
    }

    @Override
    public Switched enter(EnvironmentVariant variant, ClassLoader codeUnderTest) {
        Objects.requireNonNull(variant, "variant");
        if (cachedFor != codeUnderTest) {
            cached = CachedZones.of(codeUnderTest);
            cachedFor = codeUnderTest;
        }
        CachedZones cached = this.cached;
        Saved saved = Gate.privileged(() -> {
            Saved before = Saved.now(cached);
            Locale locale = variant.defaultLocale();
            Map<String, String> properties = new LinkedHashMap<>();
            properties.put("user.timezone", variant.zone());
            properties.put("user.language", locale.getLanguage());
            properties.put("user.country", locale.getCountry());
            properties.put("user.name", variant.userName());
            properties.put("user.home", variant.userHome());
            TimeZone zone = TimeZone.getTimeZone(variant.zone());
            Duration shift = variant.clockShiftFrom(System.currentTimeMillis(), before.zone().toZoneId());
            apply(shift, zone, locale, locale, locale, properties);
            cached.set(zone);
            return before;
        });
        return () -> Gate.privileged(() -> {
            saved.restore();
            return null;
        });
    }

    private static void apply(Duration shift, TimeZone zone, Locale locale, Locale display, Locale format,
                              Map<String, String> properties) {
        ShiftedTime.set(shift);
        TimeZone.setDefault(zone);
        Locale.setDefault(locale);
        Locale.setDefault(Locale.Category.DISPLAY, display);
        Locale.setDefault(Locale.Category.FORMAT, format);
        properties.forEach((k, v) -> {
            if (v == null) {
                System.clearProperty(k);
            } else {
                System.setProperty(k, v);
            }
        });
    }

    /** The environment as it was before the switch. */
    private record Saved(Duration shift, TimeZone zone, Locale locale, Locale display, Locale format,
                         Map<String, String> properties, CachedZones cached, Object cachedZone) {
        static Saved now(CachedZones cached) {
            Map<String, String> properties = new LinkedHashMap<>();
            for (String p : PROPERTIES) {
                properties.put(p, System.getProperty(p));
            }
            return new Saved(ShiftedTime.shift(), TimeZone.getDefault(), Locale.getDefault(),
                    Locale.getDefault(Locale.Category.DISPLAY), Locale.getDefault(Locale.Category.FORMAT), properties,
                    cached, cached.current());
        }

        void restore() {
            apply(shift, zone, locale, display, format, properties);
            cached.restore(cachedZone);
        }
    }
}
