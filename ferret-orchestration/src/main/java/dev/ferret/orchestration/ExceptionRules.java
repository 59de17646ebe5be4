package dev.ferret.orchestration;

import dev.ferret.core.oracle.ExceptionBehavior;
import dev.ferret.core.run.InvalidInputException;
import dev.ferret.core.run.RunConfig;
import java.util.List;
import java.util.Locale;

/**
 * The user's classification of exception types, written {@code <class>=<ERROR|EXPECTED|INVALID>}
 * in every front end: ERROR makes a failing test, EXPECTED a regression test asserting it, INVALID
 * discards the sequence.
 */
public final class ExceptionRules {

    private ExceptionRules() {
    }

    /**
     * The configuration with these rules added, in order.
     *
     * @throws InvalidInputException for a rule that is not {@code <class>=<behaviour>}
     */
    public static RunConfig apply(RunConfig config, List<String> rules) throws InvalidInputException {
        RunConfig out = config;
        for (String rule : rules) {
            int eq = rule.indexOf('=');
            if (eq <= 0) {
                throw new InvalidInputException("an exception rule is <class>=<ERROR|EXPECTED|INVALID>, not '"
                        + rule + "'");
            }
            ExceptionBehavior b;
            try {
                b = ExceptionBehavior.valueOf(rule.substring(eq + 1).strip().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new InvalidInputException("an exception behaviour is ERROR, EXPECTED or INVALID, not '"
                        + rule.substring(eq + 1) + "'");
            }
            out = out.withException(rule.substring(0, eq).strip(), b);
        }
        return out;
    }
}
