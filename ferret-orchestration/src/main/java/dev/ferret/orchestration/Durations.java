package dev.ferret.orchestration;

import dev.ferret.core.run.InvalidInputException;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations as users write them in every front end: {@code 500ms}, {@code 30s}, {@code 2m},
 * {@code 1h}, {@code 90} (seconds) or ISO-8601 such as {@code PT1M}; always positive.
 */
public final class Durations {

    private static final Pattern SIMPLE = Pattern.compile("(\\d+)(ms|s|m|h)?");

    private Durations() {
    }

    /**
     * The duration a text gives.
     *
     * @throws InvalidInputException when it is not a positive duration, with a message that says
     *     how to write one
     */
    public static Duration parse(String value) throws InvalidInputException {
        Duration d = value == null ? null : parseOrNull(value);
        if (d == null) {
            throw new InvalidInputException(
                    "invalid duration '" + value + "': use a number with a unit, e.g. 500ms, 30s, 2m or 1h");
        }
        return d;
    }

    private static Duration parseOrNull(String value) {
        String v = value.strip().toLowerCase(Locale.ROOT);
        Matcher m = SIMPLE.matcher(v);
        if (m.matches()) {
            long n;
            try {
                n = Long.parseLong(m.group(1));
            } catch (NumberFormatException e) {
                return null;
            }
            String unit = m.group(2) == null ? "s" : m.group(2);
            Duration d = switch (unit) {
                case "ms" -> Duration.ofMillis(n);
                case "m" -> Duration.ofMinutes(n);
                case "h" -> Duration.ofHours(n);
                default -> Duration.ofSeconds(n);
            };
            return d.isZero() ? null : d;
        }
        try {
            Duration d = Duration.parse(value.strip().toUpperCase(Locale.ROOT));
            return d.isNegative() || d.isZero() ? null : d;
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
