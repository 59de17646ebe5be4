package dev.ferret.examples.clock;

import java.time.LocalTime;
import java.util.Locale;
import java.util.Objects;

/**
 * Greets someone by name.
 *
 * <p>Environment-dependent: {@code greeting} (the hour of the day in the default zone),
 * {@code shout} (the default locale's upper case: a Turkish i has a dot), {@code signature} (the
 * user). Stable: {@code getName}, {@code initials}, {@code length}.
 */
public final class Greeter {
    private final String name;

    public Greeter(String name) {
        this.name = Objects.requireNonNull(name, "name");
    }

    public String getName() {
        return name;
    }

    public int length() {
        return name.length();
    }

    /** The first letter of each word, in upper case whatever the locale. */
    public String initials() {
        StringBuilder sb = new StringBuilder();
        for (String word : name.trim().split("\\s+")) {
            if (!word.isEmpty()) {
                sb.append(word.substring(0, 1).toUpperCase(Locale.ROOT));
            }
        }
        return sb.toString();
    }

    public String greeting() {
        int hour = LocalTime.now().getHour();
        String part = hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening";
        return "Good " + part + ", " + name;
    }

    public String shout() {
        return name.toUpperCase() + "!";
    }

    public String signature() {
        return name + " (" + System.getProperty("user.name") + ")";
    }
}
