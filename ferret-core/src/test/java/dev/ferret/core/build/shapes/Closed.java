package dev.ferret.core.build.shapes;

/** Classes a generated subclass cannot extend. */
public final class Closed {

    private Closed() {
    }

    /** Only a private constructor. */
    public static class Hidden {
        private Hidden() {
        }
    }

    /** Sealed. */
    public abstract static sealed class Sealed permits Only {
    }

    /** The one permitted subclass (final). */
    public static final class Only extends Sealed {
    }

    /** Generic. */
    public static class Box<T> {
    }

    /** A record. */
    public record Point(int x) {
    }

    /** An inner (non-static) class. */
    public class Inner {
    }
}
