package dev.ferret.choice.junit;

import dev.ferret.choice.engine.Completion;
import dev.ferret.choice.engine.Mode;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A white-box test whose body is the nondeterministic program (the paper's Fig. 22 driver): it
 * chooses an input, {@code assume}s its invariant, runs the code under test and asserts. The
 * extension explores every path of the body for sizes {@link #minSize()}..{@link #maxSize()} in
 * ascending order (an {@code int} parameter annotated {@link Size} receives the size) and fails
 * with the smallest counterexample: its size, its trail and its error as the cause. The number of
 * paths is published as a report entry. To re-run one path, set {@link #replay()} or the
 * configuration parameter {@code ferret.choice.replay} to {@code methodName=size:trail}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@Test
@ExtendWith(ExploreExtension.class)
public @interface ExploreTest {

    /** Smallest size. */
    int minSize() default 0;

    /** Largest size. */
    int maxSize() default 0;

    /** Eager or delayed choice; delayed by default. */
    Mode mode() default Mode.DELAYED;

    /** Values the body never reads stay unchosen by default (a white-box oracle reads what it needs). */
    Completion completion() default Completion.NONE;

    /** Maximum number of explored paths over all sizes; hitting it fails the test as partial unless {@link #allowPartial()}. */
    long maxPaths() default Long.MAX_VALUE;

    /** Whether a budget-limited exploration without counterexample passes. */
    boolean allowPartial() default false;

    /** Re-run only this path, written {@code size:trail}. */
    String replay() default "";
}
