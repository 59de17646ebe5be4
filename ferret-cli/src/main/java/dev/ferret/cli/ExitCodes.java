package dev.ferret.cli;

/** Process exit codes. */
final class ExitCodes {

    static final int OK = 0;
    static final int INTERNAL_ERROR = 1;
    static final int BAD_INPUT = 2;

    private ExitCodes() {
    }
}
