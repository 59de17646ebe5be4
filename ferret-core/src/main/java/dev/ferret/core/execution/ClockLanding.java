package dev.ferret.core.execution;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.Objects;

/**
 * Where an {@link EnvironmentVariant}'s clock lands: whole days beyond its shift, so that it is
 * between {@code offset} and {@code offset} plus two days from a daylight-saving change of the
 * variant's zone. A value computed over a span of days that crosses such a change (the hours of a
 * period from a date some weeks ago to now) is off by the change's hour there, as it is where a
 * user runs the test in the weeks after the clocks went back; a fixed shift finds that only by
 * chance. The day added beyond the first keeps the day of the week from matching the real one.
 *
 * @param forward the change the clock lands near: clocks going forward (into summer time, a gap
 *     in local time) or back (an overlap)
 * @param offset how far from the change: positive after it, negative before it
 */
public record ClockLanding(boolean forward, Duration offset) {

    private static final long DAY_MILLIS = Duration.ofDays(1).toMillis();

    public ClockLanding {
        Objects.requireNonNull(offset, "offset");
    }

    /** Lands {@code offset} (to two days more) from the next change in the direction {@code forward}. */
    public static ClockLanding after(boolean forward, Duration offset) {
        return new ClockLanding(forward, offset);
    }

    /**
     * The whole days to add to {@code clockShift} from {@code nowMillis}: the fewest that put the
     * clock at least {@code offset} from the first such change of {@code zone} whose landing
     * point is not behind the shifted clock, and one more if the shifted day of the week (in
     * {@code zone}) would be the real one (in {@code realZone}). Zero where the zone has no such
     * change ahead.
     */
    long extraDays(long nowMillis, Duration clockShift, String zone, ZoneId realZone) {
        Instant now = Instant.ofEpochMilli(nowMillis);
        Instant base = now.plus(clockShift);
        ZoneRules rules = ZoneId.of(zone).getRules();
        ZoneOffsetTransition change = rules.nextTransition(base.minus(offset).minusMillis(1));
        while (change != null && change.isGap() != forward) {
            change = rules.nextTransition(change.getInstant());
        }
        if (change == null) {
            return 0;
        }
        long millis = Duration.between(base, change.getInstant().plus(offset)).toMillis();
        long days = Math.max(0, -Math.floorDiv(-millis, DAY_MILLIS));
        if (base.plus(Duration.ofDays(days)).atZone(ZoneId.of(zone)).getDayOfWeek()
                == now.atZone(realZone).getDayOfWeek()) {
            days++;
        }
        return days;
    }

    /** In a few words: {@code 1 to 3 days after the clocks go forward}. */
    String describe() {
        long from = Math.abs(offset.toDays());
        boolean before = offset.isNegative();
        long near = before ? from - 2 : from;
        long far = before ? from : from + 2;
        return near + " to " + far + " days " + (before ? "before" : "after") + " the clocks go "
                + (forward ? "forward" : "back");
    }
}
