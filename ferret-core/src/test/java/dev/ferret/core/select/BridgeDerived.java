package dev.ferret.core.select;

/** Public class inheriting a public method from a package-private class (fixture). */
public class BridgeDerived extends BridgeBase {
    public int own() {
        return 2;
    }
}
