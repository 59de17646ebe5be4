package dev.ferret.core.run;

/** The input of a run is unusable; the message is one line meant for the user. */
public class InvalidInputException extends Exception {

    private static final long serialVersionUID = 1L;

    public InvalidInputException(String message) {
        super(message);
    }
}
