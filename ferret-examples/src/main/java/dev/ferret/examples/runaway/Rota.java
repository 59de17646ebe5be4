package dev.ferret.examples.runaway;

import dev.ferret.contracts.Requires;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Names that take turns, in the order they joined, round and round.
 *
 * <p>Planted bug: {@link #next} forgets to start again after the last name, so the turn after a
 * full round throws an {@link IndexOutOfBoundsException} it does not declare although its
 * precondition holds ({@code exception-despite-precondition}). An ordinary bug: its error test
 * fails, with a short message, wherever it runs.
 */
public final class Rota {

    private final List<String> names = new ArrayList<>();
    private int turn;

    /** Adds a name after the others. */
    public void join(String name) {
        names.add(Objects.requireNonNull(name, "name"));
    }

    /** @return how many names take turns */
    public int size() {
        return names.size();
    }

    /** @return whether there is nobody to take a turn */
    public boolean isEmpty() {
        return names.isEmpty();
    }

    /** @return the name whose turn it is; the turn passes to the next name */
    @Requires("!isEmpty()")
    public String next() {
        String name = names.get(turn);
        turn++; // BUG: turn = (turn + 1) % names.size()
        return name;
    }
}
