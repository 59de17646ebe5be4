package dev.ferret.examples.correct;

/** A correct enum of compass directions. */
public enum Direction {
    NORTH, EAST, SOUTH, WEST;

    public Direction turnRight() {
        return values()[(ordinal() + 1) % 4];
    }

    public Direction turnLeft() {
        return values()[(ordinal() + 3) % 4];
    }

    public Direction opposite() {
        return values()[(ordinal() + 2) % 4];
    }

    public int degrees() {
        return ordinal() * 90;
    }

    public static Direction fromDegrees(int degrees) {
        int normalized = Math.floorMod(degrees, 360);
        if (normalized % 90 != 0) {
            throw new IllegalArgumentException("not a multiple of 90: " + degrees);
        }
        return values()[normalized / 90];
    }
}
