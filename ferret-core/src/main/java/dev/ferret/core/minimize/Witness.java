package dev.ferret.core.minimize;

import dev.ferret.core.model.Statement;

/**
 * A failing sequence and the statements its failure refers to: for a contract violation the
 * values the contract was checked on, for an exception the statement that threw (the last). The
 * anchors can be neither removed nor dropped as unused; a replacement may take an anchor's place.
 *
 * @param statements flat statements with absolute input indices
 * @param anchors indices into {@code statements}, in the order the failure names them
 */
public record Witness(Statement[] statements, int[] anchors) {

    /** Number of statements. */
    public int size() {
        return statements.length;
    }

    /**
     * This witness without the statement at {@code index}, or null if that statement is an
     * anchor or a later statement uses its value.
     */
    public Witness without(int index) {
        if (isAnchor(index)) {
            return null;
        }
        java.util.BitSet gone = new java.util.BitSet();
        gone.set(index);
        return Minimizer.rebuild(this, gone, -1, null);
    }

    /**
     * This witness with the statement at {@code index} replaced by a simpler operation over some
     * of its inputs; null for none.
     */
    public Witness replaced(int index, dev.ferret.core.model.SubclassOperation.Simpler simpler) {
        if (simpler == null) {
            return null;
        }
        Statement[] s = statements.clone();
        int[] inputs = new int[simpler.keptInputs().length];
        for (int k = 0; k < inputs.length; k++) {
            inputs[k] = s[index].inputs()[simpler.keptInputs()[k]];
        }
        s[index] = new Statement(simpler.operation(), inputs);
        return new Witness(s, anchors);
    }

    /**
     * This witness with every later use of the value at {@code index} taking the value at
     * {@code by} (an earlier statement) instead; null when {@code index} is an anchor, nothing uses
     * it, or a use's parameter type does not take {@code by}'s type (boxed, for a reference
     * parameter). The statement at
     * {@code index} stays, unused, for a removal pass.
     */
    public Witness withUsesOf(int index, int by) {
        if (isAnchor(index) || by >= index || !usedLater(index)) {
            return null;
        }
        Class<?> type = statements[by].operation().outputType();
        Statement[] s = statements.clone();
        for (int u = index + 1; u < s.length; u++) {
            int[] in = s[u].inputs();
            int[] rewired = null;
            for (int k = 0; k < in.length; k++) {
                if (in[k] == index) {
                    Class<?> parameter = s[u].operation().inputTypes().get(k);
                    if (!parameter.isAssignableFrom(type)
                            && (parameter.isPrimitive() || !parameter.isAssignableFrom(dev.ferret.core.model.Types.box(type)))) {
                        return null;
                    }
                    rewired = rewired == null ? in.clone() : rewired;
                    rewired[k] = by;
                }
            }
            if (rewired != null) {
                s[u] = new Statement(s[u].operation(), rewired);
            }
        }
        return new Witness(s, anchors);
    }

    /**
     * This witness with the value that the statement at {@code call} takes as input
     * {@code position} replaced by {@code copy} of it, made just before that statement: a
     * statement is inserted there, and every later index moves up by one.
     *
     * @param copy an operation of one input that returns a copy of its argument
     */
    public Witness withInputCopied(int call, int position, dev.ferret.core.model.Operation copy) {
        return withInputMade(call, position, copy, new int[] {statements[call].inputs()[position]});
    }

    /**
     * This witness with the value that the statement at {@code call} takes as input
     * {@code position} replaced by a literal, inserted just before that statement (every later
     * index moves up by one).
     */
    public Witness withInputLiteral(int call, int position, dev.ferret.core.model.LiteralOperation literal) {
        return withInputMade(call, position, literal, new int[0]);
    }

    private Witness withInputMade(int call, int position, dev.ferret.core.model.Operation made, int[] madeFrom) {
        Statement[] s = new Statement[statements.length + 1];
        for (int i = 0; i < statements.length; i++) {
            int[] in = statements[i].inputs().clone();
            for (int k = 0; k < in.length; k++) {
                if (in[k] >= call) {
                    in[k]++;
                }
            }
            s[i < call ? i : i + 1] = new Statement(statements[i].operation(), in);
        }
        s[call] = new Statement(made, madeFrom);
        int[] rewired = s[call + 1].inputs().clone();
        rewired[position] = call;
        s[call + 1] = new Statement(s[call + 1].operation(), rewired);
        int[] moved = anchors.clone();
        for (int k = 0; k < moved.length; k++) {
            if (moved[k] >= call) {
                moved[k]++;
            }
        }
        return new Witness(s, moved);
    }

    /** Whether a statement after {@code index} takes its value as an input. */
    public boolean usedLater(int index) {
        for (int u = index + 1; u < statements.length; u++) {
            for (int in : statements[u].inputs()) {
                if (in == index) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the failure refers to the statement at {@code index}. */
    public boolean isAnchor(int index) {
        for (int a : anchors) {
            if (a == index) {
                return true;
            }
        }
        return false;
    }
}
