package dev.ferret.examples.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Checks hostile-zoo.tsv against the classes of the hostile package, by reflection only: no hostile
 * method runs here.
 */
class HostileZooCatalogTest {
    static final String CATALOG = "/dev/ferret/examples/hostile-zoo.tsv";
    static final Set<String> BEHAVIOURS = Set.of("system-exit", "runtime-halt", "infinite-loop", "stack-overflow",
            "out-of-memory", "endless-thread", "output-flood", "file-delete", "static-write", "worker-crash");

    /** One row of the catalogue. */
    record Row(String className, String behaviour, String method) {
    }

    static List<Row> catalog() throws IOException {
        List<Row> rows = new ArrayList<>();
        try (InputStream in = HostileZooCatalogTest.class.getResourceAsStream(CATALOG)) {
            assertNotNull(in, CATALOG);
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            assertEquals("# class\tbehaviour\tmethod", reader.readLine());
            for (String line; (line = reader.readLine()) != null; ) {
                if (!line.isBlank()) {
                    String[] cols = line.split("\t");
                    assertEquals(3, cols.length, line);
                    assertTrue(BEHAVIOURS.contains(cols[1]), line);
                    rows.add(new Row(cols[0], cols[1], cols[2]));
                }
            }
        }
        return rows;
    }

    /** @return the public methods of {@code c} declared there and called {@code name} */
    private static List<Method> declared(Class<?> c, String name) {
        return Stream.of(c.getDeclaredMethods())
                .filter(m -> m.getName().equals(name) && Modifier.isPublic(m.getModifiers()))
                .collect(Collectors.toList());
    }

    @Test
    void shouldListEveryClassOfThePackageAndEveryBehaviourOnce() throws Exception {
        Set<String> inPackage = new TreeSet<>();
        try (Stream<Path> files = Files.list(Path.of(Quitter.class.getResource("Quitter.class").toURI()).getParent())) {
            files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".class") && !n.contains("$") && !n.startsWith("package-info"))
                    .forEach(n -> inPackage.add("dev.ferret.examples.hostile." + n.replace(".class", "")));
        }
        List<Row> rows = catalog();
        assertEquals(inPackage, rows.stream().map(Row::className).collect(Collectors.toCollection(TreeSet::new)));
        assertEquals(BEHAVIOURS, rows.stream().map(Row::behaviour).collect(Collectors.toSet()));
        for (Row row : rows) {
            long behaviours = rows.stream().filter(r -> r.className().equals(row.className()))
                    .map(Row::behaviour).distinct().count();
            assertEquals(1, behaviours, "one hostile behaviour per class: " + row.className());
            assertEquals(1, rows.stream().filter(row::equals).count(), "duplicate " + row);
        }
    }

    @Test
    void shouldNameOnePublicInstanceMethodPerRow() throws Exception {
        for (Row row : catalog()) {
            List<Method> methods = declared(Class.forName(row.className()), row.method());
            assertEquals(1, methods.size(), row + " names exactly one method");
            assertFalse(Modifier.isStatic(methods.get(0).getModifiers()), row.toString());
        }
    }

    @Test
    void shouldGiveEveryClassAPublicConstructorAndAHarmlessMethod() throws Exception {
        List<Row> rows = catalog();
        for (String name : rows.stream().map(Row::className).collect(Collectors.toCollection(TreeSet::new))) {
            Class<?> c = Class.forName(name);
            assertTrue(Modifier.isPublic(c.getModifiers()) && Modifier.isFinal(c.getModifiers()), name);
            assertTrue(Modifier.isPublic(c.getConstructor().getModifiers()), name);
            Set<String> hostile = rows.stream().filter(r -> r.className().equals(name)).map(Row::method)
                    .collect(Collectors.toSet());
            assertTrue(Stream.of(c.getDeclaredMethods()).anyMatch(m -> Modifier.isPublic(m.getModifiers())
                    && !Modifier.isStatic(m.getModifiers()) && !hostile.contains(m.getName())),
                    name + " has no harmless public method");
        }
    }
}
