package dev.ferret.junit.compile;

import dev.ferret.core.testcase.GeneratedTest;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The compile gate: compiles a suite's files and drops the tests that do not compile, blaming the
 * tests on the failing lines (or, for an error outside any test, every test of the file), until
 * the rest compiles. The first errors become notes.
 */
public final class CompileGate {

    private static final int MAX_COMPILE_NOTES = 5;

    private final CompileCheck compiler;
    private final List<Path> classpath;
    private final Path work;
    private final List<String> notes;
    private final Map<String, String> compiledFiles = new java.util.HashMap<>();
    private long nanos;

    /**
     * @param compiler the compiler
     * @param classpath what the tests compile against: the code under test and the JUnit jars
     * @param work a directory for the class files of each attempt
     * @param notes collects remarks for the report (shared with the other steps: at most a few
     *     compile errors are noted in all)
     */
    public CompileGate(CompileCheck compiler, List<Path> classpath, Path work, List<String> notes) {
        this.compiler = Objects.requireNonNull(compiler, "compiler");
        this.classpath = List.copyOf(classpath);
        this.work = Objects.requireNonNull(work, "work");
        this.notes = Objects.requireNonNull(notes, "notes");
    }

    /** The time spent rendering and compiling so far, in milliseconds. */
    public long millis() {
        return nanos / 1_000_000;
    }

    /**
     * Compiles every file of the suite as written, dropping tests until the rest compiles. Only
     * files whose source changed since the last call are compiled again (test classes do not
     * depend on each other, so the others' class files stay valid).
     *
     * @return the compiled suite; its classes are {@code null} when errors outside the tests
     *     remain (the tests are then kept unchecked)
     */
    public CompiledSuite compile(RenderedSuite suite) throws IOException {
        return compileChanged(suite::files, suite::remove, work.resolve("classes"), compiledFiles,
                "Compile check failed without errors in the tests (%s); tests kept unchecked and not re-run.");
    }

    /**
     * Renders the regression tests as probes and compiles those whose source changed since the
     * last call into {@code classes}. A probe that does not compile loses the tests blamed.
     *
     * @param compiledSources the source last compiled per class; updated
     * @return the compiled probes; their classes are {@code null} when they cannot be compiled
     */
    public CompiledSuite compileProbes(RenderedSuite suite, Path classes, Map<String, String> compiledSources)
            throws IOException {
        return compileChanged(suite::probes, suite::remove, classes, compiledSources,
                "Probes of the regression tests did not compile (%s); tests kept without re-run.");
    }

    private CompiledSuite compileChanged(java.util.function.Supplier<Map<String, PlacedFile>> render,
                                         java.util.function.Consumer<GeneratedTest> removeFrom, Path classes,
                                         Map<String, String> compiledSources, String failureNote) throws IOException {
        long start = System.nanoTime();
        try {
            return compileChanged(render, removeFrom, classes, compiledSources, failureNote, 0);
        } finally {
            nanos += System.nanoTime() - start;
        }
    }

    private CompiledSuite compileChanged(java.util.function.Supplier<Map<String, PlacedFile>> render,
                                         java.util.function.Consumer<GeneratedTest> removeFrom, Path classes,
                                         Map<String, String> compiledSources, String failureNote, int alreadyDropped)
            throws IOException {
        int dropped = alreadyDropped;
        while (true) {
            Map<String, PlacedFile> placed = render.get();
            List<JavaSource> changed = new ArrayList<>();
            for (PlacedFile p : placed.values()) {
                if (!p.file().source().equals(compiledSources.get(p.file().qualifiedName()))) {
                    changed.add(new JavaSource(p.file().qualifiedName(), p.file().source()));
                }
            }
            CompileResult result = changed.isEmpty() ? null : compiler.compileIndependent(changed, classpath, classes);
            if (result == null || result.success()) {
                for (JavaSource source : changed) {
                    compiledSources.put(source.qualifiedName(), source.source());
                }
                return new CompiledSuite(classes, placed, dropped);
            }
            Set<GeneratedTest> drop = blame(result, placed);
            if (drop.isEmpty()) {
                String first = result.errors().isEmpty() ? "" : result.errors().get(0).message();
                notes.add(String.format(java.util.Locale.ROOT, failureNote, first));
                return new CompiledSuite(null, placed, dropped);
            }
            drop.forEach(removeFrom::accept);
            dropped += drop.size();
        }
    }

    /** The tests to drop for compile errors: those on the failing lines, or all of a file. */
    private Set<GeneratedTest> blame(CompileResult result, Map<String, PlacedFile> placed) {
        Set<GeneratedTest> drop = Collections.newSetFromMap(new IdentityHashMap<>());
        for (CompileError error : result.errors()) {
            if (notes.size() < MAX_COMPILE_NOTES) {
                notes.add("dropped uncompilable test in " + error.qualifiedName() + " line " + error.line() + ": "
                        + error.message().lines().findFirst().orElse(""));
            }
            PlacedFile p = error.qualifiedName() == null ? null : placed.get(error.qualifiedName());
            if (p == null) {
                continue;
            }
            Set<Integer> blamed = p.file().testsAt(error.line());
            if (blamed.isEmpty()) {
                drop.addAll(p.tests());
            } else {
                blamed.forEach(i -> drop.add(p.tests().get(i)));
            }
        }
        return drop;
    }
}
