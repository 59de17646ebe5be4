package dev.ferret.cli;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/** Parses durations such as {@code 500ms}, {@code 30s}, {@code 2m}, {@code 1h}, {@code 90} (seconds) or {@code PT1M}. */
final class DurationConverter implements CommandLine.ITypeConverter<Duration> {

    private static final Pattern SIMPLE = Pattern.compile("(\\d+)(ms|s|m|h)?");

    @Override
    public Duration convert(String value) {
        Duration d = parse(value);
        if (d == null) {
            throw new CommandLine.TypeConversionException(
                    "invalid duration '" + value + "': use a number with a unit, e.g. 500ms, 30s, 2m or 1h");
        }
        return d;
    }

    static Duration parse(String value) {
        String v = value.strip().toLowerCase(java.util.Locale.ROOT);
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
            Duration d = Duration.parse(value.strip().toUpperCase(java.util.Locale.ROOT));
            return d.isNegative() || d.isZero() ? null : d;
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
