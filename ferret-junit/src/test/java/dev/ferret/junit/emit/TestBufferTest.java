package dev.ferret.junit.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.junit.TestModels;
import dev.ferret.junit.compile.PlacedFile;
import dev.ferret.junit.layout.TestLayout;
import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.render.TestRenderer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TestBufferTest {

    private final TestBuffer buffer = new TestBuffer(new TestLayout(null, 100), new TestRenderer(JUnitVersion.JUNIT5));

    private static GeneratedTest error(String violation, int steps, long ordinal) {
        List<Step> list = new ArrayList<>(Collections.nCopies(steps,
                Step.of(new Action.ConstructorCall("java.util.ArrayList", List.of()), List.of(), "java.util.ArrayList")));
        return new GeneratedTest("java.util.ArrayList", TestKind.ERROR, list, List.of(), violation, "java.util.ArrayList.<init>",
                0, ordinal);
    }

    private List<GeneratedTest> errorTests() {
        Map<String, PlacedFile> files = buffer.files();
        return files.isEmpty() ? List.of() : files.values().iterator().next().tests();
    }

    @Test
    void shouldKeepTheShortestErrorTestPerFailureThenTheSmallestOrdinal() {
        GeneratedTest first = error("v", 3, 5);
        buffer.accept(first);
        buffer.accept(error("v", 4, 1));
        buffer.accept(error("v", 3, 5));
        assertEquals(List.of(first), errorTests());
        GeneratedTest earlier = error("v", 3, 2);
        buffer.accept(earlier);
        GeneratedTest other = error("w", 9, 9);
        buffer.accept(other);
        assertEquals(List.of(earlier, other), errorTests());
        assertEquals(2, buffer.size());
    }

    @Test
    void shouldTakeAFailureAsNewAgainOnceItsTestWasRemoved() {
        GeneratedTest first = error("v", 3, 5);
        buffer.accept(first);
        buffer.remove(first);
        GeneratedTest longer = error("v", 7, 8);
        buffer.accept(longer);
        assertEquals(List.of(longer), errorTests());
    }

    @Test
    void shouldKeepEveryRegressionTest() {
        GeneratedTest a = TestModels.arrayListAdd();
        GeneratedTest b = TestModels.arrayListAdd();
        buffer.accept(a);
        buffer.accept(b);
        List<GeneratedTest> tests = buffer.files().values().iterator().next().tests();
        assertSame(a, tests.get(0));
        assertSame(b, tests.get(1));
    }
}
