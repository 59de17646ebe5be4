package dev.ferret.examples.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The harmless methods of the zoo, and the hostile ones that are safe in this JVM. Never calls
 * {@code quit}, {@code halt}, {@code spin}, {@code hoard}, {@code fork} or {@code flood}.
 */
class HostileClassesTest {

    @TempDir
    Path dir;

    @Test
    void shouldAnswerTheHarmlessMethodsOfTheDangerousClasses() {
        assertEquals("bye, ann", new Quitter().greet("ann"));
        assertEquals(3, new Quitter().getStatus());
        assertTrue(new Halter().isHalting(7));
        assertFalse(new Halter().isHalting(3));
        assertEquals(7, new Halter().getStatus());
        Spinner spinner = new Spinner();
        assertEquals(0, spinner.getTicks());
        assertEquals(1, spinner.tick());
        assertEquals(1, spinner.getTicks());
        assertEquals(0, new Hog().size());
        assertEquals(0, new Forker().getForked());
    }

    @Test
    void shouldOverflowTheStack() {
        Recurser recurser = new Recurser();
        assertThrows(StackOverflowError.class, () -> recurser.descend(0));
        assertTrue(recurser.getDeepest() > 100, "deepest " + recurser.getDeepest());
    }

    @Test
    void shouldDeleteTheFilesItIsGiven() throws Exception {
        Path a = Files.writeString(dir.resolve("a.txt"), "a");
        Path b = Files.writeString(dir.resolve("b.txt"), "b");
        Shredder shredder = new Shredder();
        assertTrue(shredder.shred(a.toString()));
        assertTrue(shredder.shredFile(b.toFile()));
        assertFalse(Files.exists(a) || Files.exists(b));
        assertFalse(shredder.shred(a.toString()), "already gone");
        assertEquals(2, shredder.getShredded());
    }

    @Test
    void shouldShareTheTallyBetweenInstances() {
        Tally first = new Tally();
        int before = first.current();
        assertEquals(before + 1, first.next());
        assertEquals(before + 2, new Tally().next());
        assertEquals(before + 2, first.current());
        assertEquals(5, first.plus(2, 3));
        assertThrows(ArithmeticException.class, () -> first.plus(Integer.MAX_VALUE, 1));
    }

    @Test
    void shouldWriteExactlyTheBytesAskedForToSystemOut() {
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream original = System.out;
        Chatter chatter = new Chatter();
        try {
            System.setOut(new PrintStream(captured, true, StandardCharsets.US_ASCII));
            assertEquals(1000, chatter.chatter(1000));
            assertEquals(1000, chatter.chatter(-5), "nothing for a negative count");
        } finally {
            System.setOut(original);
        }
        String text = captured.toString(StandardCharsets.US_ASCII);
        assertEquals(1000, text.length());
        assertEquals(1000 / 64, text.chars().filter(ch -> ch == '\n').count());
        assertEquals(1000, chatter.getWritten());
        assertEquals(50 * 1024 * 1024, Chatter.FLOOD_BYTES);
    }
}
