/**
 * Correct example classes whose members partly depend on the environment: they read the clock
 * ({@code System.currentTimeMillis}, {@code LocalDate.now()}, {@code LocalTime.now()},
 * {@code new Date()}, {@code Calendar.getInstance()}), the default time zone and locale
 * ({@code ZoneId.systemDefault()}, {@code String.format}, {@code NumberFormat}, {@code toUpperCase})
 * or the user ({@code user.name}) internally, beside members that depend on their arguments only.
 * Catalogued per member in {@code clock-members.tsv}, for testing that Ferret asserts no value of
 * the first kind (its tests must pass a day and a year later, in another zone and locale).
 */
package dev.ferret.examples.clock;
