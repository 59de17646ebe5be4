package dev.ferret.examples.hostile;

import java.util.Objects;

/**
 * Says goodbye, and can end the JVM.
 *
 * <p>Hostile: {@code quit} calls {@code System.exit(3)}. Harmless: {@code greet} and
 * {@code getStatus}.
 */
public final class Quitter {
    /** The status {@code quit} exits with. */
    public static final int STATUS = 3;

    /** @return a goodbye to {@code name} */
    public String greet(String name) {
        return "bye, " + Objects.requireNonNull(name, "name");
    }

    /** @return the status {@code quit} exits with */
    public int getStatus() {
        return STATUS;
    }

    /** Ends the JVM with {@link #STATUS}. */
    public void quit() {
        System.exit(STATUS);
    }
}
