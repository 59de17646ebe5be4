package dev.ferret.choice.junit;

import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Generated;
import java.util.Iterator;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.function.ThrowingConsumer;

/**
 * Generated inputs as JUnit 5 dynamic tests, for a {@code @TestFactory}:
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicTest> sortedListsStaySorted() {
 *     return DynamicTests.of(Explorer.of(SortedLists.upTo(4)).withMode(Mode.DELAYED), list -> check(list));
 * }
 * }</pre>
 *
 * <p>The stream is lazy: each input is generated when JUnit pulls its test, so memory stays at one
 * trail. Each test is named {@code #index [size:trail] value}; the trail re-runs that input alone
 * ({@link Explorer#replay}). JUnit does not run {@code @BeforeEach} / {@code @AfterEach} around
 * dynamic tests.
 */
public final class DynamicTests {

    private DynamicTests() {
    }

    /** One dynamic test per generated value, named by index, size, trail and {@code String.valueOf(value)}. */
    public static <T> Stream<DynamicTest> of(Explorer<T> explorer, ThrowingConsumer<? super T> test) {
        return of(explorer, String::valueOf, test);
    }

    /** One dynamic test per generated value, with the value rendered by {@code render} in its name. */
    public static <T> Stream<DynamicTest> of(Explorer<T> explorer, Function<? super T, String> render,
            ThrowingConsumer<? super T> test) {
        Iterator<Generated<T>> values = explorer.stream().iterator();
        int[] index = {0};
        return DynamicTest.stream(values, g -> "#" + (++index[0]) + " [" + g.size() + ":" + g.trail() + "] "
                + render.apply(g.value()), g -> test.accept(g.value()));
    }
}
