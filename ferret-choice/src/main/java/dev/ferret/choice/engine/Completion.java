package dev.ferret.choice.engine;

/** What happens to delayed values that are still suspended when a path returns successfully. */
public enum Completion {
    /**
     * Force them all, in creation order, before the path counts as a success: each emitted value is
     * fully concrete and the delayed mode emits exactly the eager mode's values (the paper's
     * {@code println} forces everything it prints). The default. It forces every cell the path
     * created, reachable from the result or not: a program that initialises fields of objects it
     * then discards still branches on them.
     */
    ALL,
    /**
     * Leave them suspended: one success stands for every completion of its unforced values. For
     * white-box programs whose oracle reads what it needs (the paper's Fig. 22 and Fig. 24). An
     * unforced value read after its execution has ended throws {@link IllegalStateException}.
     */
    NONE
}
