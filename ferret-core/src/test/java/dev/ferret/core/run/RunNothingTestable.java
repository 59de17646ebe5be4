package dev.ferret.core.run;

/**
 * Fixture: a public class with nothing a generated test could call, even one in its own package
 * (its members are private).
 */
public final class RunNothingTestable {
    private RunNothingTestable() {
    }

    private static int hidden() {
        return 1;
    }
}
