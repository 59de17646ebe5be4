package dev.ferret.core.build;

/** Constant-pool fixture for {@link ConstantMinerTest}; must stay free of test-framework references. */
public class MinerFixture {
    public static final String MARKER = "ferret-marker";
    public static final String TOO_LONG = "0123456789012345678901234567890123456789012345678901234567890123456789";
    public static final int MID_INT = 54_321;
    public static final int HUGE_INT = 5_000_000;
    public static final long SOME_LONG = 77_777L;
    public static final double SOME_DOUBLE = 2.75;
    public static final float SOME_FLOAT = 1.25f;

    public String describe(int n) {
        return n > MID_INT ? MARKER : "small";
    }
}
