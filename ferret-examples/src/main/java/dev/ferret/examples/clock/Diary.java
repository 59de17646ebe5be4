package dev.ferret.examples.clock;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Entries dated when they are written.
 *
 * <p>Environment-dependent: {@code today} (the clock and the default zone), {@code zone} (the
 * default zone), {@code lastDate} (the clock). Stable: {@code write} (the number of entries),
 * {@code size}, {@code isEmpty}, {@code lastText}.
 */
public final class Diary {
    private final List<String> texts = new ArrayList<>();
    private final List<LocalDate> dates = new ArrayList<>();

    /** Adds an entry dated today; returns the number of entries. */
    public int write(String text) {
        texts.add(Objects.requireNonNull(text, "text"));
        dates.add(LocalDate.now());
        return texts.size();
    }

    public int size() {
        return texts.size();
    }

    public boolean isEmpty() {
        return texts.isEmpty();
    }

    public String lastText() {
        return texts.isEmpty() ? null : texts.get(texts.size() - 1);
    }

    public LocalDate lastDate() {
        return dates.isEmpty() ? null : dates.get(dates.size() - 1);
    }

    public String today() {
        return LocalDate.now().toString();
    }

    public String zone() {
        return ZoneId.systemDefault().getId();
    }
}
