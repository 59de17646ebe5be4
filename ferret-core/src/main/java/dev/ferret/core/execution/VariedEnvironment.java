package dev.ferret.core.execution;

import java.util.List;

/**
 * Switches the JVM that runs the code under test into an {@link EnvironmentVariant} and back: the
 * engine runs each regression test it is about to keep once more inside each of its variants, and
 * drops what it observes differently there ({@code keep.EnvironmentFilter}). A worker JVM's
 * implementation moves the clock of the rewritten code under test and sets the default zone and
 * locale and the user's properties. Called on the generation thread, never while another sequence
 * runs.
 */
public interface VariedEnvironment {

    /** Varies nothing: kept tests are not run again. */
    VariedEnvironment NONE = new VariedEnvironment() {
        @Override
        public List<EnvironmentVariant> variants() {
            return List.of();
        }

        @Override
        public Switched enter(EnvironmentVariant variant, ClassLoader codeUnderTest) {
            return () -> { };
        }
    };

    /** What the environment can be switched to, in the order tests run there; empty for {@link #NONE}. */
    List<EnvironmentVariant> variants();

    /**
     * Switches this JVM into a variant.
     *
     * @param variant one of {@link #variants()}
     * @param codeUnderTest the loader of the code under test, whose libraries may keep a default
     *     zone of their own
     * @return what switches it back, once the sequence has run
     */
    Switched enter(EnvironmentVariant variant, ClassLoader codeUnderTest);

    /** The JVM in the varied environment until closed. */
    @FunctionalInterface
    interface Switched extends AutoCloseable {
        /** Switches the JVM back to the environment it had before. */
        @Override
        void close();
    }
}
