package dev.ferret.junit.compile;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles sources in memory with the JDK's compiler, in process: {@code -proc:none},
 * {@code -nowarn}, against the API of the running JDK (the one whose behaviour the tests
 * recorded; a JDK 21 method observed on JDK 25 must compile). Errors are reported per source
 * and line, so callers can map them to test methods.
 */
public final class CompileCheck {

    /** Compilations at the same time. */
    private static final int THREADS = Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors()));
    /** Source characters per compilation beyond which a suite is split further (about 100,000 lines). */
    private static final long CHUNK_CHARS = 6_000_000;

    private final JavaCompiler compiler;

    /**
     * A compile check using the system Java compiler.
     *
     * @throws IllegalStateException if Ferret runs on a JRE without a compiler
     */
    public CompileCheck() {
        JavaCompiler system = ToolProvider.getSystemJavaCompiler();
        if (system == null) {
            throw new IllegalStateException("No Java compiler available (javax.tools.ToolProvider"
                    + ".getSystemJavaCompiler() returned null): run Ferret on a JDK, not a JRE.");
        }
        this.compiler = system;
    }

    /**
     * Compiles sources together.
     *
     * @param sources the sources; class names must be distinct
     * @param classpath class path for compilation (code under test and JUnit jars)
     * @param outputDirectory where class files go; created if missing
     * @return the errors, if any, by source and line
     * @throws IOException if the output directory cannot be created
     */
    public CompileResult compile(List<JavaSource> sources, List<Path> classpath, Path outputDirectory)
            throws IOException {
        return compileParts(List.of(Objects.requireNonNull(sources, "sources")), classpath, outputDirectory);
    }

    /**
     * Compiles sources that do not refer to each other (generated test classes refer to the code
     * under test and JUnit only) in independent parts side by side: one per core on a small
     * machine, more for very large suites so the compiler's memory stays bounded.
     *
     * @param sources the sources; class names must be distinct, and no source may refer to another
     * @param classpath class path for compilation (code under test and JUnit jars)
     * @param outputDirectory where class files go; created if missing
     * @return the errors, if any, by source and line
     * @throws IOException if the output directory cannot be created
     */
    public CompileResult compileIndependent(List<JavaSource> sources, List<Path> classpath, Path outputDirectory)
            throws IOException {
        return compileParts(chunks(Objects.requireNonNull(sources, "sources")), classpath, outputDirectory);
    }

    /** Compiles each part in its own compilation, side by side when there are several. */
    private CompileResult compileParts(List<List<JavaSource>> parts, List<Path> classpath, Path outputDirectory)
            throws IOException {
        Files.createDirectories(outputDirectory);
        List<List<JavaSource>> chunks = parts.stream().filter(p -> !p.isEmpty()).toList();
        if (chunks.isEmpty()) {
            return new CompileResult(outputDirectory, List.of());
        }
        if (chunks.size() == 1) {
            return run(chunks.get(0), classpath, outputDirectory);
        }
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(
                Math.min(THREADS, chunks.size()));
        try {
            List<java.util.concurrent.Future<CompileResult>> results = new ArrayList<>();
            for (List<JavaSource> chunk : chunks) {
                results.add(pool.submit(() -> run(chunk, classpath, outputDirectory)));
            }
            List<CompileError> errors = new ArrayList<>();
            for (java.util.concurrent.Future<CompileResult> r : results) {
                errors.addAll(r.get().errors());
            }
            return new CompileResult(outputDirectory, errors);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while compiling", e);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IllegalStateException("compiler failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** Splits the sources into balanced parts (by source length) for {@link #compileIndependent}. */
    static List<List<JavaSource>> chunks(List<JavaSource> sources) {
        if (sources.isEmpty()) {
            return List.of();
        }
        long total = sources.stream().mapToLong(s -> s.source().length()).sum();
        int n = (int) Math.min(sources.size(), Math.max(THREADS, (total + CHUNK_CHARS - 1) / CHUNK_CHARS));
        List<List<JavaSource>> chunks = new ArrayList<>();
        long[] sizes = new long[n];
        for (int i = 0; i < n; i++) {
            chunks.add(new ArrayList<>());
        }
        List<JavaSource> bySize = new ArrayList<>(sources);
        bySize.sort(java.util.Comparator.comparingInt((JavaSource s) -> s.source().length()).reversed()
                .thenComparing(JavaSource::qualifiedName));
        for (JavaSource s : bySize) {
            int smallest = 0;
            for (int i = 1; i < n; i++) {
                if (sizes[i] < sizes[smallest]) {
                    smallest = i;
                }
            }
            chunks.get(smallest).add(s);
            sizes[smallest] += s.source().length();
        }
        return chunks;
    }

    private CompileResult run(List<JavaSource> sources, List<Path> classpath, Path outputDirectory)
            throws IOException {
        List<String> options = new ArrayList<>(List.of("-proc:none", "-nowarn", "-Xlint:none",
                "-Xmaxerrs", "100000", "-encoding", "UTF-8", "-g", "-implicit:none",
                "-d", outputDirectory.toString()));
        options.add("-classpath");
        options.add(classpath.stream().map(p -> p.toAbsolutePath().toString())
                .collect(Collectors.joining(File.pathSeparator)));
        Map<JavaFileObject, String> names = new IdentityHashMap<>();
        List<JavaFileObject> units = new ArrayList<>();
        for (JavaSource source : sources) {
            JavaFileObject unit = new MemorySource(source);
            names.put(unit, source.qualifiedName());
            units.add(unit);
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter out = new StringWriter();
        try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics, Locale.ROOT,
                StandardCharsets.UTF_8)) {
            Boolean ok;
            try {
                ok = compiler.getTask(out, files, diagnostics, options, null, units).call();
            } catch (IllegalArgumentException | IllegalStateException e) {
                return new CompileResult(outputDirectory,
                        List.of(new CompileError(null, -1, "compiler failed: " + e.getMessage())));
            }
            List<CompileError> errors = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
                if (d.getKind() == Diagnostic.Kind.ERROR) {
                    errors.add(new CompileError(d.getSource() == null ? null : names.get(d.getSource()),
                            d.getLineNumber(), d.getMessage(Locale.ROOT)));
                }
            }
            if (!Boolean.TRUE.equals(ok) && errors.isEmpty()) {
                errors.add(new CompileError(null, -1, "compilation failed: " + out));
            }
            return new CompileResult(outputDirectory, errors);
        }
    }

    /** A source held in memory. */
    private static final class MemorySource extends SimpleJavaFileObject {
        private final String source;

        MemorySource(JavaSource source) {
            super(URI.create("string:///" + source.qualifiedName().replace('.', '/') + Kind.SOURCE.extension),
                    Kind.SOURCE);
            this.source = source.source();
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return source;
        }
    }
}
