import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.EnhancedForLoopTree;
import com.sun.source.tree.ExpressionStatementTree;
import com.sun.source.tree.ForLoopTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToIntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The shape of generated tests (issue 29): tests per class, statements and assertions per test.
 *
 * <p>Usage: {@code java bench/TestShape.java <tests dir>} prints, for the regression tests (files
 * {@code *RegressionTest.java}, numbered ones such as {@code XRegression2Test.java} included): the
 * number of test methods; tests per class under test (the files {@code XRegressionTest},
 * {@code XRegression2Test}, ... of one class {@code X} together; the maximum and the classes over
 * 60); statements per test (median, 90th percentile, maximum, mean; percentiles by nearest rank);
 * the five longest tests; assertions per test (median, 90th percentile, maximum); then the same
 * for the error tests ({@code *ErrorTest.java}); last a machine-readable line
 * {@code SHAPE tests=.. median=.. p90=.. max=.. mean=.. maxPerClass=.. assertionsMedian=..}.
 * A test method is a method annotated {@code @Test} (or {@code @ParameterizedTest},
 * {@code @RepeatedTest}). Sources are parsed with the JDK's own parser (parse only: nothing is
 * compiled, no classpath is needed).
 *
 * <p><b>Statement</b>: every Java statement in the test method, counted recursively inside the
 * bodies the test generates (lambda bodies, methods and fields of anonymous classes, loop and
 * {@code if} bodies), except
 * <ul>
 *   <li>blocks themselves, class declarations, empty statements and labels (their contents count);
 *   <li>assertions: expression statements calling a method named {@code assert*} or {@code fail}
 *       (JUnit's); they are counted as assertions instead;
 *   <li>the parts of a loop header ({@code int i = 0}, {@code i++}): a {@code for} loop counts as
 *       1 plus its body's statements.
 * </ul>
 * A lambda whose body is an expression counts that expression as one statement, so
 * {@code assertThrows(X.class, () -> call)} counts 1 (the call) and one assertion, and
 * {@code () -> { return x; }} and {@code () -> x} count the same. A field of an anonymous class
 * ({@code private int calls;}) counts 1.
 *
 * <p>{@code java bench/TestShape.java --check <dir>} checks the counting on hand-counted fixtures
 * ({@code bench/testdata}): every test method there preceded by a comment
 * {@code // shape: statements=N assertions=M} must count exactly that; prints each method and
 * exits 1 on a mismatch.
 *
 * <p>{@code bench/Needless.java} reuses {@link #parse}, {@link #isTest} and {@link #isAssertion}
 * (compiled together with this file).
 */
public class TestShape {

    /** Test classes with more tests than this are listed. */
    static final int CLASS_CAP = 60;
    static final Pattern REGRESSION = Pattern.compile("(\\w+)Regression\\d*Test\\.java");
    static final Pattern ERROR = Pattern.compile("(\\w+)Error\\d*Test\\.java");
    private static final Pattern EXPECTED = Pattern.compile("// shape: statements=(\\d+) assertions=(\\d+)");

    /** One test method: where it is and what it counts. */
    record TestMethod(Path file, String testedClass, String name, int statements, int assertions) {}

    /** Parsed sources: the units in the order of the files, and positions within them. */
    record Parsed(List<CompilationUnitTree> units, SourcePositions positions) {}

    public static void main(String[] args) throws IOException {
        if (args.length == 2 && args[0].equals("--check")) {
            System.exit(check(Path.of(args[1])));
        }
        if (args.length != 1 || !Files.isDirectory(Path.of(args[0]))) {
            System.err.println("usage: java bench/TestShape.java <tests dir> | --check <fixtures dir>");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        List<TestMethod> regression = measure(dir, javaFiles(dir, REGRESSION));
        List<TestMethod> error = measure(dir, javaFiles(dir, ERROR));
        if (regression.isEmpty()) {
            System.err.println("no regression test methods (*RegressionTest.java) below " + dir);
            System.exit(1);
        }

        Map<String, Integer> perClass = new TreeMap<>();
        regression.forEach(t -> perClass.merge(t.testedClass(), 1, Integer::sum));
        int maxPerClass = perClass.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        int[] statements = sorted(regression, TestMethod::statements);
        int[] assertions = sorted(regression, TestMethod::assertions);
        double mean = mean(statements);

        System.out.printf("regression tests: %d in %d files, %d classes under test%n", regression.size(),
                regression.stream().map(TestMethod::file).distinct().count(), perClass.size());
        System.out.printf("tests per class under test: max %d; over %d: %s%n", maxPerClass, CLASS_CAP,
                overCap(perClass));
        System.out.printf("statements per test: median %d, p90 %d, max %d, mean %.1f%n",
                percentile(statements, 50), percentile(statements, 90), max(statements), mean);
        System.out.printf("assertions per test: median %d, p90 %d, max %d%n",
                percentile(assertions, 50), percentile(assertions, 90), max(assertions));
        System.out.println("longest tests (statements, file, method):");
        regression.stream().sorted(Comparator.comparingInt(TestMethod::statements).reversed()).limit(5)
                .forEach(t -> System.out.printf("  %4d  %s  %s%n", t.statements(), dir.relativize(t.file()), t.name()));
        if (error.isEmpty()) {
            System.out.println("error tests: none");
        } else {
            int[] es = sorted(error, TestMethod::statements);
            int[] ea = sorted(error, TestMethod::assertions);
            System.out.printf("error tests: %d; statements median %d, p90 %d, max %d, mean %.1f; assertions median %d, max %d%n",
                    error.size(), percentile(es, 50), percentile(es, 90), max(es), mean(es), percentile(ea, 50), max(ea));
        }
        System.out.printf("SHAPE tests=%d median=%d p90=%d max=%d mean=%.1f maxPerClass=%d assertionsMedian=%d%n",
                regression.size(), percentile(statements, 50), percentile(statements, 90), max(statements), mean,
                maxPerClass, percentile(assertions, 50));
    }

    /** The test methods of the files, counted. */
    static List<TestMethod> measure(Path dir, List<Path> files) throws IOException {
        List<TestMethod> out = new ArrayList<>();
        Parsed parsed = parse(files);
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            String tested = testedClass(parsed.units().get(i), file);
            forEachTest(parsed.units().get(i), (path, m) -> {
                Counter c = count(path);
                out.add(new TestMethod(file, tested, m.getName().toString(), c.statements, c.assertions));
            });
        }
        return out;
    }

    /** The .java files below the directory whose name matches the pattern, sorted. */
    static List<Path> javaFiles(Path dir, Pattern name) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> name.matcher(p.getFileName().toString()).matches()).sorted().toList();
        }
    }

    /** Parses the files (parse only), one unit per file in their order. */
    static Parsed parse(List<Path> files) throws IOException {
        if (files.isEmpty()) {
            return new Parsed(List.of(), null);
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StandardJavaFileManager fm = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8);
        JavacTask task = (JavacTask) javac.getTask(null, fm, d -> { }, List.of("-proc:none"), null,
                fm.getJavaFileObjectsFromPaths(files));
        List<CompilationUnitTree> units = new ArrayList<>();
        task.parse().forEach(units::add);
        if (units.size() != files.size()) {
            throw new IllegalStateException("parsed " + units.size() + " units of " + files.size() + " files");
        }
        return new Parsed(units, Trees.instance(task).getSourcePositions());
    }

    /** Calls the action with every test method of the unit's top-level classes. */
    static void forEachTest(CompilationUnitTree unit, java.util.function.BiConsumer<TreePath, MethodTree> action) {
        for (Tree type : unit.getTypeDecls()) {
            if (type instanceof ClassTree c) {
                TreePath classPath = new TreePath(new TreePath(unit), c);
                for (Tree member : c.getMembers()) {
                    if (member instanceof MethodTree m && isTest(m) && m.getBody() != null) {
                        action.accept(new TreePath(classPath, m), m);
                    }
                }
            }
        }
    }

    /** Whether the method is annotated as a JUnit test. */
    static boolean isTest(MethodTree m) {
        return m.getModifiers().getAnnotations().stream().map(a -> simpleName(a.getAnnotationType()))
                .anyMatch(n -> n.equals("Test") || n.equals("ParameterizedTest") || n.equals("RepeatedTest"));
    }

    /** Whether the statement is an assertion: a call of a method named assert* or fail. */
    static boolean isAssertion(Tree statement) {
        if (statement instanceof ExpressionStatementTree e && e.getExpression() instanceof MethodInvocationTree call) {
            String name = simpleName(call.getMethodSelect());
            return name.startsWith("assert") || name.equals("fail");
        }
        return false;
    }

    private static String simpleName(Tree name) {
        if (name instanceof IdentifierTree i) {
            return i.getName().toString();
        }
        return name instanceof MemberSelectTree s ? s.getIdentifier().toString() : "";
    }

    /** The class under test of a test file: XRegression2Test.java -> package.X. */
    private static String testedClass(CompilationUnitTree unit, Path file) {
        Matcher m = REGRESSION.matcher(file.getFileName().toString());
        String simple = m.matches() ? m.group(1) : file.getFileName().toString();
        return unit.getPackageName() == null ? simple : unit.getPackageName() + "." + simple;
    }

    /** Counts the statements and assertions of the test method at the path. */
    static Counter count(TreePath method) {
        Counter c = new Counter();
        c.scan(new TreePath(method, ((MethodTree) method.getLeaf()).getBody()), null);
        return c;
    }

    /** Counts statements and assertions (the definition is in the class comment). */
    static final class Counter extends TreePathScanner<Void, Void> {
        int statements;
        int assertions;

        @Override
        public Void scan(Tree tree, Void v) {
            if (tree instanceof StatementTree && inStatementPosition(tree, getCurrentPath().getLeaf())) {
                if (isAssertion(tree)) {
                    assertions++;
                } else if (!(tree.getKind() == Tree.Kind.BLOCK || tree.getKind() == Tree.Kind.CLASS
                        || tree.getKind() == Tree.Kind.EMPTY_STATEMENT || tree.getKind() == Tree.Kind.LABELED_STATEMENT)) {
                    statements++;
                }
            }
            return super.scan(tree, v);
        }

        @Override
        public Void visitLambdaExpression(LambdaExpressionTree lambda, Void v) {
            if (lambda.getBodyKind() == LambdaExpressionTree.BodyKind.EXPRESSION) {
                statements++;
            }
            return super.visitLambdaExpression(lambda, v);
        }

        @Override
        public Void visitForLoop(ForLoopTree loop, Void v) {
            return scan(loop.getStatement(), v); // the header's statements do not count
        }

        /**
         * Whether a statement tree stands where a statement stands, not as a parameter, a resource
         * or part of a loop header (those are VariableTrees and ExpressionStatementTrees too).
         */
        private static boolean inStatementPosition(Tree tree, Tree parent) {
            return switch (parent.getKind()) {
                case METHOD, LAMBDA_EXPRESSION, CATCH, TRY -> false;
                case ENHANCED_FOR_LOOP -> tree == ((EnhancedForLoopTree) parent).getStatement();
                default -> true;
            };
        }
    }

    private static int[] sorted(List<TestMethod> tests, ToIntFunction<TestMethod> f) {
        return tests.stream().mapToInt(f).sorted().toArray();
    }

    /** The nearest-rank percentile of sorted values. */
    static int percentile(int[] sorted, int p) {
        return sorted.length == 0 ? 0 : sorted[Math.max(0, (int) Math.ceil(p / 100.0 * sorted.length) - 1)];
    }

    private static int max(int[] sorted) {
        return sorted.length == 0 ? 0 : sorted[sorted.length - 1];
    }

    private static double mean(int[] values) {
        return values.length == 0 ? 0 : (double) java.util.Arrays.stream(values).sum() / values.length;
    }

    private static String overCap(Map<String, Integer> perClass) {
        List<String> over = perClass.entrySet().stream().filter(e -> e.getValue() > CLASS_CAP)
                .map(e -> e.getKey().substring(e.getKey().lastIndexOf('.') + 1) + " " + e.getValue()).toList();
        return over.isEmpty() ? "none" : String.join(", ", over);
    }

    /** The --check mode: every fixture method with an expectation comment counts as it says. */
    private static int check(Path dir) throws IOException {
        return checkFixtures(dir, EXPECTED, (file, path, m, e) -> {
            Counter c = count(path);
            boolean ok = c.statements == Integer.parseInt(e.group(1)) && c.assertions == Integer.parseInt(e.group(2));
            System.out.printf("%s %s: statements=%d assertions=%d (expected %s, %s)%n", ok ? "ok  " : "FAIL",
                    m.getName(), c.statements, c.assertions, e.group(1), e.group(2));
            return ok;
        });
    }

    /** Checks one fixture method against its expectation comment; says whether it holds. */
    interface Expectation {
        boolean holds(Path file, TreePath path, MethodTree method, Matcher comment);
    }

    /**
     * Calls the expectation with each test method of the regression test files below the directory
     * that a comment matching the pattern precedes (after the previous test method), the file
     * relative to the directory; prints {@code CHECK methods=.. failed=..} and returns 0 when at
     * least one was checked and all held, else 1.
     */
    static int checkFixtures(Path dir, Pattern comment, Expectation expectation) throws IOException {
        List<Path> files = javaFiles(dir, REGRESSION);
        Parsed parsed = parse(files);
        int[] checked = {0, 0};
        for (int i = 0; i < files.size(); i++) {
            CompilationUnitTree unit = parsed.units().get(i);
            String src = Files.readString(files.get(i));
            Path rel = dir.relativize(files.get(i));
            int[] previousEnd = {0};
            forEachTest(unit, (path, m) -> {
                int start = (int) parsed.positions().getStartPosition(unit, m);
                Matcher e = comment.matcher(src.substring(previousEnd[0], start));
                previousEnd[0] = (int) parsed.positions().getEndPosition(unit, m);
                if (e.find()) {
                    checked[0]++;
                    checked[1] += expectation.holds(rel, path, m, e) ? 0 : 1;
                }
            });
        }
        System.out.printf("CHECK methods=%d failed=%d%n", checked[0], checked[1]);
        return checked[0] > 0 && checked[1] == 0 ? 0 : 1;
    }
}
