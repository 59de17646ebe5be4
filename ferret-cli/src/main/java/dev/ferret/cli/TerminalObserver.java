package dev.ferret.cli;

import dev.ferret.core.run.Progress;
import dev.ferret.orchestration.RunObserver;
import java.io.PrintWriter;

/** A run as a terminal shows it: the live progress line, and notices as {@code ferret: ...} lines on stderr. */
final class TerminalObserver implements RunObserver {

    private final ProgressDisplay display;
    private final PrintWriter err;

    TerminalObserver(ProgressDisplay display, PrintWriter err) {
        this.display = display;
        this.err = err;
    }

    @Override
    public void progress(Progress progress) {
        display.update(progress);
    }

    @Override
    public void notice(String message) {
        display.clear();
        err.println("ferret: " + message);
    }

    @Override
    public void checking(boolean rerun) {
        display.finish();
        err.println("ferret: checking the generated tests (compile" + (rerun ? ", re-run" : "") + ") ...");
    }
}
