package dev.ferret.examples.untestable;

/** A public class with nothing a test could call: Ferret must reject it as a bad input. */
public final class NothingPublic {

    private int state;

    private NothingPublic() {
    }

    private void touch() {
        state++;
    }
}
