package dev.ferret.examples.hostile;

/**
 * Ends the JVM in a way no class-file rewriting sees: through reflection.
 *
 * <p>Hostile: {@code vanish} calls {@code System.exit(5)} reflectively, so the JVM that runs it
 * really ends. Harmless: {@code getName}.
 */
public final class Vanisher {
    /** The status {@code vanish} exits with. */
    public static final int STATUS = 5;

    /** @return a name */
    public String getName() {
        return "vanisher";
    }

    /**
     * Ends the JVM with {@link #STATUS}.
     *
     * @throws ReflectiveOperationException never, in practice
     */
    public void vanish() throws ReflectiveOperationException {
        System.class.getMethod("exit", int.class).invoke(null, STATUS);
    }
}
