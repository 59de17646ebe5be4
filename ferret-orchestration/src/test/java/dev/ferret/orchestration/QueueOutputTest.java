package dev.ferret.orchestration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shared output of a work queue: a class's files are always those of one attempt. */
class QueueOutputTest {

    @TempDir
    Path out;

    @Test
    void shouldReplaceTheFilesOfAnEarlierAttemptAtTheSameClass() throws Exception {
        QueueOutput output = new QueueOutput(out);
        Path first = output.staging("1@host-a", "p.Foo");
        Files.createDirectories(first.resolve("p"));
        Files.writeString(first.resolve("p/FooRegressionTest.java"), "first");
        Files.writeString(first.resolve("p/FooRegressionTest1.java"), "first, second file");
        Files.createDirectories(first.resolve(".ferret"));
        Files.writeString(first.resolve(".ferret/journal.java"), "not a test");
        assertEquals(2, output.place("p.Foo", first));
        assertFalse(Files.exists(first), "staging removed");

        Path second = output.staging("2@host-b", "p.Foo");
        Files.createDirectories(second.resolve("p"));
        Files.writeString(second.resolve("p/FooRegressionTest.java"), "second");
        assertEquals(1, output.place("p.Foo", second));
        assertEquals("second", Files.readString(out.resolve("p/FooRegressionTest.java")));
        assertFalse(Files.exists(out.resolve("p/FooRegressionTest1.java")), "the earlier attempt's extra file is gone");
        assertFalse(Files.exists(out.resolve(".ferret")), "only test sources are placed");
        assertEquals(List.of("p/FooRegressionTest.java"), Files.readAllLines(out.resolve(".ferret-queue/p.Foo.files")));
    }

    @Test
    void shouldDeriveTheSameSeedForAClassAndDifferentOnesForOthers() {
        assertEquals(QueueRun.seedOf(7, "p.Foo"), QueueRun.seedOf(7, "p.Foo"));
        assertNotEquals(QueueRun.seedOf(7, "p.Foo"), QueueRun.seedOf(7, "p.Bar"));
        assertNotEquals(QueueRun.seedOf(7, "p.Foo"), QueueRun.seedOf(8, "p.Foo"));
    }
}
