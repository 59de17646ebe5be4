package dev.ferret.choice.engine;

/** How delayed values and object pools behave during an exploration. */
public enum Mode {
    /** Every value is chosen where it is created: the paper's baseline (JPF without delayed choice). */
    EAGER,
    /**
     * Delayed values stay suspended until their first strict use ({@code get()}), and object pools
     * return symbolic references constrained by the corrected Fig. 11-12 algorithm.
     */
    DELAYED
}
