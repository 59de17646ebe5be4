package dev.sample.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A test the user wrote: Ferret writes beside it and leaves it alone. */
class SlugsByHandTest {

    @Test
    void stripsAccentsAndJoinsWordsWithDashes() {
        assertEquals("creme-brulee", new Slugs(20).slug(" Crème Brûlée! "));
    }
}
