package dev.ferret.core.minimize;

import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.SubclassOperation;

/**
 * Minimization inside generated code (issue 12; notes §2.7, rule 15): a generated object is
 * replaced in its uses by an earlier plain value of the sequence they take when the failure stays
 * (the map a generated {@code AbstractMap} forwards to), and a {@code boolean} it captures from a
 * call by a literal; else a generated subclass is
 * replaced by the plain class when the failure stays, else its overrides are dropped one at a
 * time, last first, then the calls of the remaining bodies whose results the body does not use,
 * each kept out while the failure stays; a generated interface implementation (every body
 * implements an abstract method) loses such calls the same way. Values only the dropped code captured become unused
 * statements, for the removal pass that follows.
 */
final class CallbackSimplifier {

    /** Runs a candidate and says whether it fails like the original. */
    interface Attempt {
        boolean reproduces(Witness candidate) throws InterruptedException;
    }

    private CallbackSimplifier() {
    }

    /** The witness with its generated subclasses simplified as far as the failure allows. */
    static Witness simplify(Witness w, Attempt attempt) throws InterruptedException {
        for (int i = 0; i < w.size(); i++) {
            if (w.statements()[i].operation().isGenerated()) {
                Witness plainValue = earlierValueInstead(w, i, attempt);
                if (plainValue != null) {
                    w = plainValue;
                    continue;
                }
                Witness constant = literalBooleansCaptured(w, i, attempt);
                i += constant.size() - w.size(); // the literals went in before it
                w = constant;
            }
            if (w.statements()[i].operation() instanceof CallbackOperation) {
                w = fewerInterfaceCalls(w, i, attempt);
                continue;
            }
            if (!(w.statements()[i].operation() instanceof SubclassOperation)) {
                continue;
            }
            Witness plain = replaced(w, i, ((SubclassOperation) w.statements()[i].operation()).plain());
            if (plain != null && attempt.reproduces(plain)) {
                w = plain;
                continue;
            }
            w = fewerOverrides(w, i, attempt);
            w = fewerCalls(w, i, attempt);
        }
        return w;
    }

    private static Witness fewerOverrides(Witness w, int i, Attempt attempt) throws InterruptedException {
        SubclassOperation sub = (SubclassOperation) w.statements()[i].operation();
        for (int b = sub.bodies().size() - 1; b >= 0 && sub.bodies().size() > 1; b--) {
            Witness fewer = replaced(w, i, sub.without(b));
            if (fewer != null && attempt.reproduces(fewer)) {
                w = fewer;
                sub = (SubclassOperation) w.statements()[i].operation();
            }
        }
        return w;
    }

    private static Witness fewerCalls(Witness w, int i, Attempt attempt) throws InterruptedException {
        SubclassOperation sub = (SubclassOperation) w.statements()[i].operation();
        for (int b = sub.bodies().size() - 1; b >= 0; b--) {
            for (int c = sub.bodies().get(b).calls().size() - 1; c >= 0; c--) {
                Witness fewer = replaced(w, i, sub.withoutCall(b, c));
                if (fewer != null && attempt.reproduces(fewer)) {
                    w = fewer;
                    sub = (SubclassOperation) w.statements()[i].operation();
                }
            }
        }
        return w;
    }

    /** The calls of a generated interface implementation's bodies left out, last first, while the failure stays. */
    private static Witness fewerInterfaceCalls(Witness w, int i, Attempt attempt) throws InterruptedException {
        CallbackOperation impl = (CallbackOperation) w.statements()[i].operation();
        for (int b = impl.bodies().size() - 1; b >= 0; b--) {
            for (int c = impl.bodies().get(b).calls().size() - 1; c >= 0; c--) {
                Witness fewer = replaced(w, i, impl.withoutCall(b, c));
                if (fewer != null && attempt.reproduces(fewer)) {
                    w = fewer;
                    impl = (CallbackOperation) w.statements()[i].operation();
                }
            }
        }
        return w;
    }

    /** Earlier values tried in place of a generated object, at most. */
    static final int EARLIER_VALUES = 4;

    /**
     * The witness with the generated object at {@code i} replaced, in every use, by an earlier
     * value of the sequence that is not generated and that the uses take (a map the generated
     * {@code AbstractMap} only forwarded to; a boolean where a function was only stored as a map's
     * value, boxed), when the failure stays; null when none does. The
     * generated statement is left unused, for the removal pass.
     */
    private static Witness earlierValueInstead(Witness w, int i, Attempt attempt) throws InterruptedException {
        int tried = 0;
        for (int j = i - 1; j >= 0 && tried < EARLIER_VALUES; j--) {
            if (w.statements()[j].operation().isGenerated() || w.statements()[j].operation().outputType() == void.class) {
                continue;
            }
            Witness instead = w.withUsesOf(i, j);
            if (instead == null) {
                continue;
            }
            tried++;
            if (attempt.reproduces(instead)) {
                return instead;
            }
        }
        return null;
    }

    /**
     * The witness with each {@code boolean} the generated object at {@code i} captures from a
     * call (the result of {@code addAll}, which a predicate returns) replaced by a literal
     * {@code true} or {@code false}, where the failure stays: the call is then no longer needed
     * for its result, and what it changes can be told apart from what it returns.
     */
    private static Witness literalBooleansCaptured(Witness w, int i, Attempt attempt) throws InterruptedException {
        int at = i;
        for (int p = 0; p < w.statements()[at].inputs().length; p++) {
            Statement from = w.statements()[w.statements()[at].inputs()[p]];
            if (from.operation().outputType() != boolean.class
                    || from.operation() instanceof dev.ferret.core.model.LiteralOperation) {
                continue;
            }
            for (boolean value : new boolean[] {true, false}) {
                Witness literal = w.withInputLiteral(at, p,
                        new dev.ferret.core.model.LiteralOperation(boolean.class, value));
                if (attempt.reproduces(literal)) {
                    w = literal;
                    at++;
                    break;
                }
            }
        }
        return w;
    }

    private static Witness replaced(Witness w, int i, SubclassOperation.Simpler simpler) {
        return w.replaced(i, simpler);
    }
}
