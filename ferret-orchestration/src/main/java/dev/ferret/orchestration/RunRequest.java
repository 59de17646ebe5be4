package dev.ferret.orchestration;

import dev.ferret.core.run.RunConfig;
import java.util.List;
import java.util.Objects;

/**
 * Everything one run needs: what to generate, where the code under test runs, and where the
 * suite goes.
 *
 * @param config the generation run (classes, limits, seed, oracles)
 * @param engine where the code under test runs
 * @param output where and how the suite is written
 * @param arguments the front end's arguments as given, recorded in the journal so that
 *     {@link Orchestrator#resume} can rebuild this request with a {@link RequestParser}
 */
public record RunRequest(RunConfig config, EngineSettings engine, OutputSettings output, List<String> arguments) {

    public RunRequest {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(output, "output");
        arguments = List.copyOf(arguments);
    }

    /** This request with another configuration. */
    public RunRequest withConfig(RunConfig other) {
        return new RunRequest(other, engine, output, arguments);
    }
}
