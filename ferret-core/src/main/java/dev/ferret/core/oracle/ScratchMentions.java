package dev.ferret.core.oracle;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The texts that name a run's scratch directory: its absolute path, its real path (through any
 * links) and its own name; and, likewise, the directories of the JVM that ran the sequence (its
 * temporary directory, working directory and home). A value that mentions one differs between the
 * run and the emitted test, whose {@code @TempDir} is another directory in another JVM, so it is
 * never asserted ({@code path.toString()}, {@code toAbsolutePath()}, a library's {@code toString}
 * that prints the path of a temporary file it made).
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

    /**
     * The mentions of {@code directory} and of this JVM's temporary, working and home directories;
     * {@link #NONE} for a null directory (a run without one).
     */
    public static ScratchMentions of(Path directory) {
        if (directory == null) {
            return NONE;
        }
        Set<String> names = new LinkedHashSet<>();
        add(directory, names);
        for (String property : List.of("java.io.tmpdir", "user.dir", "user.home")) {
            String value = System.getProperty(property);
            if (value != null && !value.isEmpty()) {
                add(Path.of(value), names);
            }
        }
        return new ScratchMentions(List.copyOf(names));
    }

    /** A directory's absolute and real paths (never a root: it would name every path) and own name. */
    private static void add(Path directory, Set<String> names) {
        Path absolute = directory.toAbsolutePath().normalize();
        addPath(absolute, names);
        try {
            addPath(absolute.toRealPath(), names);
        } catch (IOException | RuntimeException e) { // NOPMD: a directory not there (yet) has no other path
            // the absolute path alone
        }
    }

    private static void addPath(Path path, Set<String> names) {
        if (path.getNameCount() == 0) {
            return;
        }
        names.add(path.toString());
        String own = path.getFileName().toString();
        if (own.length() >= MIN_OWN_NAME && own.chars().anyMatch(Character::isDigit)) { // a temporary directory's
            names.add(own);
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
