package dev.ferret.core.run;

/** A fixture: compareTo looks at the points only, equals at the name too (as BigDecimal's scale). */
public final class RunScore implements Comparable<RunScore> {

    private final String name;
    private final int points;

    public RunScore(String name, int points) {
        this.name = name;
        this.points = points;
    }

    @Override
    public int compareTo(RunScore o) {
        return Integer.compare(points, o.points);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RunScore s && s.points == points && s.name.equals(name);
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + points;
    }
}
