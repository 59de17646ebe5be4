package dev.ferret.guard.boot;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * Where a path leads on the disk: every component resolved as the operating system resolves it,
 * symbolic links followed (the last one only when asked) and {@code ..} taken after the links
 * before it, so that {@code scratch/link/../x} with {@code link} pointing outside the scratch
 * directory is seen where it really is.
 */
final class Reach {
    private static final int MAX_LINKS = 40;

    private Reach() {
    }

    /**
     * @param path any path (relative ones are taken against the working directory)
     * @param followLast whether a symbolic link as the last component is followed (writing through
     *     it) or is the target itself (deleting or renaming it)
     * @return the physical absolute path
     * @throws IOException if links loop or cannot be read
     */
    static Path of(Path path, boolean followLast) throws IOException {
        Path abs = path.toAbsolutePath();
        for (int links = 0; links <= MAX_LINKS; links++) {
            Path cur = abs.getRoot();
            int n = abs.getNameCount();
            Path restart = null;
            for (int i = 0; i < n && restart == null; i++) {
                String name = abs.getName(i).toString();
                if (name.equals(".") || name.isEmpty()) {
                    continue;
                }
                if (name.equals("..")) {
                    Path parent = cur.getParent();
                    cur = parent == null ? cur : parent;
                    continue;
                }
                Path next = cur.resolve(name);
                if ((i < n - 1 || followLast) && Files.isSymbolicLink(next)) {
                    Path target = cur.resolve(Files.readSymbolicLink(next));
                    restart = i < n - 1 ? target.resolve(abs.subpath(i + 1, n)) : target;
                } else {
                    cur = next;
                }
            }
            if (restart == null) {
                return cur;
            }
            abs = restart.toAbsolutePath();
        }
        throw new IOException("too many levels of symbolic links: " + path);
    }

    /** Whether {@code path} exists, without following a link as its last component. */
    static boolean exists(Path path) {
        return Files.exists(path, LinkOption.NOFOLLOW_LINKS);
    }
}
