package dev.ferret.core.build;

import dev.ferret.core.model.LiteralOperation;
import java.util.ArrayList;
import java.util.List;

/**
 * The default primitive and String seeds (Randoop's {@code SeedSequences}): -1, 0, 1, 10, 100 for
 * each numeric type; '#', ' ', '4', 'a'; true, false; "" and "hi!".
 */
final class SeedLiterals {

    private static final int[] NUMBERS = {-1, 0, 1, 10, 100};

    private SeedLiterals() {
    }

    static List<LiteralOperation> defaults() {
        List<LiteralOperation> out = new ArrayList<>();
        for (int n : NUMBERS) {
            out.add(new LiteralOperation(byte.class, (byte) n));
            out.add(new LiteralOperation(short.class, (short) n));
            out.add(new LiteralOperation(int.class, n));
            out.add(new LiteralOperation(long.class, (long) n));
            out.add(new LiteralOperation(float.class, (float) n));
            out.add(new LiteralOperation(double.class, (double) n));
        }
        for (char c : new char[] {'#', ' ', '4', 'a'}) {
            out.add(new LiteralOperation(char.class, c));
        }
        out.add(new LiteralOperation(boolean.class, true));
        out.add(new LiteralOperation(boolean.class, false));
        out.add(new LiteralOperation(String.class, ""));
        out.add(new LiteralOperation(String.class, "hi!"));
        return out;
    }
}
