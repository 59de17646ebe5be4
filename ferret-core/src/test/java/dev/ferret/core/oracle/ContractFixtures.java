package dev.ferret.core.oracle;

import java.util.AbstractCollection;
import java.util.Collections;
import java.util.Iterator;

/** Small classes with broken (and one with correct) object contracts. */
final class ContractFixtures {

    private ContractFixtures() {
    }

    /** A correct value class wrapping a String. */
    static final class Name implements Comparable<Name> {
        final String s;

        Name(String s) {
            this.s = s;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Name n && n.s.equals(s);
        }

        @Override
        public int hashCode() {
            return s.hashCode();
        }

        @Override
        public int compareTo(Name o) {
            return s.compareTo(o.s);
        }

        @Override
        public String toString() {
            return "Name(" + s + ")";
        }
    }

    static final class EqualsThrows {
        @Override
        public boolean equals(Object o) {
            throw new IllegalStateException("no equals");
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    static final class HashCodeThrows {
        @Override
        public int hashCode() {
            throw new UnsupportedOperationException("no hash");
        }
    }

    static final class ToStringThrows {
        @Override
        public String toString() {
            throw new IllegalStateException("no string");
        }
    }

    static final class NeverEqual {
        @Override
        public boolean equals(Object o) {
            return false;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    static final class EqualsNull {
        @Override
        public boolean equals(Object o) {
            return o == null || o == this;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    static final class EqualsNullThrows {
        @Override
        public boolean equals(Object o) {
            return o.getClass() == getClass();
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    /** Equal to any Sym with a value not larger than its own: asymmetric. */
    static final class Sym {
        final int v;

        Sym(int v) {
            this.v = v;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Sym s && s.v <= v;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    /** All instances are equal but hash to their value. */
    static final class BadHash {
        final int v;

        BadHash(int v) {
            this.v = v;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof BadHash;
        }

        @Override
        public int hashCode() {
            return v;
        }
    }

    /** Equal when values differ by at most one: symmetric, not transitive. */
    static final class Near {
        final int v;

        Near(int v) {
            this.v = v;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Near n && Math.abs(n.v - v) <= 1;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    static final class CompareThrows implements Comparable<CompareThrows> {
        @Override
        public int compareTo(CompareThrows o) {
            throw new IllegalStateException("no order");
        }
    }

    static final class CompareNotReflexive implements Comparable<CompareNotReflexive> {
        @Override
        public int compareTo(CompareNotReflexive o) {
            return 1;
        }
    }

    /** Zero against itself, greater than everything else. */
    static final class AlwaysGreater implements Comparable<AlwaysGreater> {
        @Override
        public int compareTo(AlwaysGreater o) {
            return o == this ? 0 : 1;
        }
    }

    /** Ordered by value, but equal only with the same tag too. */
    static final class CompareNotEquals implements Comparable<CompareNotEquals> {
        final int v;
        final String tag;

        CompareNotEquals(int v, String tag) {
            this.v = v;
            this.tag = tag;
        }

        @Override
        public int compareTo(CompareNotEquals o) {
            return Integer.compare(v, o.v);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof CompareNotEquals c && c.v == v && c.tag.equals(tag);
        }

        @Override
        public int hashCode() {
            return v;
        }
    }

    /** Ordered by value, equal only to itself (like StringBuilder): no ordering can match identity. */
    static final class CompareIdentity implements Comparable<CompareIdentity> {
        final int v;

        CompareIdentity(int v) {
            this.v = v;
        }

        @Override
        public int compareTo(CompareIdentity o) {
            return Integer.compare(v, o.v);
        }
    }

    /** Rock (0), paper (1), scissors (2): a cyclic order. */
    static final class Rps implements Comparable<Rps> {
        final int v;

        Rps(int v) {
            this.v = v;
        }

        @Override
        public int compareTo(Rps o) {
            int d = (v - o.v + 3) % 3;
            return d == 0 ? 0 : d == 1 ? 1 : -1;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Rps r && r.v == v;
        }

        @Override
        public int hashCode() {
            return v;
        }
    }

    /** Claims five elements but iterates none. */
    static final class LyingSize extends AbstractCollection<Object> {
        @Override
        public Iterator<Object> iterator() {
            return Collections.emptyIterator();
        }

        @Override
        public int size() {
            return 5;
        }
    }
}
