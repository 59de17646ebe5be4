package dev.ferret.core.select;

/** Package-private base: javac gives {@link BridgeDerived} public visibility bridges for its methods. */
class BridgeBase {
    public int value() {
        return 1;
    }
}
