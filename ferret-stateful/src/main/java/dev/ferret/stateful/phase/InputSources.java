package dev.ferret.stateful.phase;

import dev.ferret.stateful.infer.PairInference;
import dev.ferret.stateful.record.PairPredicate;
import dev.ferret.stateful.record.RecordedCall;
import java.util.List;
import java.util.Map;

/**
 * Where the inputs of the recorded passing calls came from: the statements of their sequences
 * that made them. Two inputs of a call support a relation between them when the call's
 * pre-state relates them (both were objects: {@link PairPredicate}); they came from different
 * sources when different statements made them.
 */
final class InputSources implements PairInference.Sources {

    private final Map<String, List<RecordedCall>> passing;

    /** @param passing the recorded passing calls, by routine */
    InputSources(Map<String, List<RecordedCall>> passing) {
        this.passing = passing;
    }

    @Override
    public Boolean differ(String routine, int role0, int role1) {
        List<RecordedCall> calls = passing.get(routine);
        if (calls == null) {
            return null; // another writer's calls: not known here
        }
        for (RecordedCall c : calls) {
            if (relates(c, role0, role1) && c.inputs()[role0] != c.inputs()[role1]) {
                return true;
            }
        }
        return false;
    }

    private static boolean relates(RecordedCall c, int role0, int role1) {
        for (PairPredicate p : c.pairs()) {
            if (!p.post() && (p.role0() == role0 && p.role1() == role1 || p.role0() == role1 && p.role1() == role0)) {
                return true;
            }
        }
        return false;
    }
}
