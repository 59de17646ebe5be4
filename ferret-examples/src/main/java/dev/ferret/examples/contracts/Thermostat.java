package dev.ferret.examples.contracts;

import dev.ferret.contracts.Ensures;
import dev.ferret.contracts.Invariant;
import dev.ferret.contracts.Requires;

/**
 * Correct, with contracts that cannot be checked: Ferret reports each bad one once (class,
 * member, annotation, why), ignores it, and finds no failing test. The good contracts still count.
 */
@Invariant("target() >= 5 && target() <= 30")
public final class Thermostat {

    private int target = 20;

    /** Sets the target temperature. */
    @Requires({"degrees >= 5 && degrees <= 30", "degrees >"}) // BAD: the second does not parse
    @Ensures("target() == degrees")
    public void setTarget(int degrees) {
        target = degrees;
    }

    /** Raises the target by one degree, up to 30. */
    @Ensures({"target() >= old(target())", "reset()"}) // BAD: reset() is not an observer
    public void warmer() {
        if (target < 30) {
            target++;
        }
    }

    /** Lowers the target by one degree, down to 5. */
    @Ensures("target()") // BAD: not a boolean
    public void cooler() {
        if (target > 5) {
            target--;
        }
    }

    /** Back to 20 degrees. */
    @Ensures("target() == 20 && unknown > 0") // BAD: no such name
    public void reset() {
        target = 20;
    }

    public int target() {
        return target;
    }
}
