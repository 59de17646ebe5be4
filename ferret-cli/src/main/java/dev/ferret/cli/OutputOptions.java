package dev.ferret.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The options of what a run writes besides its tests, shared by the commands that run Ferret (a picocli mixin). */
final class OutputOptions {

    @Option(names = "--summary-json", paramLabel = "<file>", description = "Also write the summary figures as JSON.")
    Path summaryJson;

    @Option(names = "--report", paramLabel = "html|none",
            description = "Write <output-dir>/ferret-report/index.html after the run, or not (default: ${DEFAULT-VALUE}).",
            defaultValue = "html")
    String report;
}
