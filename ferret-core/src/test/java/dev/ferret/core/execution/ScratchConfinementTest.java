package dev.ferret.core.execution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.ScratchOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.testcase.ScratchLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScratchConfinementTest {

    @TempDir
    Path dir;

    private static Statement[] using(Path scratch) {
        return new Statement[] {new Statement(new LiteralOperation(int.class, 1), new int[0]),
            new Statement(new ScratchOperation(scratch), new int[0])};
    }

    private static Statement[] notUsing() {
        return new Statement[] {new Statement(new LiteralOperation(int.class, 1), new int[0])};
    }

    @Test
    void laysOutTheDirectoryAtOnceAndDeletesItOnClose() throws Exception {
        ScratchConfinement c = ScratchConfinement.create();
        Path scratch = c.scratchDirectory();
        assertTrue(scratch.isAbsolute());
        assertEquals("alpha\n", Files.readString(scratch.resolve("a.txt")));
        c.close();
        assertFalse(Files.exists(scratch));
    }

    @Test
    void laysOutAgainOnlyBeforeASequenceThatUsesItAfterOneThatMayHaveChangedIt() throws Exception {
        List<Path> prepared = new ArrayList<>();
        Path scratch = dir.resolve("scratch");
        ScratchConfinement c = new ScratchConfinement(scratch, root -> {
            prepared.add(root);
            ScratchLayout.reset(root);
        });
        assertEquals(1, prepared.size(), "laid out when made");
        c.entering(using(scratch), 2);
        assertEquals(1, prepared.size(), "still as laid out: nothing used it yet");
        Files.delete(scratch.resolve("a.txt")); // what the sequence did
        c.entering(notUsing(), 1);
        c.entering(using(scratch), 1); // the prefix does not use it
        assertEquals(1, prepared.size());
        c.entering(using(scratch), 2);
        assertEquals(2, prepared.size());
        assertTrue(Files.exists(scratch.resolve("a.txt")));
        assertFalse(c.refused());
    }

    @Test
    void refusesASequenceWhoseDirectoryCannotBeLaidOut() throws Exception {
        boolean[] fail = {false};
        Path scratch = dir.resolve("scratch");
        ScratchConfinement c = new ScratchConfinement(scratch, root -> {
            if (fail[0]) {
                throw new IOException("cannot");
            }
            ScratchLayout.reset(root);
        });
        c.entering(using(scratch), 2);
        fail[0] = true;
        c.entering(using(scratch), 2);
        assertTrue(c.refused());
        c.entering(notUsing(), 1);
        assertFalse(c.refused(), "forgotten for the next sequence");
    }
}
