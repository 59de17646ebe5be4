package dev.ferret.examples.runaway;

import dev.ferret.contracts.Requires;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Riders on a carousel: they board in order, and seats are counted round and round (seat 4 of a
 * three-rider carousel is the second rider's).
 *
 * <p>Planted bug: {@link #seatAt} forgets to count round, so a seat past the last rider throws a
 * {@link NoSuchSeatException} that it does not declare although its precondition holds: the
 * exception Ferret reports as {@code exception-despite-precondition}. The exception's message
 * shows the {@link Rides}, an endless view of the riders seat after seat (like guava's
 * {@code Iterables.cycle}), whose {@code toString} never ends: it builds an ever-growing string.
 * Ferret never asks an exception for its message; JUnit does when it reports the failure, so the
 * error test exhausts the heap of the JVM running it, and JUnit 5 rethrows the
 * {@code OutOfMemoryError} out of the whole run, taking every other test's result with it.
 */
public final class Carousel {

    private final List<String> riders = new ArrayList<>();

    /** Seats a rider after the others. */
    public void board(String rider) {
        riders.add(Objects.requireNonNull(rider, "rider"));
    }

    /** @return how many riders are on board */
    public int size() {
        return riders.size();
    }

    /** @return whether nobody is on board */
    public boolean isEmpty() {
        return riders.isEmpty();
    }

    /**
     * The rider on a seat, counting round: seat {@code size()} is the first rider's again.
     *
     * @param seat a seat number, 0 or more
     */
    @Requires({"seat >= 0", "!isEmpty()"})
    public String seatAt(int seat) {
        if (seat < riders.size()) {
            return riders.get(seat);
        }
        throw new NoSuchSeatException(seat, new Rides(riders)); // BUG: riders.get(seat % riders.size())
    }

    @Override
    public String toString() {
        return "Carousel" + riders;
    }
}
