package dev.ferret.core.contract;

import dev.ferret.contracts.Ensures;
import dev.ferret.contracts.Invariant;
import dev.ferret.contracts.Requires;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

/** Classes with contracts for the contract package's tests. */
final class ContractFixture {

    private ContractFixture() {
    }

    /** Matched by simple name, as every library's {@code @Nullable} is. */
    @Retention(RetentionPolicy.RUNTIME)
    @interface Nullable {
    }

    /** Matched by simple name. */
    @Retention(RetentionPolicy.RUNTIME)
    @interface NonNull {
    }

    /** A counter with contracts; {@code broken} makes {@code add} break its postcondition. */
    @Invariant("count() >= 0")
    public static class Counter {
        int count;
        boolean broken;

        @Requires("amount > 0")
        @Ensures({"count() == old(count()) + amount", "result == count()"})
        public int add(int amount) {
            count += broken ? amount + 1 : amount;
            return count;
        }

        @Ensures("count() == 0")
        public void reset() {
            count = broken ? -1 : 0;
        }

        public int count() {
            return count;
        }

        @Requires("text != null && text.length() < limit")
        public String label(String text, int limit) {
            return text;
        }

        public @NonNull String name(@Nullable String suffix) {
            return broken ? null : "c" + suffix;
        }
    }

    /** Parameters bounded by observers, and ones that are not. */
    public static class Buffer {
        public int room() {
            return 3;
        }

        public int size() {
            return 1;
        }

        @Requires("room() >= n && n >= 0")
        public void fill(int n) {
        }

        @Requires({"from <= size()", "size() == to", "room() > skip"})
        public void copy(int from, int to, int skip) {
        }

        @Requires("n < size()")
        public void strict(int n) {
        }
    }

    /** Inherits {@code add}'s contract. */
    public static class SubCounter extends Counter {
        @Override
        public int add(int amount) {
            return super.add(amount);
        }
    }

    /** Contracts that cannot be checked. */
    public static class Bad {
        @Requires("x >")
        public void parse(int x) {
        }

        @Ensures("clear()")
        public void impure() {
        }

        @Requires("x")
        public void notBoolean(int x) {
        }

        @Requires("old(x) > 0")
        public void oldInPrecondition(int x) {
        }

        public void clear() {
        }
    }

    /**
     * An interface method's contract, for generated implementations. An abstract method has no
     * code, so no debug information names its parameters: without {@code -parameters} they are
     * {@code arg0}, {@code arg1}, ...
     */
    public interface Listener {
        @Requires("arg0 >= 0")
        @Ensures("result > arg0")
        int next(int value);
    }
}
