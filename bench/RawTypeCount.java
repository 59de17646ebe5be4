import com.sun.source.tree.ArrayTypeTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ParameterizedTypeTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreePathScanner;
import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Counts the variable declarations of generated tests whose type is a generic class: raw (no type
 * arguments: {@code Function function1 = ...}, {@code Map.Entry[] entries = ...}) and typed
 * ({@code List<String> list0}, {@code Class<?> c}), and the test methods that suppress raw-type
 * warnings.
 *
 * <p>Usage: {@code java bench/RawTypeCount.java <tests dir> [subject classpath]} (the classpath,
 * jars and directories separated by ':', tells which of the subject's types are generic; the JDK's
 * are always known). Prints the raw types declared most often, then one line
 * {@code RAWTYPES raw=.. typed=.. rawPercent=.. declarations=.. unresolved=.. suppressedMethods=.. methods=.. files=..}:
 * rawPercent is raw / (raw + typed), declarations every declaration of a class or interface type
 * (generic or not), unresolved those whose type could not be loaded (counted in neither raw nor
 * typed).
 *
 * <p>Sources are parsed with the JDK's parser (parse only). A declaration is every variable
 * declaration that is not a parameter: local variables, including those inside lambda bodies and
 * anonymous classes' methods, fields (of anonymous classes and of the test class), and loop
 * variables. An array's element type decides ({@code Map.Entry[]} is raw). Type names are
 * resolved as javac would for these files: single-type imports, the file's package, java.lang,
 * on-demand imports, then the name as a qualified name; {@code A.B} is the nested class B of A.
 *
 * <p>With {@code -Drawtypes.list=true} each raw declaration is printed first, one a line:
 * {@code RAW <file>:<line> [body] <declaration>}, where {@code body} marks one inside a lambda or an
 * anonymous class (a generated body).
 */
public class RawTypeCount {

    public static void main(String[] args) throws Exception {
        if (args.length < 1 || args.length > 2 || !Files.isDirectory(Path.of(args[0]))) {
            System.err.println("usage: java bench/RawTypeCount.java <tests dir> [subject classpath]");
            System.exit(2);
        }
        List<URL> urls = new ArrayList<>();
        if (args.length > 1) {
            for (String element : args[1].split(File.pathSeparator)) {
                if (!element.isEmpty()) {
                    urls.add(Path.of(element).toUri().toURL());
                }
            }
        }
        ClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
        List<Path> files;
        try (Stream<Path> s = Files.walk(Path.of(args[0]))) {
            files = s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StandardJavaFileManager fm = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8);
        Counter c = new Counter(loader);
        if (!files.isEmpty()) {
            JavacTask task = (JavacTask) javac.getTask(null, fm, d -> { }, List.of("-proc:none"), null,
                    fm.getJavaFileObjectsFromPaths(files));
            c.task = task;
            for (CompilationUnitTree unit : task.parse()) {
                c.unit(unit);
            }
        }
        System.out.println("raw types declared most often: " + c.top(8));
        double percent = c.raw + c.typed == 0 ? 0 : 100.0 * c.raw / (c.raw + c.typed);
        System.out.printf("RAWTYPES raw=%d typed=%d rawPercent=%.1f declarations=%d unresolved=%d suppressedMethods=%d methods=%d files=%d%n",
                c.raw, c.typed, percent, c.all, c.unresolved, c.suppressed, c.methods, files.size());
    }

    /** Counts the declarations and test methods of the units it is given. */
    static final class Counter extends TreePathScanner<Void, Void> {
        private final ClassLoader loader;
        private final Map<String, Integer> rawByType = new TreeMap<>();
        private final Map<String, Class<?>> resolved = new java.util.HashMap<>();
        private final Map<String, String> imports = new java.util.HashMap<>();
        private final List<String> starImports = new ArrayList<>();
        private String pkg = "";
        private CompilationUnitTree current;
        private final boolean list = Boolean.getBoolean("rawtypes.list");
        private boolean classSuppresses;
        long raw, typed, all, unresolved, suppressed, methods;

        JavacTask task;

        Counter(ClassLoader loader) {
            this.loader = loader;
        }

        void unit(CompilationUnitTree unit) {
            imports.clear();
            starImports.clear();
            resolved.clear();
            pkg = unit.getPackageName() == null ? "" : unit.getPackageName().toString();
            for (ImportTree i : unit.getImports()) {
                if (i.isStatic()) {
                    continue;
                }
                MemberSelectTree name = (MemberSelectTree) i.getQualifiedIdentifier();
                if (name.getIdentifier().contentEquals("*")) {
                    starImports.add(name.getExpression().toString());
                } else {
                    imports.put(name.getIdentifier().toString(), name.toString());
                }
            }
            current = unit;
            scan(unit, null);
        }

        @Override
        public Void visitClass(ClassTree c, Void v) {
            boolean outer = classSuppresses;
            if (getCurrentPath().getParentPath().getLeaf() instanceof CompilationUnitTree) {
                classSuppresses = suppressesRawTypes(c.getModifiers().getAnnotations());
            }
            super.visitClass(c, v);
            classSuppresses = outer;
            return null;
        }

        @Override
        public Void visitMethod(MethodTree m, Void v) {
            if (m.getModifiers().getAnnotations().stream().anyMatch(a -> a.getAnnotationType().toString().endsWith("Test"))) {
                methods++;
                if (classSuppresses || suppressesRawTypes(m.getModifiers().getAnnotations())) {
                    suppressed++;
                }
            }
            return super.visitMethod(m, v);
        }

        private static boolean suppressesRawTypes(List<? extends com.sun.source.tree.AnnotationTree> annotations) {
            return annotations.stream().anyMatch(a -> a.getAnnotationType().toString().endsWith("SuppressWarnings")
                    && a.getArguments().toString().contains("\"rawtypes\""));
        }

        @Override
        public Void visitVariable(VariableTree variable, Void v) {
            Tree.Kind parent = getCurrentPath().getParentPath().getLeaf().getKind();
            if (parent != Tree.Kind.METHOD && parent != Tree.Kind.LAMBDA_EXPRESSION && parent != Tree.Kind.CATCH
                    && variable.getType() != null) {
                if (declaration(variable.getType()) && list) {
                    print(variable);
                }
            }
            return super.visitVariable(variable, v);
        }

        private void print(VariableTree variable) {
            boolean body = false;
            for (Tree t : getCurrentPath()) {
                body |= t.getKind() == Tree.Kind.LAMBDA_EXPRESSION
                        || t instanceof ClassTree c && c.getSimpleName().length() == 0;
            }
            long line = current.getLineMap().getLineNumber(
                    com.sun.source.util.Trees.instance(task).getSourcePositions().getStartPosition(current, variable));
            String text = variable.toString().replaceAll("\\s+", " ");
            System.out.println("RAW " + current.getSourceFile().getName() + ":" + line + (body ? " body " : " ")
                    + (text.length() > 200 ? text.substring(0, 200) : text));
        }

        /** Whether the declaration with this type is raw. */
        private boolean declaration(Tree type) {
            while (type instanceof ArrayTypeTree array) {
                type = array.getType();
            }
            boolean hasArguments = type instanceof ParameterizedTypeTree;
            if (type instanceof ParameterizedTypeTree p) {
                type = p.getType();
            }
            if (!(type instanceof IdentifierTree || type instanceof MemberSelectTree)) {
                return false; // a primitive type (or var)
            }
            all++;
            String name = type.toString();
            Class<?> c = resolved.computeIfAbsent(name, this::resolve);
            if (c == null) {
                unresolved++;
            } else if (c.getTypeParameters().length > 0) {
                if (hasArguments) {
                    typed++;
                } else {
                    raw++;
                    rawByType.merge(name, 1, Integer::sum);
                    return true;
                }
            }
            return false;
        }

        /** The class a type name in the current unit stands for, or null. */
        private Class<?> resolve(String name) {
            int dot = name.indexOf('.');
            String first = dot < 0 ? name : name.substring(0, dot);
            String nested = dot < 0 ? "" : name.substring(dot).replace('.', '$');
            List<String> candidates = new ArrayList<>();
            if (imports.containsKey(first)) {
                candidates.add(imports.get(first) + nested);
            }
            candidates.add((pkg.isEmpty() ? "" : pkg + ".") + first + nested);
            candidates.add("java.lang." + first + nested);
            starImports.forEach(s -> candidates.add(s + "." + first + nested));
            // a qualified name: a.b.C, a.b.C.D (nested) ...
            candidates.add(name);
            for (int i = name.lastIndexOf('.'); i > 0; i = name.lastIndexOf('.', i - 1)) {
                candidates.add(name.substring(0, i) + name.substring(i).replace('.', '$'));
            }
            for (String candidate : candidates) {
                try {
                    return Class.forName(candidate, false, loader);
                } catch (ClassNotFoundException | LinkageError e) {
                    // the next candidate
                }
            }
            return null;
        }

        String top(int n) {
            return rawByType.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).limit(n)
                    .map(e -> e.getKey() + " " + e.getValue()).reduce((a, b) -> a + ", " + b).orElse("none");
        }
    }
}
