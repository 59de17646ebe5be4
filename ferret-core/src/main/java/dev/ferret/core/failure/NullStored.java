package dev.ferret.core.failure;

import dev.ferret.core.contract.Nullness;
import dev.ferret.core.minimize.FailureOracle;
import dev.ferret.core.minimize.Witness;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;

/**
 * Garbage in, failure later: a {@code NullPointerException} of a call that was handed no
 * {@code null} itself, or an object's own method ({@code hashCode}, {@code toString}) that
 * throws, which goes away when an earlier call that was handed a {@code null} and kept it
 * ({@code setName(null)}, {@code add(null)}) is left out, or whose object was made by a
 * constructor or factory handed a {@code null} ({@link #nullMadeOperand}). The storing method neither
 * rejects nor documents the {@code null}, and the later method fails on it; whether that is a bug
 * depends on a contract neither states, so by default such a failure is counted
 * ({@value #RULE}), not written. Unless the storing parameter is annotated non-null: then storing
 * it is the bug, and the failure is written as usual.
 */
final class NullStored {

    /** The category's name in summaries. */
    static final String RULE = "null-stored";

    private NullStored() {
    }

    /**
     * The earlier call that stored the {@code null} the witness's failure comes from, or -1.
     *
     * @param witness the minimized witness of a {@code NullPointerException} of its last statement
     * @param oracle whether a candidate fails as the witness does
     */
    static int storingCall(Witness witness, FailureOracle oracle) throws InterruptedException {
        Statement[] flat = witness.statements();
        int last = flat.length - 1;
        if (last < 1 || handedNull(flat, last) >= 0) {
            return -1; // a null handed to the failing call itself: the exception rules' business
        }
        return storingCall(witness, oracle, last - 1);
    }

    /**
     * The call that stored the {@code null} a contract of an object's own methods threw on after
     * the witness ran ({@code hashCode()} after {@code setMode(null)}), or -1.
     */
    static int storingCallBeforeContract(Witness witness, FailureOracle oracle) throws InterruptedException {
        int call = storingCall(witness, oracle, witness.size() - 1);
        return call >= 0 ? call : nullMadeOperand(witness);
    }

    /**
     * An operand of the failing contract made by a constructor or static factory that was handed
     * a {@code null} it does not reject, for a parameter not annotated non-null
     * ({@code new YearMonth(partial, (int[]) null)}, then {@code hashCode()} throws): it stored
     * the {@code null}, as a setter would. The operand cannot be left out to confirm it, so the
     * {@code null} handed to the maker of the object whose own method threw is taken as the cause.
     */
    static int nullMadeOperand(Witness witness) {
        Statement[] flat = witness.statements();
        for (int a : witness.anchors()) {
            java.lang.reflect.Executable maker = flat[a].operation() instanceof ConstructorOperation c ? c.constructor()
                    : flat[a].operation() instanceof MethodOperation m && m.isStatic() ? m.method() : null;
            int parameter = maker == null ? -1 : handedNull(flat, a);
            if (parameter >= 0 && parameter < maker.getParameterCount()
                    && Nullness.parameter(maker, parameter) != Nullness.Kind.NON_NULL) {
                return a;
            }
        }
        return -1;
    }

    private static int storingCall(Witness witness, FailureOracle oracle, int from) throws InterruptedException {
        Statement[] flat = witness.statements();
        for (int k = from; k >= 0; k--) {
            if (!(flat[k].operation() instanceof MethodOperation m) || m.isStatic()) {
                continue;
            }
            int parameter = handedNull(flat, k) - 1; // input 0 is the receiver
            if (parameter < 0 || Nullness.parameter(m.method(), parameter) == Nullness.Kind.NON_NULL) {
                continue;
            }
            Witness without = witness.without(k);
            if (without != null && !oracle.reproduces(without)) {
                return k;
            }
        }
        return -1;
    }

    /** The first input of statement {@code k} that is a {@code null} literal, or -1. */
    private static int handedNull(Statement[] flat, int k) {
        int[] inputs = flat[k].inputs();
        for (int i = 0; i < inputs.length; i++) {
            if (flat[inputs[i]].operation() instanceof LiteralOperation l && l.value() == null) {
                return i;
            }
        }
        return -1;
    }
}
