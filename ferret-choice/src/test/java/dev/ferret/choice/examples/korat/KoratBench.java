package dev.ferret.choice.examples.korat;

import dev.ferret.choice.engine.Budget;
import dev.ferret.choice.engine.Completion;
import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Mode;
import dev.ferret.choice.engine.Report;
import java.util.Locale;

/**
 * Runs Korat's rows and prints one line per row:
 * {@code structure N mode valid explored seconds korat_valid korat_explored} ({@code -} where
 * Korat's figure is not published). Arguments: {@code threads [structure[:N]]...}; no structure
 * means every published row, a structure without N its published rows. Each timed run follows an
 * untimed warm-up of the same row capped at 200,000 paths. Exits with status 1 when a count
 * differs from Korat's.
 *
 * <p>Mode is always delayed with completion NONE: a field is chosen when the predicate first reads
 * it, and fields never read are never chosen (Korat's candidate space). Explored counts every
 * execution of generator plus predicate, which is what Korat counts as a candidate.
 */
public final class KoratBench {

    private KoratBench() {
    }

    public static void main(String[] args) {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        boolean exact = true;
        if (args.length <= 1) {
            for (KoratRow r : KoratRow.values()) {
                exact &= row(r.structure, r.n, threads);
            }
        }
        for (int i = 1; i < args.length; i++) {
            String[] parts = args[i].split(":");
            Korat s = Korat.valueOf(parts[0].toUpperCase(Locale.ROOT));
            if (parts.length > 1) {
                exact &= row(s, Integer.parseInt(parts[1]), threads);
            } else {
                for (KoratRow r : KoratRow.values()) {
                    if (r.structure == s) {
                        exact &= row(s, r.n, threads);
                    }
                }
            }
        }
        if (!exact) {
            System.exit(1);
        }
    }

    private static boolean row(Korat s, int n, int threads) {
        explorer(s, n, threads).withBudget(Budget.unlimited().withMaxPaths(200_000)).count();
        Report<?> r = explorer(s, n, threads).count();
        if (!r.isExhaustive()) {
            throw new IllegalStateException(s.title + " " + n + ": " + r);
        }
        KoratRow published = KoratRow.of(s, n);
        String koratValid = published == null ? "-" : Long.toString(published.valid);
        String koratExplored = published == null || published.explored < 0 ? "-" : Long.toString(published.explored);
        System.out.printf(Locale.ROOT, "%s %d delayed %d %d %.3f %s %s%n", s.title, n, r.structs(), r.explored(),
                r.seconds(), koratValid, koratExplored);
        boolean exact = published == null
                || published.valid == r.structs() && (published.explored < 0 || published.explored == r.explored());
        if (!exact) {
            System.err.println("NOT EXACT: " + s.title + " " + n);
        }
        return exact;
    }

    private static Explorer<?> explorer(Korat s, int n, int threads) {
        return Explorer.of(s.family.apply(n)).withMode(Mode.DELAYED).withCompletion(Completion.NONE)
                .withThreads(threads);
    }
}
