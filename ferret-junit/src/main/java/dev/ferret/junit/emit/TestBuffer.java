package dev.ferret.junit.emit;

import dev.ferret.core.emit.ShortestPerFailure;
import dev.ferret.core.emit.SuiteReduction;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.TestKind;
import dev.ferret.junit.compile.PlacedFile;
import dev.ferret.junit.compile.RenderedSuite;
import dev.ferret.junit.layout.TestLayout;
import dev.ferret.junit.render.RenderedFile;
import dev.ferret.junit.render.TestRenderer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The tests of a suite, buffered per class under test and kind, with one error-revealing (or
 * crash) test per failure, the shortest ({@link ShortestPerFailure#ofTests()}). Not thread-safe:
 * {@link SuiteEmitter} locks.
 */
final class TestBuffer implements RenderedSuite {

    private final TestLayout layout;
    private final TestRenderer renderer;
    private final Map<Group.Key, Group> groups = new TreeMap<>();
    private final Set<String> baseNames = new HashSet<>();
    private final ShortestPerFailure<List<Object>, GeneratedTest> failures = ShortestPerFailure.ofTests();
    /** The last rendering of each file (and probe), with the tests it was rendered from. */
    private final Map<String, Rendered> renderCache = new java.util.HashMap<>();

    private record Rendered(List<GeneratedTest> tests, RenderedFile file) { }

    TestBuffer(TestLayout layout, TestRenderer renderer) {
        this.layout = layout;
        this.renderer = renderer;
    }

    /**
     * Buffers a test. An error-revealing (or crash) test replaces a buffered one for the same
     * failure when it comes first by {@link ShortestPerFailure#ofTests()}, and is ignored when
     * it does not.
     */
    void accept(GeneratedTest test) {
        Group group = groups.computeIfAbsent(Group.Key.of(test), this::newGroup);
        if (test.kind() != TestKind.REGRESSION) {
            ShortestPerFailure.Offer<GeneratedTest> offer = failures.offer(test);
            if (!offer.kept()) {
                return;
            }
            if (offer.replaced() != null) { // of this class or, for the same cause, another
                groups.get(Group.Key.of(offer.replaced())).remove(offer.replaced());
            }
        }
        group.add(test);
    }

    private Group newGroup(Group.Key key) {
        String pkg = layout.packageFor(key.classUnderTest());
        String stem = TestLayout.stem(key.classUnderTest());
        String candidate = stem;
        for (int n = 2; baseNames.contains(Group.qualify(pkg, TestLayout.className(candidate, key.kind(), 0))); n++) {
            candidate = stem + "_" + n; // another class under test has the same simple name
        }
        baseNames.add(Group.qualify(pkg, TestLayout.className(candidate, key.kind(), 0)));
        return new Group(key, pkg, candidate);
    }

    /** The number of tests buffered. */
    int size() {
        return groups.values().stream().mapToInt(g -> g.tests.size()).sum();
    }

    /**
     * Keeps only the regression tests of a greedy set cover of all of them ({@link SuiteReduction}).
     *
     * @return the number of tests the reduction removed
     */
    int reduce() {
        List<GeneratedTest> all = new ArrayList<>();
        for (Group g : groups.values()) {
            if (g.key.kind() == TestKind.REGRESSION) {
                all.addAll(g.ordered());
            }
        }
        List<GeneratedTest> reduced = SuiteReduction.reduce(all);
        java.util.Set<GeneratedTest> kept = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        kept.addAll(reduced);
        for (GeneratedTest t : all) {
            if (!kept.contains(t)) {
                groups.get(Group.Key.of(t)).remove(t);
            }
        }
        return all.size() - reduced.size();
    }

    /** The union of the coverage goals of the regression tests. */
    Coverage regressionCoverage() {
        java.util.BitSet goals = new java.util.BitSet();
        for (Group g : groups.values()) {
            if (g.key.kind() == TestKind.REGRESSION) {
                for (GeneratedTest t : g.tests) {
                    for (int i = 0; i < t.coverage().size(); i++) {
                        goals.set(t.coverage().goal(i));
                    }
                }
            }
        }
        return Coverage.of(goals.stream().toArray());
    }

    /**
     * The first file of the largest regression group as a probe, or {@code null} without
     * regression tests: a sample of what the compile of the suite will see.
     */
    RenderedFile sample() {
        Group largest = null;
        for (Group g : groups.values()) {
            if (g.key.kind() == TestKind.REGRESSION && (largest == null || g.tests.size() > largest.tests.size())) {
                largest = g;
            }
        }
        if (largest == null || largest.tests.isEmpty()) {
            return null;
        }
        return TestRenderer.renderProbe(largest.packageName, largest.className(0), parts(largest).get(0));
    }

    /** The groups, by class under test and kind. */
    Iterable<Group> groups() {
        return groups.values();
    }

    /** The groups of these kinds changed since the last call, each with its tests split into parts. */
    List<Map.Entry<Group, List<List<GeneratedTest>>>> takeChanged(Set<TestKind> kinds) {
        List<Map.Entry<Group, List<List<GeneratedTest>>>> changed = new ArrayList<>();
        for (Group group : groups.values()) {
            if (group.dirty && kinds.contains(group.key.kind())) {
                changed.add(Map.entry(group, layout.split(group.ordered())));
                group.dirty = false;
            }
        }
        return changed;
    }

    /** The tests of a group, split into the parts of its files. */
    List<List<GeneratedTest>> parts(Group group) {
        return layout.split(group.ordered());
    }

    @Override
    public Map<String, PlacedFile> files() {
        return render(false);
    }

    @Override
    public Map<String, PlacedFile> probes() {
        return render(true);
    }

    private Map<String, PlacedFile> render(boolean probes) {
        Map<String, PlacedFile> placed = new LinkedHashMap<>();
        for (Group group : groups.values()) {
            if (probes && group.key.kind() != TestKind.REGRESSION) {
                continue;
            }
            List<List<GeneratedTest>> parts = parts(group);
            for (int p = 0; p < parts.size(); p++) {
                RenderedFile file = rendered(group, p, parts.get(p), probes);
                placed.put(file.qualifiedName(), new PlacedFile(file, group.key.kind(), parts.get(p)));
            }
        }
        return placed;
    }

    /** A part rendered, from the cache when the same tests (the same objects) were rendered last time. */
    private RenderedFile rendered(Group group, int part, List<GeneratedTest> tests, boolean probe) {
        String name = Group.qualify(group.packageName, group.className(part)) + (probe ? "#probe" : "");
        Rendered last = renderCache.get(name);
        if (last != null && Group.sameTests(last.tests(), tests)) {
            return last.file();
        }
        RenderedFile file = probe ? TestRenderer.renderProbe(group.packageName, group.className(part), tests)
                : renderer.render(group.packageName, group.className(part), tests);
        renderCache.put(name, new Rendered(List.copyOf(tests), file));
        return file;
    }

    @Override
    public void remove(GeneratedTest test) {
        Group group = groups.get(Group.Key.of(test));
        if (group != null) {
            group.remove(test);
            failures.forget(test);
        }
    }

    @Override
    public void replace(GeneratedTest test, GeneratedTest replacement) {
        Group group = groups.get(Group.Key.of(test));
        if (group != null) {
            group.replace(test, replacement);
            if (failures.forget(test)) {
                failures.offer(replacement);
            }
        }
    }
}
