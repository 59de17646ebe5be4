package dev.ferret.examples.nullness;

import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Planted bug (Klein, Flatt and Findler's "dependence on a default implementation"): the name
 * source may return null ("no name known"), as its {@code @Nullable} return says, but
 * {@code text()} relies on the names the usual sources give and dereferences it. Found only with
 * a generated source that returns null: the null is allowed, so the NullPointerException is
 * {@code text()}'s fault.
 */
@NullMarked
public final class Greeting {

    /** Where the name comes from. */
    public interface NameSource {
        /** The name, or null if none is known. */
        @Nullable String name();
    }

    private final NameSource source;

    public Greeting(NameSource source) {
        this.source = source;
    }

    public String text() {
        return "Hello, " + source.name().trim() + "!"; // BUG: name() may be null
    }
}
