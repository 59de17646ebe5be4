package dev.ferret.core.run;

/** Fixture: a public class with nothing a generated test could call. */
public final class RunNothingTestable {
    private RunNothingTestable() {
    }

    static int hidden() {
        return 1;
    }
}
