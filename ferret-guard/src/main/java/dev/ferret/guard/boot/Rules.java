package dev.ferret.guard.boot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the guard lets the code under test do once armed: write only strictly inside the writable
 * directories (creating, writing, deleting, renaming, changing attributes), start processes only
 * when allowed, and, when guarded, neither change JVM-wide state nor end the JVM. Reads are never
 * refused, nor connections to loopback.
 *
 * @param writable the directories whose insides may be changed (absolute; they must exist when
 *     the rules are armed)
 * @param processes whether processes may be started
 * @param jvmState whether changes of JVM-wide state are refused (outside class initializers)
 * @param exit whether ending the JVM is refused
 * @param readable where reads tell nothing of the machine (the writable directories count too): a
 *     read anywhere else is noted, not refused ({@link Gate#outsideReads}); null when reads are
 *     not watched
 * @param temporary directories for temporary files ({@code java.io.tmpdir}): inside them anything
 *     may be changed but what was there when the rules were armed (the decoys), so that code
 *     making a temporary file of its own, writing, reading and deleting it, runs, while code that
 *     empties the directory is refused; reads there are not noted (absolute; they must exist when
 *     the rules are armed)
 */
public record Rules(List<Path> writable, boolean processes, boolean jvmState, boolean exit, List<Path> readable,
                    List<Path> temporary) {

    /** Copies the lists. */
    public Rules {
        writable = List.copyOf(writable);
        readable = readable == null ? null : List.copyOf(readable);
        temporary = List.copyOf(temporary);
    }

    /** Rules without temporary directories. */
    public Rules(List<Path> writable, boolean processes, boolean jvmState, boolean exit, List<Path> readable) {
        this(writable, processes, jvmState, exit, readable, List.of());
    }

    /** Rules that do not watch reads. */
    public Rules(List<Path> writable, boolean processes, boolean jvmState, boolean exit) {
        this(writable, processes, jvmState, exit, null);
    }

    /**
     * The rules in one line, as an agent argument carries them: {@code processes=false;jvmState=true;exit=true;writable=/a:/b}
     * (paths separated by the platform's path separator).
     */
    public String encode() {
        return "processes=" + processes + ";jvmState=" + jvmState + ";exit=" + exit + ";writable=" + join(writable)
                + (readable == null ? "" : ";readable=" + join(readable))
                + (temporary.isEmpty() ? "" : ";temporary=" + join(temporary));
    }

    private static String join(List<Path> paths) {
        StringBuilder out = new StringBuilder();
        for (Path p : paths) {
            if (out.length() > 0) {
                out.append(java.io.File.pathSeparatorChar);
            }
            out.append(p);
        }
        return out.toString();
    }

    private static List<Path> split(String value, java.nio.file.FileSystem fileSystem) {
        List<Path> paths = new ArrayList<>();
        for (String p : value.split(java.io.File.pathSeparator)) {
            if (!p.isEmpty()) {
                paths.add(fileSystem.getPath(p));
            }
        }
        return paths;
    }

    /**
     * Reads what {@link #encode} wrote; paths are read with {@code fileSystem}'s syntax.
     *
     * @throws IllegalArgumentException if a part is missing or unknown
     */
    public static Rules decode(String text, java.nio.file.FileSystem fileSystem) {
        Boolean processes = null;
        Boolean jvmState = null;
        Boolean exit = null;
        List<Path> writable = null;
        List<Path> readable = null;
        List<Path> temporary = List.of();
        for (String part : text.split(";", -1)) {
            int eq = part.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("not key=value: " + part);
            }
            String key = part.substring(0, eq);
            String value = part.substring(eq + 1);
            switch (key) {
                case "processes" -> processes = Boolean.parseBoolean(value);
                case "jvmState" -> jvmState = Boolean.parseBoolean(value);
                case "exit" -> exit = Boolean.parseBoolean(value);
                case "writable" -> writable = split(value, fileSystem);
                case "readable" -> readable = split(value, fileSystem);
                case "temporary" -> temporary = split(value, fileSystem);
                default -> throw new IllegalArgumentException("unknown rule: " + key);
            }
        }
        if (processes == null || jvmState == null || exit == null || writable == null) {
            throw new IllegalArgumentException("incomplete rules: " + text);
        }
        return new Rules(writable, processes, jvmState, exit, readable, temporary);
    }
}
