package dev.ferret.core.build;

import dev.ferret.choice.Choice;
import dev.ferret.choice.Generator;
import java.util.List;

/** A user's generator class: two factories, and methods that are not factories. */
public final class GeneratorFixture {

    private GeneratorFixture() {
    }

    /** Words of {@code size} letters, each 'a' or 'b': 2^size of them. */
    public static Generator<String> words(int size) {
        return () -> {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < size; i++) {
                b.append(Choice.oneOf('a', 'b'));
            }
            return b.toString();
        };
    }

    /** 0 to 3. */
    public static Generator<Integer> digits() {
        return () -> Choice.intIn(0, 3);
    }

    /** Lists of one digit: a parameterized value type. */
    public static Generator<List<Integer>> singletons() {
        return () -> List.of(Choice.intIn(0, 1));
    }

    /** Not a factory: returns no generator. */
    public static String name() {
        return "fixture";
    }

    /** Not a factory: two parameters. */
    public static Generator<String> pairs(int size, int width) {
        return () -> "";
    }

    /** A class without factories. */
    public static final class Empty {
        private Empty() {
        }

        public static int answer() {
            return 42;
        }
    }
}
