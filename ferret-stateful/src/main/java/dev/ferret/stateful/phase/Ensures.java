package dev.ferret.stateful.phase;

import dev.ferret.core.run.StatefulReport.Contract;
import dev.ferret.core.run.StatefulReport.Kind;
import dev.ferret.core.run.StatefulReport.Status;
import dev.ferret.stateful.infer.Implication;
import dev.ferret.stateful.infer.Postcondition;
import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.store.Slot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The inferred postconditions and implications of the recorded routines and what the phase's new
 * tests made of them. Every passing new test of a routine is checked against all of that
 * routine's clauses (the notes' §3.8, step 2.3): a clause its states break is refuted; one it
 * satisfies (an implication: whose antecedent held too) survived; one no new test reached stays
 * unchallenged. A new test that failed refutes the implication it targeted by failure. Inferred
 * contracts are never oracles: they are only removed.
 */
final class Ensures {

    /** One clause: a postcondition or an implication, and its status so far. */
    private static final class Clause {
        final Postcondition post;
        final Implication implication;
        Status status = Status.UNCHALLENGED;

        Clause(Postcondition post, Implication implication) {
            this.post = post;
            this.implication = implication;
        }

        Postcondition consequent() {
            return implication == null ? post : implication.consequent();
        }
    }

    private final Map<String, List<Clause>> byRoutine = new LinkedHashMap<>();
    private final Map<Implication, Clause> ofImplication = new HashMap<>();

    Ensures(List<Postcondition> postconditions, List<Implication> implications) {
        postconditions.forEach(p -> add(p.routine(), new Clause(p, null)));
        for (Implication i : implications) {
            Clause c = new Clause(null, i);
            add(i.routine(), c);
            ofImplication.put(i, c);
        }
    }

    private void add(String routine, Clause c) {
        byRoutine.computeIfAbsent(routine, k -> new ArrayList<>()).add(c);
    }

    /** The values of one state (before or after the call) of a probed call. */
    static Map<Slot, Long> state(List<Predicate> probe, boolean post) {
        Map<Slot, Long> out = new HashMap<>();
        for (Predicate p : probe) {
            if (p.post() == post) {
                out.put(new Slot(p.role(), p.name()), p.value());
            }
        }
        return out;
    }

    /**
     * Checks a passing new test of {@code routine} against its clauses.
     *
     * @param probe the states of the test's last call
     * @return whether it broke any
     */
    boolean check(String routine, List<Predicate> probe) {
        if (probe == null) {
            return false;
        }
        Map<Slot, Long> pre = state(probe, false);
        Map<Slot, Long> post = state(probe, true);
        boolean broke = false;
        for (Clause c : byRoutine.getOrDefault(routine, List.of())) {
            if (c.status == Status.REFUTED || c.status == Status.REFUTED_BY_FAILURE
                    || c.implication != null && !c.implication.applies(pre)) {
                continue;
            }
            Boolean holds = c.consequent().holds(pre, post);
            if (Boolean.FALSE.equals(holds)) {
                c.status = Status.REFUTED;
                broke = true;
            } else if (holds != null) {
                c.status = Status.SURVIVED;
            }
        }
        return broke;
    }

    /** Whether the implication has been refuted. */
    boolean refuted(Implication i) {
        Status s = ofImplication.get(i).status;
        return s == Status.REFUTED || s == Status.REFUTED_BY_FAILURE;
    }

    /** Records that a new test built to break the implication failed: a fault. */
    void failed(Implication i) {
        ofImplication.get(i).status = Status.REFUTED_BY_FAILURE;
    }

    /** Records the end of an attack on an implication that found no object (when nothing else reached it). */
    void noCandidate(Implication i) {
        Clause c = ofImplication.get(i);
        if (c.status == Status.UNCHALLENGED) {
            c.status = Status.NO_CANDIDATE;
        }
    }

    /** The implications in the order they were inferred. */
    List<Implication> implications() {
        List<Implication> out = new ArrayList<>();
        byRoutine.values().forEach(l -> l.stream().filter(c -> c.implication != null)
                .forEach(c -> out.add(c.implication)));
        return out;
    }

    /** Every clause as a reported contract. */
    List<Contract> contracts() {
        List<Contract> out = new ArrayList<>();
        for (List<Clause> l : byRoutine.values()) {
            for (Clause c : l) {
                Postcondition p = c.consequent();
                out.add(c.implication == null
                        ? new Contract(p.className(), p.routine(), p.clause(), p.support(), c.status, Kind.POSTCONDITION)
                        : new Contract(p.className(), p.routine(), c.implication.clause(), p.support(), c.status,
                                Kind.IMPLICATION));
            }
        }
        return out;
    }
}
