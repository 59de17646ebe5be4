package dev.ferret.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.run.InvalidInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClassPatternsTest {

    @TempDir
    Path classes;

    @BeforeEach
    void compiledClasses() throws Exception {
        for (String name : List.of("com/acme/Parser", "com/acme/Parser$Token", "com/acme/Parser$1",
                "com/acme/io/FileStore", "com/acme/io/MemoryStore", "com/acme/web/OrderService", "Top")) {
            Path file = classes.resolve(name + ".class");
            Files.createDirectories(file.getParent());
            Files.write(file, new byte[] {(byte) 0xCA, (byte) 0xFE});
        }
    }

    @Test
    void selectsEveryNamedClassByDefaultButNoAnonymousOnes() throws Exception {
        assertEquals(List.of("Top", "com.acme.Parser", "com.acme.Parser$Token", "com.acme.io.FileStore",
                "com.acme.io.MemoryStore", "com.acme.web.OrderService"),
                new ClassPatterns(List.of(), List.of(), null).select(classes));
    }

    @Test
    void matchesOneSegmentWithAStarAndAnyWithTwo() {
        assertTrue(ClassPatterns.compile("com.acme.*").matcher("com.acme.Parser").matches());
        assertFalse(ClassPatterns.compile("com.acme.*").matcher("com.acme.io.FileStore").matches());
        assertTrue(ClassPatterns.compile("com.acme.**").matcher("com.acme.io.FileStore").matches());
        assertTrue(ClassPatterns.compile("**.*Store").matcher("com.acme.io.MemoryStore").matches());
        assertFalse(ClassPatterns.compile("**.*Store").matcher("com.acme.io.StoreFactory").matches());
        assertTrue(ClassPatterns.compile("com.**.OrderService").matcher("com.acme.web.OrderService").matches());
    }

    @Test
    void includesThenExcludesCommaSeparatedPatternsWithinAPackage() throws Exception {
        assertEquals(List.of("com.acme.io.FileStore", "com.acme.web.OrderService"),
                new ClassPatterns(List.of("**.*Store, **.*Service"), List.of("**.Memory*"), "com.acme").select(classes));
    }

    @Test
    void rejectsAnIncludePatternThatMatchesNothingAndExcludesThatLeaveNothing() {
        InvalidInputException unknown = assertThrows(InvalidInputException.class,
                () -> new ClassPatterns(List.of("com.acme.**", "org.nope.*"), List.of(), null).select(classes));
        assertTrue(unknown.getMessage().startsWith("the include pattern 'org.nope.*' matches no class in"),
                unknown.getMessage());
        InvalidInputException none = assertThrows(InvalidInputException.class,
                () -> new ClassPatterns(List.of(), List.of("**"), null).select(classes));
        assertTrue(none.getMessage().contains("leave no class"), none.getMessage());
        InvalidInputException pkg = assertThrows(InvalidInputException.class,
                () -> new ClassPatterns(List.of(), List.of(), "org.other").select(classes));
        assertTrue(pkg.getMessage().contains("org.other"), pkg.getMessage());
    }
}
