package dev.ferret.choice.examples.compilers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Generated;
import dev.ferret.choice.engine.Mode;
import dev.ferret.choice.engine.Strategy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.io.TempDir;

/**
 * The paper's Fig. 17 experiment on today's compilers: generated programs (all of 2 types, all
 * local-class programs, a seeded sample of 3 types) are compiled by javac and by the Eclipse
 * compiler (ecj), and the programs on which they disagree are reported (and re-checked one by
 * one, outside the batch).
 */
class CompilerDifferentialTest {

    @TempDir
    Path work;

    /** Writes each program into its own package; returns file -> program. */
    private Map<Path, String> write(Path dir, List<String> programs) throws IOException {
        Map<Path, String> files = new LinkedHashMap<>();
        for (int i = 0; i < programs.size(); i++) {
            Path f = dir.resolve("p" + i).resolve("Program.java");
            Files.createDirectories(f.getParent());
            Files.writeString(f, JavaPrograms.inPackage("p" + i, programs.get(i)));
            files.put(f.toAbsolutePath().normalize(), programs.get(i));
        }
        return files;
    }

    private static List<String> generate(Explorer<String> explorer) {
        List<String> out = new ArrayList<>();
        for (Generated<String> g : explorer.withMode(Mode.DELAYED).collect().values()) {
            if (!out.contains(g.value())) {
                out.add(g.value());
            }
        }
        return out;
    }

    /** Verdicts [javac rejects, ecj rejects] for each program, compiled in one batch per compiler. */
    private Map<String, boolean[]> verdicts(String name, List<String> programs) throws IOException {
        Path src = work.resolve(name + "-src");
        Map<Path, String> files = write(src, programs);
        Set<Path> javac = Compilers.javacRejects(src, Files.createDirectories(work.resolve(name + "-javac")));
        Set<Path> ecj = Compilers.ecjRejects(src, Files.createDirectories(work.resolve(name + "-ecj")));
        Map<String, boolean[]> out = new LinkedHashMap<>();
        files.forEach((f, p) -> out.put(p, new boolean[] {javac.contains(f), ecj.contains(f)}));
        return out;
    }

    @Test
    void generatedProgramsCompiledByJavacAndEcj(TestReporter reporter) throws IOException {
        List<String> programs = new ArrayList<>(generate(Explorer.of(JavaPrograms.programs(2))));
        // 2 types: 7 Java-legal inheritance graphs, times (no m() or m() returning A or B) per type
        assertEquals(7 * 9, programs.size());
        List<String> local = generate(Explorer.of(JavaPrograms.localClasses()));
        assertEquals(18, local.size());
        programs.addAll(local);
        // 3 types: 2,688 programs exhaustively (bench size); a seeded sample of 300 paths here
        programs.addAll(generate(Explorer.of(JavaPrograms.programs(3)).withStrategy(Strategy.randomSamples(17, 300))));
        assertEquals(programs.size(), programs.stream().distinct().count(), "no program twice");
        Map<String, boolean[]> verdicts = verdicts("all", programs);
        int accepted = 0;
        List<String> disagreements = new ArrayList<>();
        for (Map.Entry<String, boolean[]> e : verdicts.entrySet()) {
            boolean[] v = e.getValue();
            accepted += !v[0] && !v[1] ? 1 : 0;
            if (!e.getKey().contains("m(")) {
                assertFalse(v[0] || v[1], "a legal inheritance graph without methods compiles:\n" + e.getKey());
            }
            if (v[0] != v[1]) {
                disagreements.add((v[0] ? "javac rejects, ecj accepts" : "ecj rejects, javac accepts") + ":\n"
                        + e.getKey());
            }
        }
        assertTrue(accepted > 0 && accepted < programs.size(), "both verdicts occur: " + accepted);
        assertTrue(disagreements.stream().anyMatch(d -> d.contains("private void m() { class B extends A { void m(int i) { m();")),
                "Fig. 17's second program is among the generated disagreements: " + disagreements);
        for (String d : disagreements) {
            String program = d.substring(d.indexOf('\n') + 1);
            boolean[] alone = verdicts("alone" + Math.abs(program.hashCode()), List.of(program)).get(program);
            assertTrue(alone[0] != alone[1], "the disagreement holds outside the batch:\n" + d);
        }
        String summary = programs.size() + " programs, " + accepted + " accepted by both, " + disagreements.size()
                + " disagreements";
        reporter.publishEntry("javac-vs-ecj", summary);
        System.out.println("javac vs ecj: " + summary);
        disagreements.forEach(d -> System.out.println("  " + d.replace("\n", "\n    ")));
    }

    @Test
    void theFig17ProgramsToday() throws IOException {
        String covariant = "interface C { C m(); }\ninterface B { B m(); }\ninterface A extends B, C { A m(); }\n";
        String localClass = "class A { private void m() { class B extends A { void m(int i) { m(); } } } }\n";
        String illegal = "interface I { }\nclass K extends I { }\n";
        Map<String, boolean[]> v = verdicts("fig17", List.of(covariant, localClass, illegal));
        assertFalse(v.get(covariant)[0] || v.get(covariant)[1]);
        // still a disagreement: javac 17 rejects (B's m(int) hides the private m() of A, JLS 15.12.1),
        // ecj 3.33 accepts, as javac 1.6 and ecj 3.3 did in the paper
        assertTrue(v.get(localClass)[0], "javac rejects");
        assertFalse(v.get(localClass)[1], "ecj accepts");
        assertTrue(v.get(illegal)[0] && v.get(illegal)[1], "both reject a class extending an interface");
    }
}
