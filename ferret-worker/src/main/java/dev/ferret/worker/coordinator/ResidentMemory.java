package dev.ferret.worker.coordinator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The peak resident memory of a process, as Linux reports it ({@code VmHWM} in
 * {@code /proc/<pid>/status}). Where that cannot be read (another OS, a process gone), -1.
 */
public final class ResidentMemory {

    private ResidentMemory() {
    }

    /** The peak resident memory of this JVM in bytes, or -1. */
    public static long peakOfThisProcess() {
        return peakOf(ProcessHandle.current().pid());
    }

    /** The peak resident memory of process {@code pid} in bytes, or -1. */
    public static long peakOf(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("VmHWM:")) {
                    String[] parts = line.substring("VmHWM:".length()).trim().split("\\s+");
                    return Long.parseLong(parts[0]) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or the process is gone
        }
        return -1;
    }
}
