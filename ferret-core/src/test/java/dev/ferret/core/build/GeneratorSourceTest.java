package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.choice.Replay;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.ReplayOperation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.testcase.Action;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GeneratorSourceTest {

    private static final ClassLoader LOADER = GeneratorSourceTest.class.getClassLoader();

    private static UserGenerators fixture() {
        return UserGenerators.load(List.of(GeneratorFixture.class.getName()), LOADER);
    }

    private static InputRequest request(Class<?> type, long seed) throws Exception {
        return request(type, seed, new Assembly());
    }

    private static InputRequest request(Class<?> type, long seed, Assembly assembly) throws Exception {
        Operation takes = new MethodOperation(String.class.getMethod("valueOf", Object.class), String.class,
                String.class, false);
        return new InputRequest(takes, 0, type, assembly, new SplittableRandom(seed));
    }

    /** The statements the source appends for a request of {@code type}, and the value's index last. */
    private static Statement[] supplied(Class<?> type, long seed, int[] index) throws Exception {
        Assembly assembly = new Assembly();
        index[0] = new GeneratorSource(fixture().factories()).supply(request(type, seed, assembly));
        return assembly.sequence(List.of()).statements();
    }

    /** Runs the flat statements and returns every value. */
    static Object[] execute(Statement[] flat) throws Throwable {
        Object[] values = new Object[flat.length];
        for (int i = 0; i < flat.length; i++) {
            int[] in = flat[i].inputs();
            Object[] args = new Object[in.length];
            for (int k = 0; k < in.length; k++) {
                args[k] = values[in[k]];
            }
            values[i] = flat[i].operation().execute(args);
        }
        return values;
    }

    @Test
    void shouldFindTheFactoriesOfAGeneratorClassInNameOrder() {
        List<GeneratorFactory> factories = fixture().factories();
        assertEquals(List.of("digits", "singletons", "words"),
                factories.stream().map(f -> f.name().substring(f.name().lastIndexOf('.') + 1)).toList());
        assertEquals(List.of(Integer.class, List.class, String.class),
                factories.stream().map(GeneratorFactory::valueType).toList());
        assertEquals(List.of(false, false, true), factories.stream().map(GeneratorFactory::sized).toList());
    }

    @Test
    void shouldRefuseAClassWithoutFactoriesOrMissingFromTheClasspath() {
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> UserGenerators.load(List.of(GeneratorFixture.Empty.class.getName()), LOADER));
        assertTrue(none.getMessage().contains("has no public static method"), none.getMessage());
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> UserGenerators.load(List.of("no.such.Generators"), LOADER));
        assertTrue(missing.getMessage().contains("not found"), missing.getMessage());
    }

    @Test
    void shouldApplyToTheGeneratedTypeAndItsSupertypesButNotObject() throws Exception {
        GeneratorSource source = new GeneratorSource(fixture().factories());
        assertTrue(source.applies(request(String.class, 0)));
        assertTrue(source.applies(request(CharSequence.class, 0)));
        assertTrue(source.applies(request(Number.class, 0)));
        assertFalse(source.applies(request(Object.class, 0)));
        assertFalse(source.applies(request(int.class, 0)));
        assertFalse(source.applies(request(Long.class, 0)));
    }

    @Test
    void shouldAppendTheFactoryCallTheTrailAndAReplayWhoseValueIsTheGeneratorsValue() throws Throwable {
        for (long seed = 0; seed < 20; seed++) {
            int[] index = new int[1];
            Statement[] flat = supplied(CharSequence.class, seed, index);
            assertEquals(flat.length - 1, index[0], "the value is the last statement");
            assertEquals(4, flat.length, "size, factory call, trail, replay: " + List.of(flat));
            int size = (Integer) ((LiteralOperation) flat[0].operation()).value();
            String trail = (String) ((LiteralOperation) flat[2].operation()).value();
            assertTrue(flat[3].operation() instanceof ReplayOperation);
            Object value = execute(flat)[3];
            assertEquals(Replay.<String>of(GeneratorFixture.words(size), trail), value);
            assertEquals(size, ((String) value).length(), "a word of the size its generator was made for");
        }
    }

    @Test
    void shouldRenderTheReplayAsACallOfDevFerretChoiceReplayOfTheValuesType() {
        Action.MethodCall call = (Action.MethodCall) new ReplayOperation(String.class, LOADER).toAction();
        assertEquals(new Action.MethodCall("dev.ferret.choice.Replay", "of",
                List.of("java.util.function.Supplier", "java.lang.String"), "java.lang.String", true), call);
    }

    @Test
    void shouldExploreSmallSizesInOrderBeforeOnlySampling() {
        GeneratorFactory words = fixture().factories().get(2);
        GeneratorTrails trails = new GeneratorTrails(words);
        java.util.random.RandomGenerator alwaysExplore = new java.util.random.RandomGenerator() {
            @Override
            public long nextLong() {
                return 7;
            }

            @Override
            public boolean nextBoolean() {
                return true; // the explored value, while one is left
            }

            @Override
            public int nextInt(int bound) {
                return bound - 1;
            }
        };
        int explored = 1 + 2 + 4 + 8; // every word of sizes 0 to 3
        int previous = 0;
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int i = 0; i < explored; i++) {
            GeneratorTrails.Pick p = trails.next(alwaysExplore);
            assertTrue(p.size() >= previous, "sizes ascend: " + p);
            previous = p.size();
            assertTrue(seen.add(p.size() + ":" + p.trail()), "each value once: " + p);
        }
        assertEquals(3, previous);
        GeneratorTrails.Pick sampled = trails.next(alwaysExplore);
        assertEquals(GeneratorTrails.MAX_SIZE, sampled.size(), "then samples (this random draws the largest size)");
    }

    @Test
    void shouldBuildTheSameValueForTheSameSeed() throws Throwable {
        int[] index = new int[1];
        assertEquals(Sequence.fingerprint(supplied(String.class, 7, index)),
                Sequence.fingerprint(supplied(String.class, 7, index)));
    }
}
