package dev.ferret.cli;

import dev.ferret.core.run.InvalidInputException;
import dev.ferret.orchestration.Durations;
import java.time.Duration;
import picocli.CommandLine;

/** Parses a duration option with {@link Durations}. */
final class DurationConverter implements CommandLine.ITypeConverter<Duration> {

    @Override
    public Duration convert(String value) {
        try {
            return Durations.parse(value);
        } catch (InvalidInputException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }
}
