package dev.ferret.examples.runaway;

/**
 * No rider on a seat. Its message shows the carousel's rides, made when it is asked for (so a
 * caller that never reads it pays nothing): an endless view, whose text never ends.
 */
public final class NoSuchSeatException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int seat;
    private final transient Rides rides;

    NoSuchSeatException(int seat, Rides rides) {
        this.seat = seat;
        this.rides = rides;
    }

    @Override
    public String getMessage() {
        return "no seat " + seat + " in the rides " + rides;
    }
}
