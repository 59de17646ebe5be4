package dev.ferret.examples.bugs;

import java.util.Objects;

/**
 * Planted bug ({@code compareto-equals}): compareTo looks only at the points while equals also
 * compares the player, so {@code new Score("", 1).compareTo(new Score("hi!", 1)) == 0} but they are not equal.
 */
public final class Score implements Comparable<Score> {
    private final String player;
    private final int points;

    public Score(String player, int points) {
        this.player = Objects.requireNonNull(player, "player");
        this.points = points;
    }

    public int points() {
        return points;
    }

    @Override
    public int compareTo(Score other) {
        return Integer.compare(points, other.points); // BUG: ignores player
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Score s && points == s.points && player.equals(s.player);
    }

    @Override
    public int hashCode() {
        return 31 * player.hashCode() + points;
    }

    @Override
    public String toString() {
        return player + "=" + points;
    }
}
