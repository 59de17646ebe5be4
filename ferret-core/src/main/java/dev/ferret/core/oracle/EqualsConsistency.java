package dev.ferret.core.oracle;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * Whether a sorted set or map is ordered consistently with {@code equals} over the elements an
 * {@code equals} check compares. The JDK documents that a sorted set whose ordering is not "fails
 * to obey the general contract of the Set interface" ({@code TreeSet} with
 * {@code String.CASE_INSENSITIVE_ORDER}, guava's {@code ImmutableSortedSet} on
 * {@code Ordering.allEqual()}): the {@code equals} contracts do not apply to it. A collection of
 * another library with a public {@code comparator()} (guava's {@code SortedMultiset}) counts as
 * sorted too. Checked on at
 * most {@value #SAMPLE} elements of each side.
 */
final class EqualsConsistency {

    private static final int SAMPLE = 24;

    private EqualsConsistency() {
    }

    /**
     * Whether two values of the sequence of one class compare as equal ({@code compareTo} 0) but are
     * not equal ({@code StringBuffer}s of one content, {@code BigDecimal}s 1.0 and 1.00): where a
     * library takes equality from {@code compareTo} (guava's {@code Range} compares its endpoints,
     * and documents that such a type's "equal" means {@code compareTo} returns zero), the equals
     * contracts do not hold and are not the library's to answer for. At most {@value #SAMPLE}
     * values are compared.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static boolean comparedInconsistently(Object[] values) {
        List<Comparable> comparables = new ArrayList<>();
        for (Object v : values) {
            if (v instanceof Comparable c && comparables.size() < SAMPLE) {
                comparables.add(c);
            }
        }
        for (int i = 0; i < comparables.size(); i++) {
            for (int j = i + 1; j < comparables.size(); j++) {
                Comparable a = comparables.get(i);
                Comparable b = comparables.get(j);
                if (a == b || a.getClass() != b.getClass()) {
                    continue;
                }
                try {
                    if (a.compareTo(b) == 0 && !a.equals(b)) {
                        return true;
                    }
                } catch (RuntimeException | LinkageError | StackOverflowError e) {
                    // not comparable after all: tells nothing
                }
            }
        }
        return false;
    }

    /** Whether either value is a sorted set or map whose ordering disagrees with equals on the two values' elements. */
    static boolean inconsistent(Object a, Object b) {
        return inconsistentWith(a, b) || inconsistentWith(b, a);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static boolean inconsistentWith(Object sorted, Object other) {
        Comparator<Object> order;
        Collection<?> elements;
        if (sorted instanceof SortedSet<?> s) {
            order = (Comparator<Object>) s.comparator();
            elements = s;
        } else if (sorted instanceof SortedMap<?, ?> m) {
            order = (Comparator<Object>) m.comparator();
            elements = m.keySet();
        } else if (sorted instanceof Collection<?> c && comparatorOf(c) != null) {
            order = comparatorOf(c); // a sorted collection of another library (guava's SortedMultiset)
            elements = c;
        } else {
            return false;
        }
        Comparator<Object> c = order != null ? order : (x, y) -> ((Comparable) x).compareTo(y);
        try {
            List<Object> all = new ArrayList<>(sample(elements));
            all.addAll(sample(other instanceof Map<?, ?> m ? m.keySet() : other instanceof Collection<?> o ? o : List.of()));
            for (Object x : all) {
                for (Object y : all) {
                    if ((c.compare(x, y) == 0) != Objects.equals(x, y)) {
                        return true;
                    }
                }
            }
            return false;
        } catch (RuntimeException e) {
            return true; // elements its ordering cannot compare: not a set it can answer for
        }
    }

    /** What a public {@code comparator()} of a collection outside the JDK returns, or null. */
    @SuppressWarnings("unchecked")
    private static Comparator<Object> comparatorOf(Collection<?> c) {
        try {
            java.lang.reflect.Method m = c.getClass().getMethod("comparator");
            if (!Comparator.class.isAssignableFrom(m.getReturnType())) {
                return null;
            }
            m.setAccessible(true);
            return (Comparator<Object>) m.invoke(c);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    private static List<Object> sample(Collection<?> c) {
        List<Object> out = new ArrayList<>();
        for (Object o : c) {
            if (out.size() == SAMPLE) {
                break;
            }
            out.add(o);
        }
        return out;
    }
}
