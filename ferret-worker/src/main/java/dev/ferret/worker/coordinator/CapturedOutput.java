package dev.ferret.worker.coordinator;

import dev.ferret.core.run.GenerationListener;
import dev.ferret.worker.protocol.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * What the code under test wrote to System.out/System.err in every worker: counted, and its start
 * appended to the user's file when one is given.
 */
final class CapturedOutput {

    private final Path file;
    private final GenerationListener listener;
    private long bytes;

    /** @param file where the output's start goes, or null */
    CapturedOutput(Path file, GenerationListener listener) {
        this.file = file;
        this.listener = listener;
    }

    /** A worker of slot {@code s} reported its output so far. */
    void add(Slot s, Message.Output o) {
        bytes += o.totalBytes() - s.outputBytes;
        s.outputBytes = o.totalBytes();
        if (file != null && !o.text().isEmpty()) {
            try {
                Files.writeString(file, o.text(), StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } catch (IOException ex) {
                listener.notice("cannot keep the output of the code under test: " + ex.getMessage());
            }
        }
    }

    /** Tells the listener how much was written, if anything was. */
    void report() {
        if (bytes > 0) {
            listener.notice("the code under test wrote " + bytes + " bytes to System.out/System.err"
                    + (file != null ? "; the start of it is in " + file : ""));
        }
    }
}
