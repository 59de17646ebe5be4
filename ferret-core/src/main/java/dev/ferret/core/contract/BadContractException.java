package dev.ferret.core.contract;

/** Why a contract expression cannot be checked; becomes a {@link BadContract}. */
final class BadContractException extends Exception {
    private static final long serialVersionUID = 1L;

    BadContractException(String why) {
        super(why, null, false, false);
    }
}
