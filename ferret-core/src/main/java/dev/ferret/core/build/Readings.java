package dev.ferret.core.build;

import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Sequence;
import java.lang.reflect.Method;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;

/**
 * Generated time sources: the body of a <em>reading</em>, a method without parameters that
 * returns a {@code long} or an {@code int} as a clock, a ticker or a counter does
 * ({@code Ticker.read()}, {@code LongSupplier.getAsLong()}), advances a counter of its own by a
 * step and returns it: {@code return atomicLong0.addAndGet(long1);}. Code that measures time
 * between two readings sees time pass, by a step of a nanosecond up to a day and more, the same in
 * every run, so what it computes is asserted; a constant reading shows no time passing at all.
 */
final class Readings {

    /** The share of readings whose body advances a counter. */
    static final double PROBABILITY = 0.5;

    /** Steps from a nanosecond (or millisecond) up: 1, 999, a million, 1.5 billion, 90 billion, 5.4 and 100 trillion. */
    private static final long[] STEPS = {1L, 999L, 1_000_000L, 1_500_000_000L, 90_000_000_000L, 5_400_000_000_000L,
        100_000_000_000_000L};
    private static final int INT_STEPS = 4;

    /** Makes a value the body may use its own: returns its index among the captured values. */
    @FunctionalInterface
    interface Capture {
        int capture(int index, Class<?> type);
    }

    private Readings() {
    }

    /** Whether {@code m} reads like a time source: no parameters, a {@code long} or {@code int} result. */
    static boolean isReading(Method m) {
        return m.getParameterCount() == 0 && (m.getReturnType() == long.class || m.getReturnType() == int.class);
    }

    /**
     * Appends a counter and a step to the request's sequence and returns the call that advances
     * the one by the other, its inputs as captured indices.
     */
    static CallbackOperation.Call advance(InputRequest request, Class<?> returns, RandomGenerator random, Capture capture) {
        boolean wide = returns == long.class;
        Class<?> counterType = wide ? AtomicLong.class : AtomicInteger.class;
        try {
            int counter = request.append(Sequence.single(new ConstructorOperation(counterType.getConstructor(), null)));
            long step = STEPS[random.nextInt(wide ? STEPS.length : INT_STEPS)];
            int stepIndex = request.append(Sequence.single(new LiteralOperation(returns, wide ? (Object) step
                    : (Object) (int) step)));
            Method add = counterType.getMethod("addAndGet", returns);
            return new CallbackOperation.Call(new MethodOperation(add, counterType, null, false),
                    new int[] {capture.capture(counter, counterType), capture.capture(stepIndex, returns)});
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("the JDK's atomic counters", e);
        }
    }
}
