package dev.ferret.core.failure;

import dev.ferret.core.minimize.FailureOracle;
import dev.ferret.core.minimize.Witness;
import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.SubclassOperation;

/**
 * Blame for generated code, decided by an experiment (Klein, Flatt and Findler: a failure a
 * generated object causes by breaking the contract of the method it overrides is the generator's
 * fault, not the library's). On a minimized witness, each override of a generated subclass that
 * returns a value of its own (a {@code size()} that returns 1 for an empty bag, a
 * {@code compareTo} that always returns -1) is replaced by one that makes the same calls and then
 * returns what the overridden method returns; when the failure vanishes with that one change, the
 * returned value caused it: the override is blamed and no test is written. A failure that stays is
 * the library's to answer for, whatever the body calls (a listener that re-enters the method that
 * notifies it finds a genuine bug that way).
 */
final class GeneratedCodeBlame {

    /** The category's name in summaries. */
    static final String BROKEN_OVERRIDE = "broken-override";

    private GeneratedCodeBlame() {
    }

    /**
     * The override to blame for the witness's failure, as {@code Superclass.method()}, or null when
     * no override's returned value is to blame.
     */
    static String blamed(Witness w, FailureOracle attempt) throws InterruptedException {
        Statement[] statements = w.statements();
        for (int i = 0; i < statements.length; i++) {
            if (!(statements[i].operation() instanceof SubclassOperation sub)) {
                continue;
            }
            for (int b = 0; b < sub.bodies().size(); b++) {
                Witness kept = w.replaced(i, sub.returningSuper(b));
                if (kept != null && !attempt.reproduces(kept)) {
                    CallbackOperation.Body body = sub.bodies().get(b);
                    return body.method().getDeclaringClass().getName() + "." + body.method().getName() + "()";
                }
            }
        }
        return null;
    }

    /** The category's name in summaries: the failure came from a generated object's re-entry bound. */
    static final String BOUND_SPENT = "bound-spent";
    /** How many rounds longer a bounded object runs its calls in the experiment. */
    static final int MORE_ROUNDS = 4;

    /**
     * The interface of a generated implementation whose re-entry bound the failure needs, or null:
     * an object that runs its bodies' calls k times and then answers plainly answers differently
     * from one call to the next, which the code under test may rightly rely on not happening (a
     * predicate asked twice about each element); when the failure goes away with the calls run
     * {@value #MORE_ROUNDS} rounds longer, the bound caused it. A failure that stays (a listener
     * that re-enters the setter that notifies it, whatever the rounds) is the library's.
     */
    static String boundBlamed(Witness w, FailureOracle attempt) throws InterruptedException {
        Statement[] statements = w.statements();
        for (int i = 0; i < statements.length; i++) {
            if (statements[i].operation() instanceof CallbackOperation impl && impl.reentries() > 0
                    && impl.bodies().stream().anyMatch(b -> !b.calls().isEmpty())) {
                Witness longer = w.replaced(i, impl.withReentries(impl.reentries() + MORE_ROUNDS));
                if (longer != null && !attempt.reproduces(longer)) {
                    return impl.outputType().getName();
                }
            }
        }
        return null;
    }
}
