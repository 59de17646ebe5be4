package dev.ferret.choice.examples.fig13;

import dev.ferret.choice.engine.Budget;
import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Mode;
import dev.ferret.choice.engine.Report;
import java.util.Locale;

/**
 * Runs Fig. 13 rows and prints one line per row and mode:
 * {@code benchmark N mode structs explored seconds paths_per_second}.
 * Arguments: {@code threads [benchmark[:N]]...}; no benchmark means every row of the paper. Each
 * timed run follows an untimed warm-up of the same row capped at 200,000 paths.
 */
public final class Fig13Bench {

    private Fig13Bench() {
    }

    public static void main(String[] args) {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        if (args.length <= 1) {
            for (Fig13 b : Fig13.values()) {
                for (int n = b.firstSize; n < b.firstSize + 3; n++) {
                    row(b, n, threads);
                }
            }
            return;
        }
        for (int i = 1; i < args.length; i++) {
            String[] parts = args[i].split(":");
            Fig13 b = Fig13.valueOf(parts[0].toUpperCase(Locale.ROOT));
            if (parts.length > 1) {
                row(b, Integer.parseInt(parts[1]), threads);
            } else {
                for (int n = b.firstSize; n < b.firstSize + 3; n++) {
                    row(b, n, threads);
                }
            }
        }
    }

    private static void row(Fig13 b, int n, int threads) {
        for (Mode mode : Mode.values()) {
            // untimed warm-up of at most 200,000 paths, so that small rows are not timing the JIT
            Explorer.of(b.family.apply(n)).withMode(mode).withThreads(threads)
                    .withBudget(Budget.unlimited().withMaxPaths(200_000)).count();
            Report<?> r = Explorer.of(b.family.apply(n)).withMode(mode).withThreads(threads).count();
            if (!r.isExhaustive()) {
                throw new IllegalStateException(b.title + " " + n + " " + mode + ": " + r);
            }
            System.out.printf(Locale.ROOT, "%s %d %s %d %d %.3f %.0f%n", b.title, n, mode.name().toLowerCase(Locale.ROOT),
                    r.structs(), r.explored(), r.seconds(), r.pathsPerSecond());
        }
    }
}
