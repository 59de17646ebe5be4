package dev.ferret.worker.minion;

import dev.ferret.core.run.InProcessEngine;
import dev.ferret.worker.sandbox.runtime.SandboxViolation;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Stands in for System.out and System.err in a worker: counts what the code under test writes,
 * keeps a bounded prefix of it, and names the member that wrote a flood. Nothing reaches the
 * terminal, so the coordinator's progress display is never mixed with it.
 */
final class OutputCapture extends OutputStream {

    /** Bytes kept and sent to the coordinator; the rest is counted only. */
    static final int KEPT = 64 * 1024;
    /** A member that writes this much is reported as an output flood, once. */
    static final long FLOOD = 1 << 20;
    /** One sequence may write this much; a write beyond it throws, so a flood cannot eat the run. */
    static final long PER_SEQUENCE = 4L << 20;

    private final BiConsumer<String, String> flood;
    private final StringBuilder kept = new StringBuilder();
    private final Set<String> flooders = new HashSet<>();
    private long total;
    private volatile long thisSequence;
    private long sinceSample;
    private int sent;

    /**
     * @param flood told (member, detail) when a member floods the output
     */
    OutputCapture(BiConsumer<String, String> flood) {
        this.flood = flood;
    }

    @Override
    public synchronized void write(int b) {
        count(1);
        if (kept.length() < KEPT) {
            kept.append((char) (b & 0xff));
        }
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        count(len);
        if (kept.length() < KEPT) {
            kept.append(new String(b, off, Math.min(len, KEPT - kept.length()), StandardCharsets.UTF_8));
        }
    }

    /** A new sequence starts: its output budget is full again. */
    void newSequence() {
        thisSequence = 0;
    }

    private void count(int len) {
        thisSequence += len;
        if (thisSequence > PER_SEQUENCE) {
            throw new SandboxViolation("output flood: more than " + (PER_SEQUENCE >> 20)
                    + " MB written to System.out/System.err by one sequence");
        }
        total += len;
        sinceSample += len;
        if (sinceSample >= FLOOD) {
            sinceSample = 0;
            String member = writer();
            if (flooders.add(member)) {
                flood.accept(member, "more than " + (FLOOD >> 20) + " MB written to System.out/System.err");
            }
        }
    }

    /** The innermost method of the code under test on the writing thread's stack. */
    private String writer() {
        return StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).walk(frames -> frames
                .filter(f -> f.getDeclaringClass().getClassLoader() != null
                        && InProcessEngine.CODE_UNDER_TEST_LOADER.equals(f.getDeclaringClass().getClassLoader().getName()))
                .map(f -> f.getClassName() + "." + f.getMethodName())
                .findFirst().orElse(""));
    }

    /** Total bytes written so far. */
    synchronized long total() {
        return total;
    }

    /** Kept text not handed out before (at most {@link #KEPT} characters over the whole run). */
    synchronized String drain() {
        String s = kept.substring(sent);
        sent = kept.length();
        return s;
    }
}
