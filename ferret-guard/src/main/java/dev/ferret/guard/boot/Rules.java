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
 */
public record Rules(List<Path> writable, boolean processes, boolean jvmState, boolean exit) {

    /** Copies the list. */
    public Rules {
        writable = List.copyOf(writable);
    }

    /**
     * The rules in one line, as an agent argument carries them: {@code processes=false;jvmState=true;exit=true;writable=/a:/b}
     * (paths separated by the platform's path separator).
     */
    public String encode() {
        StringBuilder paths = new StringBuilder();
        for (Path p : writable) {
            if (paths.length() > 0) {
                paths.append(java.io.File.pathSeparatorChar);
            }
            paths.append(p);
        }
        return "processes=" + processes + ";jvmState=" + jvmState + ";exit=" + exit + ";writable=" + paths;
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
                case "writable" -> {
                    writable = new ArrayList<>();
                    for (String p : value.split(java.io.File.pathSeparator)) {
                        if (!p.isEmpty()) {
                            writable.add(fileSystem.getPath(p));
                        }
                    }
                }
                default -> throw new IllegalArgumentException("unknown rule: " + key);
            }
        }
        if (processes == null || jvmState == null || exit == null || writable == null) {
            throw new IllegalArgumentException("incomplete rules: " + text);
        }
        return new Rules(writable, processes, jvmState, exit);
    }
}
