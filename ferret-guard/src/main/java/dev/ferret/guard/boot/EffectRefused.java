package dev.ferret.guard.boot;

/**
 * Thrown where the code under test attempted an effect the guard refuses. An {@code Error}, so
 * that code catching {@code IOException} or {@code Exception} does not go on as if the effect had
 * merely failed; a run that sees it judges the sequence illegal.
 */
public final class EffectRefused extends Error {
    private static final long serialVersionUID = 1L;

    /** @param refusal what was refused */
    public EffectRefused(Refusal refusal) {
        super("ferret guard: " + refusal.describe());
    }
}
