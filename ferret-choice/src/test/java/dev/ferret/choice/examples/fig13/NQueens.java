package dev.ferret.choice.examples.fig13;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.delayedInt;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.Generator;

/** Fig. 13 NQueens: one column choice per row, then the no-attack check. */
final class NQueens {

    private NQueens() {
    }

    static Generator<int[]> boards(int n) {
        return () -> {
            @SuppressWarnings({"unchecked", "rawtypes"})
            Delayed<Integer>[] q = new Delayed[n];
            for (int i = 0; i < n; i++) {
                q[i] = delayedInt(0, n - 1);
            }
            int[] board = new int[n];
            for (int j = 0; j < n; j++) {
                int b = q[j].get();
                for (int i = 0; i < j; i++) {
                    int a = board[i];
                    assume(a != b && Math.abs(a - b) != j - i);
                }
                board[j] = b;
            }
            return board;
        };
    }
}
