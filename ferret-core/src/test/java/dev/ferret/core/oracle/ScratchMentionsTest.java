package dev.ferret.core.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.CallClock;
import dev.ferret.core.testcase.Check;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

public class ScratchMentionsTest {

    @TempDir
    Path dir;

    /** A library value that prints its path, as Guava's {@code Files.asByteSource(file)} does. */
    public static final class Source {
        private final Path path;

        Source(Path path) {
            this.path = path;
        }

        public String getName() {
            return path.getFileName().toString();
        }

        @Override
        public String toString() {
            return "Source(" + path + ")";
        }
    }

    @Test
    void mentionsThePathTheRealPathAndTheDirectorysOwnName() throws Exception {
        Path scratch = Files.createDirectories(dir.resolve("ferret-scratch123456"));
        Path link = Files.createSymbolicLink(dir.resolve("link"), scratch);
        ScratchMentions m = ScratchMentions.of(link);
        assertTrue(m.in(link.resolve("a.txt").toString()));
        assertTrue(m.in("file:" + scratch.toRealPath() + "/a.txt"), "through the link");
        assertTrue(m.in("ferret-scratch123456"), "its own name, as getFileName() gives it");
        assertFalse(m.in("a.txt"));
        assertFalse(ScratchMentions.NONE.in(scratch.toString()));
    }

    @Test
    void anObserverNeverAssertsAValueThatNamesTheScratchDirectory() throws Exception {
        Path scratch = Files.createDirectories(dir.resolve("ferret-scratch123456"));
        RegressionObserver observer = new RegressionObserver(ScratchMentions.of(scratch));
        Source source = new Source(scratch.resolve("a.txt"));
        List<Check.ValueCheck> checks = observer.observe(source, Source.class, 3, true, CallClock.NONE);
        assertEquals(List.of(new Check.ValueCheck(3, "getName", "a.txt")), checks, "toString prints the path");
        assertEquals(List.of(), observer.observe(scratch.resolve("b").toString(), String.class, 4, true,
                CallClock.NONE));
        assertEquals(List.of(new Check.ValueCheck(5, null, "b")), observer.observe("b", String.class, 5, true,
                CallClock.NONE));
    }
}
