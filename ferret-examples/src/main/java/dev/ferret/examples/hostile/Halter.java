package dev.ferret.examples.hostile;

/**
 * Halts the JVM without running shutdown hooks.
 *
 * <p>Hostile: {@code halt} calls {@code Runtime.getRuntime().halt(7)}. Harmless: {@code getStatus}
 * and {@code isHalting}.
 */
public final class Halter {
    /** The status {@code halt} halts with. */
    public static final int STATUS = 7;

    /** @return the status {@code halt} halts with */
    public int getStatus() {
        return STATUS;
    }

    /** @return whether {@code status} is the one {@code halt} uses */
    public boolean isHalting(int status) {
        return status == STATUS;
    }

    /** Halts the JVM with {@link #STATUS}. */
    public void halt() {
        Runtime.getRuntime().halt(STATUS);
    }
}
