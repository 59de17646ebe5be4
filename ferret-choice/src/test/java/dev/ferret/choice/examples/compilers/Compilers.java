package dev.ferret.choice.examples.compilers;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
import org.eclipse.jdt.core.compiler.batch.BatchCompiler;

/** javac (javax.tools) and ecj (BatchCompiler) on a directory of sources, one verdict per file. */
final class Compilers {

    private Compilers() {
    }

    static List<Path> sources(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".java")).sorted().collect(Collectors.toList());
        }
    }

    /** The files javac rejects (has an error in). */
    static Set<Path> javacRejects(Path dir, Path out) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, null)) {
            List<String> options = List.of("--release", "17", "-proc:none", "-Xmaxerrs", "100000", "-d", out.toString());
            javac.getTask(null, files, diagnostics, options, null, files.getJavaFileObjectsFromPaths(sources(dir)))
                    .call();
        }
        Set<Path> rejected = new HashSet<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR && d.getSource() != null) {
                rejected.add(Path.of(d.getSource().toUri()).toAbsolutePath().normalize());
            }
        }
        return rejected;
    }

    private static final Pattern ECJ_ERROR = Pattern.compile("ERROR in (\\S+\\.java)");

    /** The files ecj rejects. */
    static Set<Path> ecjRejects(Path dir, Path out) throws IOException {
        List<String> args = new ArrayList<>(List.of("-17", "-proc:none", "-proceedOnError", "-nowarn", "-d",
                out.toString()));
        for (Path p : sources(dir)) {
            args.add(p.toString());
        }
        StringWriter log = new StringWriter();
        BatchCompiler.compile(args.toArray(new String[0]), new PrintWriter(log), new PrintWriter(log), null);
        Set<Path> rejected = new HashSet<>();
        Matcher m = ECJ_ERROR.matcher(log.toString());
        while (m.find()) {
            rejected.add(Path.of(m.group(1)).toAbsolutePath().normalize());
        }
        return rejected;
    }
}
