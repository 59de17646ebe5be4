package dev.ferret.cli;

import dev.ferret.junit.compile.CompileCheck;
import dev.ferret.junit.compile.CompileResult;
import dev.ferret.junit.compile.JavaSource;
import dev.ferret.junit.render.JUnitVersion;
import dev.ferret.junit.rerun.RerunResult;
import dev.ferret.junit.rerun.TestRerunner;
import dev.ferret.junit.runtime.TestRuntime;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The test files Ferret wrote into a directory, compiled and run independently of Ferret's own checks. */
final class GeneratedSuite {

    private final Path root;
    private final List<Path> files;

    GeneratedSuite(Path root) throws IOException {
        this.root = root;
        try (Stream<Path> s = Files.walk(root)) {
            this.files = s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }

    List<Path> files() {
        return files;
    }

    /** The files of one kind of test, by the word before the part number: {@code Regression}, {@code Error}, {@code Crash}. */
    List<Path> files(String kind) {
        return files.stream().filter(p -> p.getFileName().toString().matches(".*" + kind + "\\d*Test\\.java")).toList();
    }

    String className(Path file) {
        String rel = root.relativize(file).toString().replace('\\', '/');
        return rel.substring(0, rel.length() - ".java".length()).replace('/', '.');
    }

    /** Compiles every file against the code under test and JUnit; returns the class directory. */
    Path compile(List<Path> cutClasspath, JUnitVersion version, Path into) throws IOException {
        List<JavaSource> sources = new ArrayList<>();
        for (Path f : files) {
            sources.add(new JavaSource(className(f), Files.readString(f)));
        }
        List<Path> cp = new ArrayList<>(cutClasspath);
        cp.addAll(TestRuntime.locate().jars(version));
        CompileResult result = new CompileCheck().compile(sources, cp, into);
        if (!result.success()) {
            throw new AssertionError("generated tests do not compile: " + result.errors());
        }
        return into;
    }

    RerunResult run(List<Path> classes, Path compiled, List<Path> cutClasspath, JUnitVersion version)
            throws IOException, InterruptedException {
        List<String> names = classes.stream().map(this::className).toList();
        return new TestRerunner(TestRuntime.locate()).run(names, compiled, cutClasspath, version);
    }
}
