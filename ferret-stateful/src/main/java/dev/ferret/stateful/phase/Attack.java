package dev.ferret.stateful.phase;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Types;
import dev.ferret.core.run.ExtraPhase.Trial;
import dev.ferret.core.run.StatefulReport.Status;
import dev.ferret.stateful.infer.Precondition;
import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.reduce.TestBuilder;
import dev.ferret.stateful.store.Candidate;
import dev.ferret.stateful.store.CampaignStore;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Attacks one precondition (the paper's precondition reduction, without the transition
 * fallback): the stored objects of a fitting type that break it, at most the store's cap, each
 * in a new test with the other inputs of a passing call, until one is valid.
 */
final class Attack {

    private final Trial trial;
    private final TestBuilder builder;
    private final long deadlineNanos;
    private final Map<String, List<String>> faults = new TreeMap<>();
    private long built;
    private long invalid;

    Attack(Trial trial, TestBuilder builder, long deadlineNanos) {
        this.trial = trial;
        this.builder = builder;
        this.deadlineNanos = deadlineNanos;
    }

    Status attack(CampaignStore store, Precondition p, MethodOperation m, List<RecordedCall> templates,
                  List<String> types) throws SQLException, InterruptedException {
        List<String> fitting = fitting(m, p.role(), p.name(), types);
        List<Candidate> found = store.search(p.name(), fitting, p.violation(), p.violationValue());
        if (found.isEmpty()) {
            return Status.NO_CANDIDATE;
        }
        for (int i = 0; i < found.size() && System.nanoTime() < deadlineNanos; i++) {
            RecordedCall template = templates.get(i % templates.size());
            Trial.Outcome outcome = trial.judge(builder.build(m, p.role(), found.get(i), template));
            built++;
            switch (outcome) {
                case PASSED -> {
                    return Status.REFUTED;
                }
                case FAILED -> {
                    if (!trial.lastFailure().isEmpty()) {
                        faults.computeIfAbsent(p.className(), k -> new ArrayList<>()).add(trial.lastFailure());
                    }
                    return Status.REFUTED_BY_FAILURE;
                }
                default -> invalid++;
            }
        }
        return Status.SURVIVED;
    }

    /** The recorded types that fit the input: subtypes of its declared type, null for a reference argument. */
    private static List<String> fitting(MethodOperation m, int role, String name, List<String> types) {
        Class<?> declared = m.inputTypes().get(role);
        List<String> out = new ArrayList<>();
        if (declared.isPrimitive()) {
            out.add(Types.name(declared));
            return out;
        }
        boolean receiver = role == 0 && !m.isStatic();
        ClassLoader loader = m.owner().getClassLoader();
        for (String t : types) {
            if (t.equals("null")) {
                if (!receiver && name.equals(Predicate.NOT_NULL)) {
                    out.add(t);
                }
                continue;
            }
            try {
                if (declared.isAssignableFrom(Class.forName(t, false, loader))) {
                    out.add(t);
                }
            } catch (ClassNotFoundException | LinkageError e) {
                // a primitive's name, or a class this loader does not see: not an object of this input
            }
        }
        return out;
    }

    Map<String, List<String>> faults() {
        return faults;
    }

    long built() {
        return built;
    }

    long invalid() {
        return invalid;
    }
}
