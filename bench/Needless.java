import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.Tree;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The "remove each statement, recompile, re-run" check of issue 29; bench/needless.sh runs it
 * (compiled together with bench/TestShape.java, whose parser and definitions it uses). Two steps:
 *
 * <p>{@code Needless prepare <tests dir> <work dir> <classpath>}: for every test method of the
 * regression test files ({@code *RegressionTest.java}, numbered ones included) and each of its
 * top-level statements that is not an assertion ({@link TestShape#isAssertion}: an
 * {@code assertThrows} statement, its lambda's call included, is never removed: that call is the
 * expected exception), writes a variant of the method without that statement, named
 * {@code <method>__without<i>} (i: the statement's 1-based position among the method's top-level
 * statements, assertions included). The variants go into copies of the test class
 * ({@code <Class>_V1}, {@code _V2}, ...: the class as written, its test methods replaced by at
 * most {@value #PER_COPY} variants), written beside the original files in {@code <work>/src}.
 * Compiles everything with javac in-process ({@code <classpath>}: the subject's and JUnit's),
 * maps each error to the variant it lies in, drops those variants and compiles again until no
 * error is left (an error outside every variant drops the whole copy, or with the original file
 * all its copies); classes in {@code <work>/classes}, the classes to run in
 * {@code <work>/run-classes.txt}, the variants in {@code <work>/variants.tsv}.
 *
 * <p>{@code Needless report <work dir> <JUnit XML reports dir> [--check]}: a variant that passed
 * is a needless statement (the test passes without it); prints each, the counts and
 * {@code NEEDLESS checked=.. needless=.. tests=..} (checked: statements removed; needless: of
 * those, the ones whose variant passed; tests: test methods with at least one). Variants of a
 * test whose original failed in the same run are not judged (counted and listed apart). With
 * {@code --check}, every test method preceded by a comment {@code // needless: i j ...} (or
 * {@code none}) must have exactly those needless statements (bench/testdata); exits 1 otherwise.
 */
public class Needless {

    /** Variants per copy of a test class: keeps the copies' constant pools and javac's errors small. */
    static final int PER_COPY = 150;
    private static final Pattern EXPECTED = Pattern.compile("// needless: ([0-9 ]+|none)");

    /** One removed statement. */
    record Variant(String testClass, String method, int index, String text, Path file) {
        String name() {
            return method + "__without" + index;
        }
    }

    /** A copy of a test class holding variants; text offsets of each variant in its source. */
    static final class Copy {
        final String name;
        final Path original;
        final List<Variant> variants = new ArrayList<>();
        final Map<Variant, int[]> ranges = new LinkedHashMap<>();
        Path source;

        Copy(String name, Path original) {
            this.name = name;
            this.original = original;
        }

        /** The variant whose text holds the offset, or null. */
        Variant variantAt(long offset) {
            for (Map.Entry<Variant, int[]> e : ranges.entrySet()) {
                if (offset >= e.getValue()[0] && offset < e.getValue()[1]) {
                    return e.getKey();
                }
            }
            return null;
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 4 && args[0].equals("prepare")) {
            prepare(Path.of(args[1]), Path.of(args[2]), args[3]);
        } else if ((args.length == 3 || args.length == 4 && args[3].equals("--check")) && args[0].equals("report")) {
            System.exit(report(Path.of(args[1]), Path.of(args[2]), args.length == 4));
        } else {
            System.err.println("usage: Needless prepare <tests dir> <work dir> <classpath> | report <work dir> <reports dir> [--check]");
            System.exit(2);
        }
    }

    // ---- prepare -----------------------------------------------------------------------

    private static void prepare(Path tests, Path workDir, String classpath) throws IOException {
        Path work = workDir.toAbsolutePath().normalize();
        List<Path> files = TestShape.javaFiles(tests, TestShape.REGRESSION);
        TestShape.Parsed parsed = TestShape.parse(files);
        Path src = work.resolve("src");
        List<Copy> copies = new ArrayList<>();
        Map<Path, Path> originals = new LinkedHashMap<>(); // copied original -> tests file
        Map<Path, Writer> writers = new HashMap<>();
        int tests0 = 0;
        for (int f = 0; f < files.size(); f++) {
            CompilationUnitTree unit = parsed.units().get(f);
            Path rel = tests.relativize(files.get(f));
            Path dest = src.resolve(rel);
            Files.createDirectories(dest.getParent());
            Files.copy(files.get(f), dest, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            originals.put(dest, rel);
            Writer w = new Writer(unit, Files.readString(files.get(f)), parsed.positions(), dest.getParent());
            List<Variant> variants = new ArrayList<>();
            String testClass = qualified(unit, w.clazz.getSimpleName().toString());
            int[] count = {0};
            TestShape.forEachTest(unit, (path, m) -> {
                count[0]++;
                List<? extends StatementTree> body = m.getBody().getStatements();
                for (int i = 0; i < body.size(); i++) {
                    if (!TestShape.isAssertion(body.get(i))) {
                        variants.add(new Variant(testClass, m.getName().toString(), i + 1, w.text(body.get(i)), rel));
                    }
                }
            });
            tests0 += count[0];
            for (int from = 0, n = 1; from < variants.size(); from += PER_COPY, n++) {
                Copy c = new Copy(w.clazz.getSimpleName() + "_V" + n, dest);
                c.variants.addAll(variants.subList(from, Math.min(variants.size(), from + PER_COPY)));
                copies.add(c);
                writers.put(c.source = dest.getParent().resolve(c.name + ".java"), w);
            }
        }
        int all = copies.stream().mapToInt(c -> c.variants.size()).sum();
        System.out.printf("== %d regression test files, %d test methods, %d statements to remove, %d copies%n",
                files.size(), tests0, all, copies.size());

        Map<Variant, String> dropped = new LinkedHashMap<>();
        Set<Path> brokenOriginals = new HashSet<>();
        Path classes = work.resolve("classes");
        for (int round = 1; ; round++) {
            for (Copy c : copies) {
                writers.get(c.source).write(c);
            }
            List<Path> sources = new ArrayList<>();
            originals.keySet().stream().filter(p -> !brokenOriginals.contains(p)).forEach(sources::add);
            copies.stream().filter(c -> !c.variants.isEmpty()).forEach(c -> sources.add(c.source));
            deleteTree(classes);
            Files.createDirectories(classes);
            long start = System.nanoTime();
            List<Diagnostic<? extends JavaFileObject>> errors = compile(sources, classes, classpath);
            int before = dropped.size();
            Map<Path, Copy> bySource = copies.stream().collect(Collectors.toMap(c -> c.source, c -> c));
            for (Diagnostic<? extends JavaFileObject> d : errors) {
                Path file = Path.of(d.getSource().toUri()).toAbsolutePath().normalize();
                Copy c = bySource.get(file);
                if (c == null) { // an original does not compile: drop it and all its copies
                    if (brokenOriginals.add(file)) {
                        System.out.println("   the original does not compile, left out: " + originals.get(file) + ": " + firstLine(d));
                    }
                    for (Copy other : copies) {
                        if (other.original.equals(file)) {
                            other.variants.forEach(v -> dropped.put(v, "original does not compile"));
                            other.variants.clear();
                        }
                    }
                    continue;
                }
                Variant v = c.variantAt(d.getStartPosition() >= 0 ? d.getStartPosition() : d.getPosition());
                if (v == null) { // outside every variant: the copy's own structure
                    System.out.println("   a copy does not compile, left out: " + c.name + ": " + firstLine(d));
                    c.variants.forEach(x -> dropped.put(x, "copy does not compile"));
                    c.variants.clear();
                } else if (c.variants.remove(v)) {
                    dropped.put(v, "does not compile: " + firstLine(d));
                }
            }
            System.out.printf("   javac round %d: %d source files, %d errors, %d variants dropped, %.0f s%n", round,
                    sources.size(), errors.size(), dropped.size() - before, (System.nanoTime() - start) / 1e9);
            if (errors.isEmpty()) {
                break;
            }
            if (dropped.size() == before && errors.stream().noneMatch(d -> brokenOriginals.contains(
                    Path.of(d.getSource().toUri()).toAbsolutePath().normalize()))) {
                throw new IllegalStateException("javac errors that no variant explains; see above");
            }
        }

        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(work.resolve("variants.tsv")))) {
            out.println("class\tmethod\tindex\tvariant\tstatus\tfile\tstatement");
            for (Copy c : copies) {
                for (Variant v : c.variants) {
                    out.println(row(v, pkg(v.testClass()) + c.name, "compiled"));
                }
            }
            dropped.forEach((v, why) -> out.println(row(v, "", "dropped: " + why)));
        }
        List<String> run = new ArrayList<>();
        originals.forEach((dest, rel) -> {
            if (!brokenOriginals.contains(dest)) {
                run.add(rel.toString().replaceAll("\\.java$", "").replace('/', '.'));
            }
        });
        copies.stream().filter(c -> !c.variants.isEmpty()).forEach(c -> run.add(pkg(c.variants.get(0).testClass()) + c.name));
        Files.write(work.resolve("run-classes.txt"), run);
        System.out.printf("== %d variants compiled, %d dropped (do not compile), %d classes to run%n",
                all - dropped.size(), dropped.size(), run.size());
    }

    private static String row(Variant v, String copyClass, String status) {
        return String.join("\t", v.testClass(), v.method(), Integer.toString(v.index()), copyClass, status,
                v.file().toString(), v.text());
    }

    private static String pkg(String qualifiedClass) {
        int dot = qualifiedClass.lastIndexOf('.');
        return dot < 0 ? "" : qualifiedClass.substring(0, dot + 1);
    }

    private static String qualified(CompilationUnitTree unit, String simple) {
        return unit.getPackageName() == null ? simple : unit.getPackageName() + "." + simple;
    }

    private static String firstLine(Diagnostic<?> d) {
        String m = d.getMessage(null);
        int nl = m.indexOf('\n');
        return "line " + d.getLineNumber() + ": " + (nl < 0 ? m : m.substring(0, nl));
    }

    private static List<Diagnostic<? extends JavaFileObject>> compile(List<Path> sources, Path classes, String classpath)
            throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            List<String> options = List.of("-d", classes.toString(), "-cp", classpath, "-proc:none", "-nowarn",
                    "-Xlint:none", "-Xmaxerrs", "1000000", "-encoding", "UTF-8");
            javac.getTask(null, fm, diagnostics, options, null, fm.getJavaFileObjectsFromPaths(sources)).call();
        }
        return diagnostics.getDiagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR).toList();
    }

    /** Writes copies of one test class: its text without its test methods, plus variants. */
    static final class Writer {
        final ClassTree clazz;
        private final CompilationUnitTree unit;
        private final String src;
        private final com.sun.source.util.SourcePositions positions;
        private final Map<String, MethodTree> tests = new LinkedHashMap<>();
        private final Path dir;

        Writer(CompilationUnitTree unit, String src, com.sun.source.util.SourcePositions positions, Path dir) {
            this.unit = unit;
            this.src = src;
            this.positions = positions;
            this.dir = dir;
            this.clazz = (ClassTree) unit.getTypeDecls().stream().filter(t -> t instanceof ClassTree).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no class in " + unit.getSourceFile().getName()));
            TestShape.forEachTest(unit, (path, m) -> tests.put(m.getName().toString(), m));
        }

        int start(Tree t) {
            return (int) positions.getStartPosition(unit, t);
        }

        int end(Tree t) {
            return (int) positions.getEndPosition(unit, t);
        }

        /** A statement's text on one line, shortened. */
        String text(Tree statement) {
            String t = src.substring(start(statement), end(statement)).replaceAll("\\s+", " ").trim();
            return t.length() <= 160 ? t : t.substring(0, 157) + "...";
        }

        /** Writes the copy: the class renamed, its test methods out, the copy's variants in. */
        void write(Copy copy) throws IOException {
            StringBuilder out = new StringBuilder();
            int pos = 0;
            for (MethodTree m : tests.values()) {
                out.append(src, pos, start(m));
                pos = end(m);
            }
            int close = end(clazz) - 1; // the class's closing brace
            out.append(src, pos, close);
            copy.ranges.clear();
            for (Variant v : copy.variants) {
                MethodTree m = tests.get(v.method());
                StatementTree removed = m.getBody().getStatements().get(v.index() - 1);
                int nameAt = src.indexOf(v.method() + "(", end(m.getReturnType()));
                out.append("\n    ");
                int from = out.length();
                out.append(src, start(m), nameAt).append(v.name()).append(src, nameAt + v.method().length(), start(removed))
                        .append("/* removed */").append(src, end(removed), end(m));
                copy.ranges.put(v, new int[] {from, out.length()});
                out.append('\n');
            }
            out.append(src, close, src.length());
            // rename the class in its declaration (after its modifiers, before its body)
            Matcher header = Pattern.compile("\\bclass\\s+" + clazz.getSimpleName() + "\\b").matcher(out);
            if (!header.find(start(clazz))) {
                throw new IllegalStateException("no class header in " + unit.getSourceFile().getName());
            }
            out.replace(header.start(), header.end(), "class " + copy.name);
            int shift = copy.name.length() - clazz.getSimpleName().length();
            copy.ranges.replaceAll((v, r) -> new int[] {r[0] + shift, r[1] + shift});
            Files.writeString(dir.resolve(copy.name + ".java"), out);
        }
    }

    // ---- report ------------------------------------------------------------------------

    private static int report(Path work, Path reports, boolean check) throws Exception {
        Map<String, Boolean> passed = new HashMap<>(); // class#method -> passed
        try (Stream<Path> s = Files.walk(reports)) {
            for (Path x : s.filter(p -> p.toString().endsWith(".xml")).toList()) {
                NodeList cases = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(x.toFile())
                        .getElementsByTagName("testcase");
                for (int i = 0; i < cases.getLength(); i++) {
                    Element c = (Element) cases.item(i);
                    String name = c.getAttribute("name").replaceAll("\\(.*$", "");
                    boolean ok = c.getElementsByTagName("failure").getLength() == 0
                            && c.getElementsByTagName("error").getLength() == 0
                            && c.getElementsByTagName("skipped").getLength() == 0;
                    passed.put(c.getAttribute("classname") + "#" + name, ok);
                }
            }
        }
        List<String[]> rows = Files.readAllLines(work.resolve("variants.tsv")).stream().skip(1)
                .map(l -> l.split("\t", 7)).toList();
        int checked = rows.size(), noCompile = 0, failed = 0, notRun = 0, unjudged = 0;
        Set<String> failingOriginals = new TreeSet<>();
        Map<String, Set<Integer>> needless = new LinkedHashMap<>(); // file#method -> indexes
        List<String> lines = new ArrayList<>();
        for (String[] r : rows) {
            String test = r[0] + "#" + r[1];
            if (!r[4].equals("compiled")) {
                noCompile++;
                continue;
            }
            Boolean original = passed.get(test);
            Boolean variant = passed.get(r[3] + "#" + r[1] + "__without" + r[2]);
            if (original == null || variant == null) {
                notRun++;
            } else if (!original) {
                failingOriginals.add(test);
                unjudged++;
            } else if (variant) {
                needless.computeIfAbsent(r[5] + "#" + r[1], k -> new TreeSet<>()).add(Integer.parseInt(r[2]));
                lines.add(String.join(" ", r[5], r[1], r[2], r[6]));
            } else {
                failed++;
            }
        }
        lines.sort(Comparator.naturalOrder());
        lines.forEach(l -> System.out.println("needless: " + l));
        failingOriginals.forEach(t -> System.out.println("!! the original test fails in this run, its variants not judged: " + t));
        int tests = (int) passed.keySet().stream().filter(k -> !k.contains("__without")).count();
        System.out.printf("statements checked: %d (the top-level statements of %d test methods run, assertions left out)%n",
                checked, tests);
        System.out.printf("  needed: %d do not compile without it, %d fail without it; not run: %d; not judged: %d%n",
                noCompile, failed, notRun, unjudged);
        System.out.printf("  needless: %d, in %d tests%n", lines.size(), needless.size());
        System.out.printf("NEEDLESS checked=%d needless=%d tests=%d%n", checked, lines.size(), needless.size());
        int status = notRun > 0 ? 1 : 0;
        if (notRun > 0) {
            System.out.println("!! " + notRun + " compiled variants (or their originals) have no JUnit result");
        }
        if (check) {
            return check(work, needless) == 0 && notRun == 0 && unjudged == 0 ? 0 : 1;
        }
        return status;
    }

    /** The --check mode: the needless statements found are those the fixtures' comments name. */
    private static int check(Path work, Map<String, Set<Integer>> found) throws IOException {
        return TestShape.checkFixtures(work.resolve("src"), EXPECTED, (file, path, m, e) -> {
            Set<Integer> expected = e.group(1).equals("none") ? Set.of()
                    : Stream.of(e.group(1).trim().split(" +")).map(Integer::valueOf).collect(Collectors.toSet());
            Set<Integer> got = found.getOrDefault(file + "#" + m.getName(), Set.of());
            System.out.printf("%s %s: needless %s (expected %s)%n", got.equals(expected) ? "ok  " : "FAIL", m.getName(),
                    got, expected);
            return got.equals(expected);
        });
    }

    private static void deleteTree(Path dir) throws IOException {
        if (Files.exists(dir)) {
            try (Stream<Path> s = Files.walk(dir)) {
                for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }
}
