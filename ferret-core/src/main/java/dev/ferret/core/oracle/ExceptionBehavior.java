package dev.ferret.core.oracle;

/** How an exception thrown by the code under test classifies its sequence (Randoop's policy). */
public enum ExceptionBehavior {
    /** Reveals a bug: the sequence becomes an error-revealing test. */
    ERROR,
    /** Normal behaviour: the sequence becomes a regression test asserting the exception. */
    EXPECTED,
    /** The input was illegal or the run unreliable: the sequence is discarded. */
    INVALID
}
