package dev.ferret.core.execution;

/**
 * Switches the JVM that runs the code under test into an {@link EnvironmentVariant} and back: the
 * engine runs each regression test it is about to keep once more inside it, and drops what it
 * observes differently there ({@code keep.EnvironmentFilter}). A worker JVM's implementation moves
 * the clock of the rewritten code under test and sets the default zone and locale and the user's
 * properties. Called on the generation thread, never while another sequence runs.
 */
public interface VariedEnvironment {

    /** Varies nothing: kept tests are not run again. */
    VariedEnvironment NONE = new VariedEnvironment() {
        @Override
        public EnvironmentVariant variant() {
            return null;
        }

        @Override
        public Switched enter() {
            return () -> { };
        }
    };

    /** What the environment is switched to; {@code null} for {@link #NONE}. */
    EnvironmentVariant variant();

    /**
     * Switches this JVM into the variant.
     *
     * @return what switches it back, once the sequence has run
     */
    Switched enter();

    /** The JVM in the varied environment until closed. */
    @FunctionalInterface
    interface Switched extends AutoCloseable {
        /** Switches the JVM back to the environment it had before. */
        @Override
        void close();
    }
}
