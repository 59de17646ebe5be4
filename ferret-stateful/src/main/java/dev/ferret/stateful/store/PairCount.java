package dev.ferret.stateful.store;

/**
 * How many passing calls of one routine showed one binary predicate with one value over two of
 * its inputs before the call.
 *
 * @param className the class under test
 * @param routine the routine's signature
 * @param role0 the first input (0 the receiver of an instance method)
 * @param role1 the second input
 * @param name the predicate's {@code $}-normalized name ({@code $.isSiblingOf($)})
 * @param value its value, 1 or 0
 * @param calls passing calls with that value
 * @param passingCalls passing calls of the routine in all
 */
public record PairCount(String className, String routine, int role0, int role1, String name, long value, long calls,
                        long passingCalls) {
}
