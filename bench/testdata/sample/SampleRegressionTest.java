package sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractCollection;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hand-counted fixture for bench/TestShape.java --check and bench/needless.sh --check: each
 * "shape:" comment gives the statements and assertions TestShape must count, each "needless:"
 * comment the top-level statements (1-based, assertions included in the numbering) whose removal
 * leaves the test passing, or "none".
 */
@SuppressWarnings({"unchecked", "rawtypes"})
public class SampleRegressionTest {
    @TempDir
    Path dir;

    private static int helper() {
        return 1;
    }

    // shape: statements=4 assertions=2
    // needless: 3
    @Test
    void plainCalls() throws Throwable {
        ArrayList<String> list0 = new ArrayList<>();
        list0.add("a");
        list0.toString();
        String string1 = list0.get(0);
        assertEquals(1, list0.size());
        Assertions.assertEquals("a", string1);
    }

    // shape: statements=3 assertions=1
    // needless: 2
    @Test
    void throwsCountsTheCall() {
        ArrayList list0 = new ArrayList();
        list0.add("a");
        assertThrows(IndexOutOfBoundsException.class, () -> list0.get(1));
    }

    // shape: statements=4 assertions=1
    // needless: none
    @Test
    void throwsNeedsTheState() {
        ArrayList list0 = new ArrayList();
        Iterator iterator1 = list0.iterator();
        list0.add("a");
        assertThrows(ConcurrentModificationException.class, () -> iterator1.next());
    }

    // shape: statements=5 assertions=1
    // needless: 3
    @Test
    void loopCountsOnePlusBody() {
        ArrayList<Integer> list0 = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            list0.add(i);
            list0.size();
        }
        list0.isEmpty();
        assertEquals(3, list0.size());
    }

    // shape: statements=10 assertions=1
    // needless: none
    @Test
    void generatedBodies() {
        List list0 = List.of("x");
        Comparator comparator1 = (a, b) -> {
            int result0 = ((Comparable) a).compareTo(b);
            return result0;
        };
        Function function2 = x -> x;
        Collection collection3 = new AbstractCollection() {
            private int calls;

            @Override
            public Iterator iterator() {
                return list0.iterator();
            }

            @Override
            public int size() {
                return comparator1.compare("a", function2.apply("a")) + 1;
            }
        };
        assertEquals(1, collection3.size());
    }

    // shape: statements=2 assertions=2
    // needless: none
    @Test
    void tempDirStaysUsable() throws Throwable {
        Path path0 = dir.resolve("f");
        Files.writeString(path0, "x");
        assertTrue(Files.exists(path0));
        assertFalse(Files.isDirectory(path0));
    }

    // shape: statements=0 assertions=1
    // needless: none
    @Test
    void onlyAnAssertion() {
        assertTrue(helper() == 1);
    }
}
