package dev.ferret.stateful.infer;

import dev.ferret.stateful.record.PairPredicate;
import dev.ferret.stateful.store.PairCount;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * Infers preconditions over two inputs (notes §3.5, template 7 over pairs, and the reference and
 * object equality templates): a binary predicate that had one value at every passing call of a
 * routine, at least {@link PreconditionInference#MIN_SUPPORT} of them, gives {@code q} or
 * {@code !q}; {@code $ == $} renders as {@code a == b} / {@code a != b}. The relations that are
 * accidents of the value pool ({@link Implied#accidentalPair}) are left out: {@code a != b} and
 * {@code !a.equals(b)} always, the others when no supporting call had the two inputs from
 * different sources. Inferred contracts are never oracles.
 */
public final class PairInference {

    /** Where the inputs of a routine's supporting calls came from. */
    @FunctionalInterface
    public interface Sources {
        /**
         * Whether some passing call of {@code routine} had inputs {@code role0} and {@code role1}
         * from different sources (statements); null when its calls are not known.
         */
        Boolean differ(String routine, int role0, int role1);
    }

    private final BiFunction<String, Integer, String> variableName;
    private final Sources sources;

    /**
     * @param variableName the name of an input in a clause, by routine and role
     * @param sources where the inputs of the supporting calls came from
     */
    public PairInference(BiFunction<String, Integer, String> variableName, Sources sources) {
        this.variableName = variableName;
        this.sources = sources;
    }

    /** The binary preconditions, in the order of the counts. */
    public List<PairPrecondition> infer(List<PairCount> counts) {
        Map<String, Long> values = new HashMap<>();
        for (PairCount c : counts) {
            values.merge(key(c), 1L, Long::sum);
        }
        List<PairPrecondition> out = new ArrayList<>();
        for (PairCount c : counts) {
            if (values.get(key(c)) == 1 && c.calls() == c.passingCalls()
                    && c.calls() >= PreconditionInference.MIN_SUPPORT && !Implied.accidentalPair(c.name(), c.value(),
                    sources.differ(c.routine(), c.role0(), c.role1()))) {
                Template t = c.value() == 1 ? Template.TRUE : Template.FALSE;
                out.add(new PairPrecondition(c, t, clause(c, t == Template.TRUE)));
            }
        }
        return out;
    }

    /** The clause of a pair's predicate with the given polarity, in Java syntax. */
    public String clause(PairCount c, boolean holds) {
        String a = variableName.apply(c.routine(), c.role0());
        String b = variableName.apply(c.routine(), c.role1());
        if (c.name().equals(PairPredicate.SAME)) {
            return a + (holds ? " == " : " != ") + b;
        }
        int first = c.name().indexOf('$');
        int second = c.name().indexOf('$', first + 1);
        String term = c.name().substring(0, first) + a + c.name().substring(first + 1, second) + b
                + c.name().substring(second + 1);
        return holds ? term : "!" + term;
    }

    private static String key(PairCount c) {
        return c.className() + '\0' + c.routine() + '\0' + c.role0() + '\0' + c.role1() + '\0' + c.name();
    }
}
