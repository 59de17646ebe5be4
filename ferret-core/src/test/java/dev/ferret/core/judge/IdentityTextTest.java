package dev.ferret.core.judge;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class IdentityTextTest {

    @Test
    void shouldSeeAnIdentityHashInATextComputedFromADefaultToString() {
        assertTrue(Judge.showsIdentity(new Object[] {1, "[S@1b6d3586"}, 2));
        assertTrue(Judge.showsIdentity(new Object[] {"[[S@677327b6]"}, 1));
        assertTrue(Judge.showsIdentity(new Object[] {"java.lang.Object@1b6d3586 and more"}, 1));
    }

    @Test
    void shouldNotSeeOneInOrdinaryTextsOrPastTheValuesThatRan() {
        assertFalse(Judge.showsIdentity(new Object[] {"hi!", "a@b", "mail@example.org", "x@12345", null, 7}, 6));
        assertFalse(Judge.showsIdentity(new Object[] {"ok", "[S@677327b6"}, 1), "the second value was never computed");
    }
}
