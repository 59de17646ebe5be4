package dev.ferret.orchestration;

import dev.ferret.stateful.store.WorkQueue;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The merged view of a finished work queue ({@code --campaign-queue}), the same for every
 * participant: every class of the queue, who completed it, how often it was taken, and the test
 * files placed for it in the shared output directory (from the queue's manifests), with totals.
 * Printed by each participant once the queue is done, so whichever ends last shows the whole run.
 * The per-class runs' figures (coverage, stateful contracts) are not merged.
 */
public final class QueueSummary {

    private final List<String> lines;

    private QueueSummary(List<String> lines) {
        this.lines = List.copyOf(lines);
    }

    static QueueSummary of(String queue, List<WorkQueue.Entry> entries, QueueOutput output) throws IOException {
        List<String> perClass = new ArrayList<>();
        Set<String> participants = new LinkedHashSet<>();
        int files = 0;
        int errors = 0;
        int retaken = 0;
        for (WorkQueue.Entry e : entries) {
            List<String> placed = output.placed(e.className());
            long errorFiles = placed.stream().filter(f -> f.matches(".*Error\\d*Test\\.java")).count();
            files += placed.size();
            errors += (int) errorFiles;
            retaken += e.takes() > 1 ? 1 : 0;
            if (e.doneBy() != null) {
                participants.add(e.doneBy());
            }
            perClass.add("  " + e.className() + ": " + (e.doneBy() == null ? "not done" : "done by " + e.doneBy())
                    + (e.takes() > 1 ? " (taken " + e.takes() + " times)" : "") + ", " + placed.size() + " test files"
                    + (errorFiles > 0 ? " (" + errorFiles + " error-revealing)" : ""));
        }
        List<String> out = new ArrayList<>();
        out.add("queue " + queue + " (all participants): " + entries.size() + " classes, " + files + " test files ("
                + errors + " error-revealing), done by " + participants.size() + " participants"
                + (retaken > 0 ? "; " + retaken + " taken again after a participant ended" : ""));
        out.addAll(perClass);
        return new QueueSummary(out);
    }

    /** The summary's lines: the totals, then one line per class. */
    public List<String> lines() {
        return lines;
    }
}
