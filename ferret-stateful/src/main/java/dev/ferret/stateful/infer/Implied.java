package dev.ferret.stateful.infer;

import dev.ferret.stateful.record.PairPredicate;
import dev.ferret.stateful.record.Predicate;

/**
 * The clauses that say nothing about the routine, left out of every inferred contract: those the
 * types or the JDK already imply, and relations between two inputs that are accidents of the
 * value pool.
 * <ul>
 * <li>A count is never negative: {@code x.size() >= c} and {@code x.length() >= c} for
 *     {@code c <= 0}, and so {@code result >= c} for the result of a routine named {@code size}
 *     or {@code length} (the JDK's {@code Collection}, {@code Map} and {@code CharSequence}
 *     contracts, and the names' meaning elsewhere, as {@code CollectionUtils.size(Object)}).</li>
 * <li>A primitive is within its type: {@code x >= Long.MIN_VALUE}, {@code x <= Long.MAX_VALUE}
 *     (the values are stored as {@code long}s).</li>
 * <li>Two inputs that came from different sources (statements of the sequence) are two objects:
 *     {@code a != b} and {@code !a.equals(b)} say only that the pool never passed the same
 *     object twice. They are never clauses.</li>
 * <li>Any other relation between two inputs ({@code a == b}, {@code a.equals(b)},
 *     {@code !this.isSiblingOf(other)}) is a clause only when, in some supporting call, the two
 *     inputs came from different sources: one object in both places makes it hold by itself.</li>
 * </ul>
 */
public final class Implied {

    private Implied() {
    }

    /** Whether the predicate counts something: its values are never negative. */
    static boolean count(String name) {
        return name.equals("$.size()") || name.equals("$.length()");
    }

    /**
     * Whether {@code q >= c}, for predicate {@code name}, is implied.
     *
     * @param routine the routine's signature, for its result's own value ({@link Predicate#ITSELF})
     * @param result whether the predicate is on the result
     */
    public static boolean lowerBound(String routine, String name, boolean result, long c) {
        if (c == Long.MIN_VALUE || (count(name) && c <= 0)) {
            return true;
        }
        return result && name.equals(Predicate.ITSELF) && c <= 0 && counts(routine);
    }

    /** Whether the routine's name says it counts: {@code size} or {@code length}, with or without arguments. */
    private static boolean counts(String routine) {
        int open = routine.indexOf('(');
        String simple = routine.substring(routine.lastIndexOf('.', open < 0 ? routine.length() : open) + 1,
                open < 0 ? routine.length() : open);
        return simple.equals("size") || simple.equals("length");
    }

    /** Whether {@code q <= c} is implied: only by the type's own range. */
    public static boolean upperBound(long c) {
        return c == Long.MAX_VALUE;
    }

    /**
     * Whether a relation between two inputs (its predicate {@code name}, value {@code value} at
     * every supporting call) is an accident of the value pool.
     *
     * @param differentSources whether some supporting call had the two inputs from different
     *     sources; null when the calls are not known here (another writer's)
     */
    public static boolean accidentalPair(String name, long value, Boolean differentSources) {
        boolean identity = name.equals(PairPredicate.SAME) || name.equals(PairPredicate.EQUAL);
        if (identity && value == 0) {
            return true;
        }
        return Boolean.FALSE.equals(differentSources);
    }
}
