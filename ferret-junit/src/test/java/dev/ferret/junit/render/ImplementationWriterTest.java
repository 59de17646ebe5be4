package dev.ferret.junit.render;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ImplementationWriterTest {

    @Test
    void shouldNotCastAValueWhoseTypeArgumentsAreAllObjectToItsRawClass() {
        assertFalse(ImplementationWriter.needsCast("java.util.ArrayList<java.lang.Object>", "java.util.ArrayList"));
        assertFalse(ImplementationWriter.needsCast("java.util.HashMap<java.lang.Object,java.lang.Object>",
                "java.util.HashMap"));
        assertFalse(ImplementationWriter.needsCast("java.util.List", "java.util.List"), "the same type");
        assertFalse(ImplementationWriter.needsCast("java.util.List<java.lang.String>", "java.lang.Object"));
    }

    @Test
    void shouldCastWhereTheErasedBodyCouldPassWhatTheTypeRejects() {
        assertTrue(ImplementationWriter.needsCast("java.util.ArrayList<java.lang.String>", "java.util.ArrayList"),
                "add(Object) of an ArrayList<String>");
        assertTrue(ImplementationWriter.needsCast("java.util.HashMap<java.lang.Object,java.lang.Integer>",
                "java.util.HashMap"));
        assertTrue(ImplementationWriter.needsCast("java.util.Collection<java.lang.Object>", "java.util.ArrayList"),
                "another class");
        assertTrue(ImplementationWriter.needsCast("java.util.ArrayList<java.util.List<java.lang.Object>>",
                "java.util.ArrayList"), "a nested argument");
    }
}
