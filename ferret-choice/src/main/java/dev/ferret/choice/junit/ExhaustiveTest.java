package dev.ferret.choice.junit;

import dev.ferret.choice.engine.Mode;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.TestTemplate;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A test run once per generated input: every parameter is annotated {@link From} and the
 * generators are called in parameter order on each path (composition by plain calls). Sizes
 * {@link #minSize()}..{@link #maxSize()} are explored in ascending order, so the first failing
 * invocation is a smallest counterexample. Each invocation is named
 * {@code [size:trail] arguments}; to re-run one, set {@link #replay()} or the configuration
 * parameter {@code ferret.choice.replay} to {@code methodName=size:trail}.
 *
 * <pre>{@code
 * @ExhaustiveTest(minSize = 1, maxSize = 4, mode = Mode.DELAYED)
 * void removeKeepsTheInvariant(@From(RedBlackTrees.class) Tree t, @From(Keys.class) int key) { ... }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@TestTemplate
@ExtendWith(ExhaustiveExtension.class)
public @interface ExhaustiveTest {

    /** Smallest size passed to the generators' {@code int} constructors. */
    int minSize() default 0;

    /** Largest size. */
    int maxSize() default 0;

    /** Eager or delayed choice. */
    Mode mode() default Mode.EAGER;

    /** Maximum number of explored paths; the remaining inputs are not run. */
    long maxPaths() default Long.MAX_VALUE;

    /** Re-run only this input, written {@code size:trail} (e.g. {@code 3:0.1.1}). */
    String replay() default "";
}
