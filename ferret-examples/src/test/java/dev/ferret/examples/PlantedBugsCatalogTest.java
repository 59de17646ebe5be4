package dev.ferret.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Checks the planted-bugs.tsv catalogue and that random exploration finds exactly the planted rule. */
class PlantedBugsCatalogTest {
    static final String CATALOG = "/dev/ferret/examples/planted-bugs.tsv";

    static final List<String> CORRECT_CLASSES = List.of(
            "dev.ferret.examples.correct.Point", "dev.ferret.examples.correct.BoundedStack",
            "dev.ferret.examples.correct.Counter", "dev.ferret.examples.correct.Money",
            "dev.ferret.examples.correct.Version", "dev.ferret.examples.correct.RecentWindow",
            "dev.ferret.examples.correct.IntPair", "dev.ferret.examples.correct.Direction");

    static Map<String, String> catalog() throws IOException {
        Map<String, String> result = new LinkedHashMap<>();
        try (InputStream in = PlantedBugsCatalogTest.class.getResourceAsStream(CATALOG)) {
            assertNotNull(in, CATALOG);
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            assertEquals("# class\trule", reader.readLine());
            for (String line; (line = reader.readLine()) != null; ) {
                if (!line.isBlank()) {
                    String[] cols = line.split("\t");
                    assertEquals(2, cols.length, line);
                    assertEquals(null, result.put(cols[0], cols[1]), "duplicate " + cols[0]);
                }
            }
        }
        return result;
    }

    static Stream<Arguments> plantedBugs() throws IOException {
        List<Arguments> args = new ArrayList<>();
        catalog().forEach((cls, rule) -> args.add(Arguments.of(cls, rule)));
        return args.stream();
    }

    @Test
    void shouldListOneClassPerRule() throws Exception {
        Map<String, String> catalog = catalog();
        assertEquals(MiniFerret.RULES, new HashSet<>(catalog.values()));
        assertEquals(MiniFerret.RULES.size(), catalog.size());
        for (String cls : catalog.keySet()) {
            Class<?> c = Class.forName(cls);
            assertEquals("dev.ferret.examples.bugs", c.getPackageName());
            assertTrue(java.lang.reflect.Modifier.isPublic(c.getModifiers()), cls);
        }
    }

    @ParameterizedTest(name = "{0} violates only {1}")
    @MethodSource("plantedBugs")
    void shouldFindExactlyThePlantedRule(String cls, String rule) throws Exception {
        Class<?> c = Class.forName(cls);
        for (long seed = 1; seed <= 5; seed++) {
            Map<String, String> found = MiniFerret.explore(c, seed, 300);
            assertEquals(Set.of(rule), found.keySet(), "seed " + seed + ": " + found);
        }
    }

    @ParameterizedTest(name = "{0} violates nothing")
    @MethodSource("correctClasses")
    void shouldFindNothingInCorrectClasses(String cls) throws Exception {
        Class<?> c = Class.forName(cls);
        for (long seed = 1; seed <= 5; seed++) {
            Map<String, String> found = MiniFerret.explore(c, seed, 1000);
            assertEquals(Map.of(), found, "seed " + seed);
        }
    }

    static Stream<String> correctClasses() {
        return CORRECT_CLASSES.stream();
    }
}
