package dev.ferret.core.model;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Edits of generated bodies for minimization, shared by {@link CallbackOperation} and
 * {@link SubclassOperation}: leave one call out, then keep only the inputs (captured values) that
 * some body still uses, renumbering every environment index. A body's environment is the
 * operation's inputs, then the method's parameters, then the results of its calls.
 */
final class BodyEdits {

    /**
     * Bodies with only the inputs they use.
     *
     * @param bodies the bodies, their indices renumbered
     * @param keptInputs for each input kept, its index among the original inputs
     */
    record Pruned(List<CallbackOperation.Body> bodies, int[] keptInputs) {
        Pruned {
            keptInputs = keptInputs.clone();
        }
    }

    private BodyEdits() {
    }

    /**
     * The bodies with call {@code call} of body {@code index} left out; null when the body uses
     * that call's result.
     *
     * @param inputs the number of the operation's inputs
     */
    static List<CallbackOperation.Body> withoutCall(List<CallbackOperation.Body> bodies, int inputs, int index,
                                                    int call) {
        CallbackOperation.Body b = bodies.get(index);
        int at = inputs + b.method().getParameterCount() + call;
        List<CallbackOperation.Call> calls = new ArrayList<>();
        for (int c = 0; c < b.calls().size(); c++) {
            if (c == call) {
                continue;
            }
            int[] refs = b.calls().get(c).refs().clone();
            for (int i = 0; i < refs.length; i++) {
                if (refs[i] == at) {
                    return null;
                }
                refs[i] = refs[i] > at ? refs[i] - 1 : refs[i];
            }
            calls.add(new CallbackOperation.Call(b.calls().get(c).operation(), refs));
        }
        if (b.result() == at) {
            return null;
        }
        List<CallbackOperation.Body> kept = new ArrayList<>(bodies);
        kept.set(index, new CallbackOperation.Body(b.method(), calls, b.result() > at ? b.result() - 1 : b.result()));
        return kept;
    }

    /**
     * The bodies with only the inputs they use, and the first {@code fixed} inputs always (a
     * superclass constructor's arguments).
     */
    static Pruned pruned(List<CallbackOperation.Body> kept, int inputs, int fixed) {
        BitSet used = new BitSet();
        used.set(0, fixed);
        for (CallbackOperation.Body b : kept) {
            for (CallbackOperation.Call c : b.calls()) {
                for (int ref : c.refs()) {
                    markInput(used, ref, inputs);
                }
            }
            markInput(used, b.result(), inputs);
        }
        int[] keptInputs = used.stream().toArray();
        int[] newIndex = new int[inputs];
        for (int k = 0; k < keptInputs.length; k++) {
            newIndex[keptInputs[k]] = k;
        }
        List<CallbackOperation.Body> remapped = new ArrayList<>();
        for (CallbackOperation.Body b : kept) {
            List<CallbackOperation.Call> calls = new ArrayList<>();
            for (CallbackOperation.Call c : b.calls()) {
                int[] refs = c.refs().clone();
                for (int i = 0; i < refs.length; i++) {
                    refs[i] = remap(refs[i], newIndex, inputs, keptInputs.length);
                }
                calls.add(new CallbackOperation.Call(c.operation(), refs));
            }
            remapped.add(new CallbackOperation.Body(b.method(), calls,
                    remap(b.result(), newIndex, inputs, keptInputs.length)));
        }
        return new Pruned(remapped, keptInputs);
    }

    private static void markInput(BitSet used, int ref, int inputs) {
        if (ref >= 0 && ref < inputs) {
            used.set(ref);
        }
    }

    private static int remap(int ref, int[] newIndex, int inputs, int keptCount) {
        if (ref < 0) {
            return ref;
        }
        return ref < inputs ? newIndex[ref] : ref - inputs + keptCount;
    }
}
