package dev.ferret.core.run;

/**
 * Runs a generation: configuration in, a stream of results out through the listener, a summary
 * at the end. This is the boundary a worker JVM implements; {@link InProcessEngine} runs in the
 * calling JVM.
 */
public interface GenerationEngine {

    /**
     * @throws InvalidInputException when the configuration names classes that cannot be tested
     */
    RunSummary run(RunConfig config, GenerationListener listener) throws InvalidInputException;
}
