package dev.ferret.core.oracle;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The texts that name a run's scratch directory: its absolute path, its real path (through any
 * links) and its own name. A value that mentions one differs between the run and the emitted test,
 * whose {@code @TempDir} is another directory, so it is never asserted ({@code path.toString()},
 * {@code toAbsolutePath()}, a library's {@code toString} that prints the path).
 */
public final class ScratchMentions {

    /** Mentions of no directory: every text may be asserted. */
    public static final ScratchMentions NONE = new ScratchMentions(List.of());

    /** The shortest own name that tells the directory (a temporary directory's, with its random part). */
    private static final int MIN_OWN_NAME = 8;

    private final List<String> names;

    private ScratchMentions(List<String> names) {
        this.names = names;
    }

    /** The mentions of {@code directory}; {@link #NONE} for null. */
    public static ScratchMentions of(Path directory) {
        if (directory == null) {
            return NONE;
        }
        Set<String> names = new LinkedHashSet<>();
        Path absolute = directory.toAbsolutePath();
        add(absolute, names);
        try {
            add(absolute.toRealPath(), names);
        } catch (IOException | RuntimeException e) { // NOPMD: a directory not there (yet) has no other path
            // the absolute path alone
        }
        return new ScratchMentions(List.copyOf(names));
    }

    private static void add(Path path, Set<String> names) {
        names.add(path.toString());
        Path own = path.getFileName();
        if (own != null && own.toString().length() >= MIN_OWN_NAME) {
            names.add(own.toString());
        }
    }

    /** Whether {@code text} names the scratch directory. */
    public boolean in(String text) {
        for (String n : names) {
            if (text.contains(n)) {
                return true;
            }
        }
        return false;
    }
}
