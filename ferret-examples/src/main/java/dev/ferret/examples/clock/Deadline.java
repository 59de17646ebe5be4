package dev.ferret.examples.clock;

import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.Objects;

/**
 * A task due a number of days from the moment it is set.
 *
 * <p>Environment-dependent: {@code dueDate} (the clock and the default zone) and {@code summary}
 * (the default locale's decimal separator). Stable: {@code getTask}, {@code getDays} and
 * {@code daysLeft}, which counts from the same clock it was set by.
 */
public final class Deadline {
    private static final long DAY = 86_400_000L;

    private final String task;
    private final int days;
    private final long due;

    public Deadline(String task, int days) {
        this.task = Objects.requireNonNull(task, "task");
        if (days < 0 || days > 36_500) {
            throw new IllegalArgumentException("days out of range: " + days);
        }
        this.days = days;
        this.due = System.currentTimeMillis() + days * DAY;
    }

    public String getTask() {
        return task;
    }

    public int getDays() {
        return days;
    }

    /** Whole days left, rounded up: the days it was set for, until a day has passed. */
    public long daysLeft() {
        long left = due - System.currentTimeMillis();
        return left <= 0 ? 0 : (left + DAY - 1) / DAY;
    }

    /** The due date, as the default time zone sees it. */
    public String dueDate() {
        return new SimpleDateFormat("yyyy-MM-dd").format(new Date(due));
    }

    /** The task and its weeks, in the default locale's number format. */
    public String summary() {
        return String.format("%s: %.1f weeks", task, days / 7.0);
    }

    /** A deadline for the same task, postponed by {@code more} days from now. */
    public Deadline postpone(int more) {
        return new Deadline(task, days + more);
    }
}
