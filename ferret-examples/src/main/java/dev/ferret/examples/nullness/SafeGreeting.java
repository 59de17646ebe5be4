package dev.ferret.examples.nullness;

import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/** Correct twin of {@link Greeting}: a source without a name gets a plain greeting. No failing test. */
@NullMarked
public final class SafeGreeting {

    /** Where the name comes from. */
    public interface NameSource {
        /** The name, or null if none is known. */
        @Nullable String name();
    }

    private final NameSource source;

    public SafeGreeting(NameSource source) {
        this.source = source;
    }

    public String text() {
        String name = source.name();
        return name == null ? "Hello!" : "Hello, " + name.trim() + "!";
    }
}
