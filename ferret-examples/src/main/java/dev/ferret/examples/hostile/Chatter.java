package dev.ferret.examples.hostile;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes lines of text to {@code System.out}.
 *
 * <p>Hostile: {@code flood} writes {@link #FLOOD_BYTES} (50 MiB) and returns. Harmless:
 * {@code chatter} with a small count, and {@code getWritten}.
 */
public final class Chatter {
    /** How many bytes {@code flood} writes. */
    public static final int FLOOD_BYTES = 50 << 20;

    private static final byte[] LINE = ("x".repeat(63) + "\n").getBytes(StandardCharsets.US_ASCII);

    private long written;

    /** @return the bytes this chatter wrote so far */
    public long getWritten() {
        return written;
    }

    /**
     * Writes {@code bytes} bytes (none if negative) to {@code System.out}, in lines of 64.
     *
     * @return the bytes this chatter wrote so far
     */
    public long chatter(int bytes) {
        PrintStream out = System.out;
        for (int left = Math.max(bytes, 0); left > 0; left -= LINE.length) {
            out.write(LINE, 0, Math.min(left, LINE.length));
        }
        out.flush();
        written += Math.max(bytes, 0);
        return written;
    }

    /**
     * Writes {@link #FLOOD_BYTES} bytes to {@code System.out}.
     *
     * @return the bytes this chatter wrote so far
     */
    public long flood() {
        return chatter(FLOOD_BYTES);
    }
}
