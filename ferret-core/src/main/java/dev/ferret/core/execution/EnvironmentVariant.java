package dev.ferret.core.execution;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Another environment for the code under test to run in, so that Ferret asserts no value that
 * depends on it: the clock moved, another default time zone and locale, another user. The
 * variants differ from each other and from any real environment in what a value derived from
 * them shows: year, month, day of the week, hour, minute, second and millisecond of the clock
 * (a value that one of them leaves as it was by chance, such as the day of the week of a date
 * whose year a call replaced, another changes); zones east and west of UTC with whole, half- and
 * three-quarter-hour offsets, with and without daylight-saving time, so that between the two a
 * worker uses every instant falls on another local date; locales that change case mapping
 * ({@code tr-TR}: dotless i), number formatting ({@code de-DE}, {@code pl-PL}: decimal comma) and
 * month and day names. A worker runs tests in {@link #GENERATION}, the flaky filter's re-runs in
 * {@link #RERUN}: four environments in all. Three of them put the clock a few days from a
 * daylight-saving change of their zone ({@link ClockLanding}), so that a value computed over a
 * span of days that ends or starts now (hours between a date weeks ago and now) changes there as
 * it does in the real world for a few weeks a year. Their local times of day are spread over the
 * day, about 4.5, 8.5, 13 and 18.5 hours after the real local time whatever the real zone (the
 * shift's time of day plus the variant zone's offset), their minutes and seconds other than the
 * real ones too, no two neighbours among the five more than 5.5 hours apart, and the worker's two with the real one no
 * two more than 11 hours apart: a value that depends on the part of the day (a morning, afternoon
 * or evening greeting) differs between them whatever the real hour, so the worker already leaves
 * it unasserted, where the value it came from is known, and the re-runs check again.
 *
 * @param clockShift how far the clock of the code under test is moved at least
 * @param landing where the clock lands beyond {@code clockShift}: near a daylight-saving change of
 *     the zone, or {@code null} for exactly {@code clockShift}
 * @param zone the default time zone's id
 * @param locale the default locale as a language tag
 * @param userName the {@code user.name} system property
 * @param userHome the {@code user.home} system property (a directory that does not exist)
 */
public record EnvironmentVariant(Duration clockShift, ClockLanding landing, String zone, String locale, String userName,
                                 String userHome) {

    /**
     * The system property from which a re-run JVM's clock shift is read (an ISO-8601 duration);
     * the guard's {@code ShiftedTime.PROPERTY}.
     */
    public static final String CLOCK_SHIFT_PROPERTY = "ferret.clock.shift";

    /**
     * East: 400 days, 23 h 23 min 17.003 s later (plus the real zone's offset) and then whole days
     * on, to one to three days after the clocks went forward in Pacific/Chatham (UTC+12:45, +13:45
     * in summer), about 13 h 8 min after the real local time; Turkish.
     */
    public static final EnvironmentVariant EAST = new EnvironmentVariant(Duration.parse("P400DT23H23M17.003S"),
            ClockLanding.after(true, Duration.ofDays(1)), "Pacific/Chatham", "tr-TR", "ferret-elsewhere",
            "/nonexistent/ferret-elsewhere");

    /**
     * West: 1,234 days, 19 h 29 min 43.961 s later (plus the real zone's offset), in
     * Pacific/Pago_Pago (UTC-11, no daylight saving), 8 h 29 min after the real local time; German.
     */
    public static final EnvironmentVariant WEST = new EnvironmentVariant(Duration.parse("P1234DT19H29M43.961S"), null,
            "Pacific/Pago_Pago", "de-DE", "ferret-abroad", "/nonexistent/ferret-abroad");

    /** The variants a worker runs each regression test it is about to keep in once more. */
    public static final List<EnvironmentVariant> GENERATION = List.of(EAST, WEST);

    /**
     * Re-run east: 1,461 days (four years), 8 h 2 min 31.789 s later (plus the real zone's offset)
     * and then whole days on, to three to five days before the clocks go forward half an hour in
     * Australia/Lord_Howe (UTC+10:30, +11 in summer), about 18 h 32 min after the real local time;
     * Hindi.
     */
    public static final EnvironmentVariant RERUN_EAST = new EnvironmentVariant(Duration.parse("P1461DT8H2M31.789S"),
            ClockLanding.after(true, Duration.ofDays(-5)), "Australia/Lord_Howe", "hi-IN", "ferret-rerun",
            "/nonexistent/ferret-rerun");

    /**
     * Re-run west: 2,029 days, 8 h 7 min 11.471 s later (plus the real zone's offset) and then
     * whole days on, to two to four days after the clocks went back in America/St_Johns (UTC-3:30,
     * -2:30 in summer), about 4 h 37 min after the real local time; Polish.
     */
    public static final EnvironmentVariant RERUN_WEST = new EnvironmentVariant(Duration.parse("P2029DT8H7M11.471S"),
            ClockLanding.after(false, Duration.ofDays(2)), "America/St_Johns", "pl-PL", "ferret-rerun-west",
            "/nonexistent/ferret-rerun-west");

    /** The variants of the flaky filter's re-runs: other environments than the workers'. */
    public static final List<EnvironmentVariant> RERUN = List.of(RERUN_EAST, RERUN_WEST);

    public EnvironmentVariant {
        Objects.requireNonNull(clockShift, "clockShift");
        Objects.requireNonNull(zone, "zone");
        Objects.requireNonNull(locale, "locale");
        Objects.requireNonNull(userName, "userName");
        Objects.requireNonNull(userHome, "userHome");
    }

    /** A variant whose clock is moved by exactly {@code clockShift}. */
    public EnvironmentVariant(Duration clockShift, String zone, String locale, String userName, String userHome) {
        this(clockShift, null, zone, locale, userName, userHome);
    }

    /** {@link #clockShiftFrom(long, ZoneId)} where the real zone is this JVM's default one. */
    public Duration clockShiftFrom(long nowMillis) {
        return clockShiftFrom(nowMillis, ZoneId.systemDefault());
    }

    /**
     * The shift that, from {@code nowMillis} (the real clock) in {@code realZone} (the real default
     * zone), puts the clock where this variant lands: {@link #clockShift} plus the real zone's
     * offset, so that the variant's local time of day is as far from the real local one whatever
     * the real zone (the shift's time of day plus the variant zone's offset); plus the whole days
     * its {@link #landing} asks for (none without one); then on to the millisecond of the second
     * the shift names ({@link #EAST} 3, {@link #WEST} 961): a worker's variant runs take a few
     * milliseconds, so a value computed from the current millisecond (a count of months, a year's
     * number of digits) comes out near both ends of its range in the two variants, whatever the
     * real millisecond was. The millisecond adds less than a second.
     */
    public Duration clockShiftFrom(long nowMillis, ZoneId realZone) {
        int realOffset = realZone.getRules().getOffset(Instant.ofEpochMilli(nowMillis)).getTotalSeconds();
        Duration local = clockShift.plusSeconds(realOffset);
        Duration days = landing == null ? local : local.plusDays(landing.extraDays(nowMillis, local, zone, realZone));
        long shifted = Math.floorMod(nowMillis + days.toMillis(), 1000L);
        return days.plusMillis(Math.floorMod(clockShift.toMillisPart() - shifted, 1000L));
    }

    /** The default locale of the variant. */
    public Locale defaultLocale() {
        return Locale.forLanguageTag(locale);
    }

    /** {@link #jvmOptions(long)} for a JVM started now. */
    public List<String> jvmOptions() {
        return jvmOptions(System.currentTimeMillis());
    }

    /** {@link #jvmOptions(long, ZoneId)} where the real zone is this JVM's default one. */
    public List<String> jvmOptions(long nowMillis) {
        return jvmOptions(nowMillis, ZoneId.systemDefault());
    }

    /**
     * The options that start a JVM in this variant at {@code nowMillis}, in real zone
     * {@code realZone}: the zone, the locale, the user and the clock shift {@link #clockShiftFrom}
     * gives (which only a JVM whose code under test is rewritten by the guard's clock rewriter
     * reads).
     */
    public List<String> jvmOptions(long nowMillis, ZoneId realZone) {
        Locale l = defaultLocale();
        return List.of("-Duser.timezone=" + zone, "-Duser.language=" + l.getLanguage(), "-Duser.country=" + l.getCountry(),
                "-Duser.name=" + userName, "-Duser.home=" + userHome,
                "-D" + CLOCK_SHIFT_PROPERTY + "=" + clockShiftFrom(nowMillis, realZone));
    }

    /**
     * In a few words, for reports: {@code clock +400d 23h 23m 17.003s (then 1 to 3 days after the
     * clocks go forward), zone Pacific/Chatham, locale tr-TR, user ferret-elsewhere}.
     */
    public String describe() {
        return "clock " + shiftText() + (landing == null ? "" : " (then " + landing.describe() + ")") + ", zone " + zone
                + ", locale " + locale + ", user " + userName;
    }

    private String shiftText() {
        Duration d = clockShift.abs();
        StringBuilder s = new StringBuilder(clockShift.isNegative() ? "-" : "+");
        s.append(d.toDays()).append("d ").append(d.toHoursPart()).append("h ").append(d.toMinutesPart()).append("m ")
                .append(d.toSecondsPart());
        if (d.toMillisPart() != 0) {
            s.append(String.format(Locale.ROOT, ".%03d", d.toMillisPart()));
        }
        return s.append('s').toString();
    }
}
