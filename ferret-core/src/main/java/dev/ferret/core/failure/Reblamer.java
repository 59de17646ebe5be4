package dev.ferret.core.failure;

import dev.ferret.core.judge.Blame;
import dev.ferret.core.minimize.Witness;
import dev.ferret.core.testcase.Check;
import java.util.HashMap;
import java.util.Map;

/**
 * Re-blames contract violations: while dropping the blamed call keeps the contract violated,
 * the call is dropped, so a violation that shows as well before {@code ticket.sequence()} is
 * filed (and deduplicated) under the call before it, not under {@code sequence}.
 */
final class Reblamer {

    private static final int MAX_REBLAMES = 8;

    /** A witness with innocent calls dropped, and the check it was confirmed with. */
    record Reblamed(Witness witness, Check check) { }

    private final Replayer replayer;
    private final Map<String, Integer> firstBlamed = new HashMap<>();

    Reblamer(Replayer replayer) {
        this.replayer = replayer;
    }

    /**
     * Whether a violation first blamed on this key with this many statements is worth the work of
     * re-blaming: it is the first of its key or shorter than any before.
     */
    boolean firstTry(String rawKey, int length) {
        Integer before = firstBlamed.get(rawKey);
        if (before != null && before <= length) {
            return false;
        }
        firstBlamed.put(rawKey, length);
        return true;
    }

    /**
     * Drops the blamed call while the same contract stays violated without it.
     *
     * @return the shorter witness with its check, or null if no call could be dropped
     */
    Reblamed withoutInnocentCalls(Witness w, String contract, Class<?> subject) throws InterruptedException {
        Reproducer anyMethod = replayer.reproducer(contract, null, subject, null);
        Reblamed last = null;
        for (int round = 0; round < MAX_REBLAMES; round++) {
            Witness candidate = w.without(Blame.lastToTouchIndex(w.statements(), w.anchors()[0], subject));
            Check check = candidate == null ? null : replayer.reproduce(anyMethod, candidate);
            if (check == null) {
                break;
            }
            w = candidate;
            last = new Reblamed(candidate, check);
        }
        return last;
    }
}
