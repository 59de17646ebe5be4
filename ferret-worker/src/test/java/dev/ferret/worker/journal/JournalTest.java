package dev.ferret.worker.journal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JournalTest {

    private static GeneratedTest test(long ordinal) {
        Step literal = Step.of(new Action.Literal("int", 3), List.of(), "int");
        return new GeneratedTest("p.C", TestKind.REGRESSION, List.of(literal),
                List.of(new Check.ValueCheck(0, null, 3)), null, null, 9, ordinal);
    }

    @Test
    void shouldReadBackTestsArgumentsAndProgressAndIgnoreATornLastRecord(@TempDir Path dir) throws IOException {
        try (Journal j = Journal.create(dir, List.of("--class", "p.C"))) {
            j.test(test(0));
            j.progress(1_500, 700);
            j.test(test(1));
            j.progress(2_500, 900);
        }
        // a kill in the middle of a record leaves a type byte and part of a length
        Files.write(Journal.file(dir), new byte[] {'T', 0, 0}, StandardOpenOption.APPEND);
        Journal.Contents c = Journal.read(dir);
        assertEquals(List.of("--class", "p.C"), c.arguments());
        assertEquals(List.of(test(0), test(1)), c.tests());
        assertEquals(2_500, c.elapsedMillis());
        assertEquals(900, c.sequences());
        assertEquals(1, c.parts());
        assertEquals(1, c.maxOrdinal());
    }

    @Test
    void shouldAddUpTheTimeOfEveryResumedPart(@TempDir Path dir) throws IOException {
        try (Journal j = Journal.create(dir, List.of("a"))) {
            j.progress(1_000, 10);
        }
        try (Journal j = Journal.append(dir)) {
            j.resumed(List.of("a"));
            j.test(test(5));
            j.progress(400, 4);
        }
        Journal.Contents c = Journal.read(dir);
        assertEquals(1_400, c.elapsedMillis());
        assertEquals(14, c.sequences());
        assertEquals(2, c.parts());
        assertEquals(1, c.tests().size());
    }

    @Test
    void shouldRefuseADirectoryWithoutAJournal(@TempDir Path dir) {
        IOException e = assertThrows(IOException.class, () -> Journal.read(dir));
        assertEquals(true, e.getMessage().contains("no Ferret run to resume"), e.getMessage());
    }
}
