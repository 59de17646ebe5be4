package dev.ferret.junit;

import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.junit.compile.PlacedFile;
import dev.ferret.junit.compile.RenderedSuite;
import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.render.RenderedFile;
import dev.ferret.junit.render.TestRenderer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A fake {@link RenderedSuite}: one regression file {@code p.SampleRegressionTest} rendered from
 * a plain list, recording what the checks remove and replace.
 */
public final class ListSuite implements RenderedSuite {

    public static final String CLASS_NAME = "p.SampleRegressionTest";

    public final List<GeneratedTest> tests = new ArrayList<>();
    public final List<GeneratedTest> removed = new ArrayList<>();
    public final List<GeneratedTest> replacements = new ArrayList<>();

    private final JUnitVersion version;

    public ListSuite(GeneratedTest... tests) {
        this(JUnitVersion.JUNIT5, tests);
    }

    /** A suite whose file is written for {@code version} (its probes are JUnit 5's, as always). */
    public ListSuite(JUnitVersion version, GeneratedTest... tests) {
        this.version = version;
        this.tests.addAll(List.of(tests));
    }

    @Override
    public Map<String, PlacedFile> files() {
        return tests.isEmpty() ? Map.of()
                : place(new TestRenderer(version).render("p", "SampleRegressionTest", tests));
    }

    @Override
    public Map<String, PlacedFile> probes() {
        return tests.isEmpty() ? Map.of() : place(TestRenderer.renderProbe("p", "SampleRegressionTest", tests));
    }

    private Map<String, PlacedFile> place(RenderedFile file) {
        Map<String, PlacedFile> files = new LinkedHashMap<>();
        files.put(file.qualifiedName(), new PlacedFile(file, TestKind.REGRESSION, tests));
        return files;
    }

    @Override
    public void remove(GeneratedTest test) {
        tests.removeIf(t -> t == test);
        removed.add(test);
    }

    @Override
    public void replace(GeneratedTest test, GeneratedTest replacement) {
        tests.replaceAll(t -> t == test ? replacement : t);
        replacements.add(replacement);
    }
}
