package dev.ferret.cli;

import dev.ferret.core.run.ClassSelection;
import dev.ferret.core.run.InvalidInputException;
import dev.ferret.orchestration.ReportFormat;
import dev.ferret.orchestration.RunResult;
import dev.ferret.orchestration.SummaryWriter;
import dev.ferret.orchestration.report.HtmlReport;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the commands that run Ferret share: the class path option read, the run's outcome printed
 * (summary, JSON, report), and every failure turned into one line and an exit code.
 */
final class CommandRun {

    /** A command's work, which may fail the ways a run fails. */
    interface Body {
        int run() throws InvalidInputException, IOException, InterruptedException;
    }

    private CommandRun() {
    }

    /**
     * Runs {@code body}: bad input is one line and {@link ExitCodes#BAD_INPUT}; output that cannot
     * be written, or an interrupt, one line and {@link ExitCodes#INTERNAL_ERROR}.
     */
    static int guarded(PrintWriter err, Body body) {
        try {
            return body.run();
        } catch (InvalidInputException e) {
            err.println("ferret: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        } catch (IOException e) {
            err.println("ferret: cannot write output: " + e.getMessage());
            return ExitCodes.INTERNAL_ERROR;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("ferret: interrupted");
            return ExitCodes.INTERNAL_ERROR;
        }
    }

    /**
     * The entries of a {@code --classpath} value, absolute (workers run in another directory),
     * checked to exist.
     */
    static List<Path> classpath(String value) throws InvalidInputException {
        List<Path> cp = new ArrayList<>();
        for (String entry : value.split(File.pathSeparator)) {
            if (!entry.isBlank()) {
                cp.add(Path.of(entry).toAbsolutePath().normalize());
            }
        }
        ClassSelection.checkClasspath(cp);
        return cp;
    }

    /** Prints the summary of {@code result}, writes its JSON to {@code json} (if not null) and the report. */
    static int finish(RunResult result, Path json, ReportFormat report, TerminalObserver observer, PrintWriter out)
            throws IOException {
        SummaryWriter summary = new SummaryWriter(result);
        summary.text(out);
        if (json != null) {
            summary.json(json);
        }
        if (report == ReportFormat.HTML) {
            observer.notice("report: " + HtmlReport.write(result).toAbsolutePath().normalize());
        }
        return ExitCodes.OK;
    }
}
