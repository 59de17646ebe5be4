package dev.ferret.examples.flaky;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.examples.MiniFerret;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Checks flaky-observers.tsv against the observer methods of the flaky example classes. */
class FlakyObserversCatalogTest {
    static final String CATALOG = "/dev/ferret/examples/flaky-observers.tsv";
    static final List<Class<?>> CLASSES = List.of(Stamp.class, Handle.class, Crowd.class, Turnstile.class);

    private static final Set<String> NAMES = Set.of("size", "length", "count", "toString");
    private static final Pattern IDENTITY = Pattern.compile("@[0-9a-f]{4,}");

    /** class -> observer -> "stable" or "unstable", in file order. */
    static Map<String, Map<String, String>> catalog() throws IOException {
        Map<String, Map<String, String>> result = new TreeMap<>();
        try (InputStream in = FlakyObserversCatalogTest.class.getResourceAsStream(CATALOG)) {
            assertNotNull(in, CATALOG);
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            assertEquals("# class\tobserver\tstability", reader.readLine());
            for (String line; (line = reader.readLine()) != null; ) {
                if (!line.isBlank()) {
                    String[] cols = line.split("\t");
                    assertEquals(3, cols.length, line);
                    assertTrue(Set.of("stable", "unstable").contains(cols[2]), line);
                    String previous = result.computeIfAbsent(cols[0], k -> new TreeMap<>()).put(cols[1], cols[2]);
                    assertEquals(null, previous, "duplicate " + cols[0] + "." + cols[1]);
                }
            }
        }
        return result;
    }

    /** The methods Ferret's RegressionObserver treats as observers (toString only when overridden). */
    static Set<String> observers(Class<?> c) {
        Set<String> out = new TreeSet<>();
        for (Method m : c.getMethods()) {
            String n = m.getName();
            Class<?> r = m.getReturnType();
            boolean named = NAMES.contains(n) || prefixed(n, "get") || prefixed(n, "is") || prefixed(n, "has");
            if (named && m.getParameterCount() == 0 && !Modifier.isStatic(m.getModifiers()) && !m.isBridge()
                    && r != void.class && (r.isPrimitive() || r == String.class) && m.getDeclaringClass() != Object.class) {
                out.add(n);
            }
        }
        return out;
    }

    private static boolean prefixed(String name, String prefix) {
        return name.length() > prefix.length() && name.startsWith(prefix)
                && Character.isUpperCase(name.charAt(prefix.length()));
    }

    static Stream<Class<?>> classesAndNested() {
        List<Class<?>> all = new ArrayList<>();
        for (Class<?> c : CLASSES) {
            all.add(c);
            all.addAll(List.of(c.getClasses()));
        }
        return all.stream();
    }

    @Test
    void shouldListEveryObserverOfEveryFlakyClassExactlyOnce() throws Exception {
        Map<String, Map<String, String>> catalog = catalog();
        Map<String, Set<String>> expected = new TreeMap<>();
        classesAndNested().forEach(c -> expected.put(c.getName(), observers(c)));
        Map<String, Set<String>> listed = new TreeMap<>();
        catalog.forEach((cls, obs) -> listed.put(cls, new TreeSet<>(obs.keySet())));
        assertEquals(expected, listed);
    }

    @Test
    void shouldHaveStableAndUnstableObserversInEachClass() throws Exception {
        Map<String, Map<String, String>> catalog = catalog();
        for (Class<?> c : CLASSES) {
            Map<String, String> obs = catalog.get(c.getName());
            assertNotNull(obs, c.getName());
            assertTrue(obs.containsValue("stable"), "no stable observer in " + c.getName());
            assertTrue(obs.containsValue("unstable"), "no unstable observer in " + c.getName());
        }
    }

    @Test
    void shouldKeepTheExamplesPublicInTheirPackage() {
        classesAndNested().forEach(c -> {
            assertEquals("dev.ferret.examples.flaky", c.getPackageName());
            assertTrue(Modifier.isPublic(c.getModifiers()), c.getName());
        });
    }

    @Test
    void shouldAnswerEveryObserverWithoutThrowingOrPrintingAnIdentity() throws Exception {
        Crowd crowd = new Crowd();
        crowd.add("ann");
        crowd.add("bob");
        Turnstile turnstile = new Turnstile("north");
        turnstile.pass();
        Handle closed = new Handle("", 0);
        closed.close();
        List<Object> values = List.of(new Stamp(""), new Stamp("hi!"), new Handle("log"), closed, new Crowd(), crowd,
                crowd.add(""), turnstile, new Turnstile(""));
        Map<String, Map<String, String>> catalog = catalog();
        for (Object v : values) {
            for (String name : catalog.get(v.getClass().getName()).keySet()) {
                Object result = v.getClass().getMethod(name).invoke(v);
                assertNotNull(result, v + "." + name);
                assertFalse(IDENTITY.matcher(result.toString()).find(), v + "." + name + " = " + result);
            }
        }
    }

    @ParameterizedTest(name = "{0} violates nothing")
    @MethodSource("classesAndNested")
    void shouldViolateNoContract(Class<?> c) throws Exception {
        for (long seed = 1; seed <= 5; seed++) {
            assertEquals(Map.of(), MiniFerret.explore(c, seed, 1000), "seed " + seed);
        }
    }
}
