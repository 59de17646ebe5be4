package dev.ferret.junit.render;

/** The JUnit flavour generated tests are written for. */
public enum JUnitVersion {
    /** JUnit Jupiter ({@code org.junit.jupiter.api}); the default. */
    JUNIT5,
    /** JUnit 4 ({@code org.junit}), run through the JUnit Platform's vintage engine. */
    JUNIT4
}
