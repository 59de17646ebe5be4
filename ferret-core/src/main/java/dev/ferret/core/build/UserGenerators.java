package dev.ferret.core.build;

import java.util.ArrayList;
import java.util.List;

/**
 * The user's generator classes ({@code --generator}): classes on the user's class path with public
 * static methods returning {@code dev.ferret.choice.Generator<T>} (no parameter, or an {@code int}
 * size). Their values are inputs beside the engine's own ({@link GeneratorSource}); generators run
 * where the code under test runs, in its class loader.
 */
public final class UserGenerators {

    /** No generators. */
    public static final UserGenerators NONE = new UserGenerators(List.of());

    private final List<GeneratorFactory> factories;

    private UserGenerators(List<GeneratorFactory> factories) {
        this.factories = List.copyOf(factories);
    }

    /**
     * Loads the generator classes and finds their factories.
     *
     * @param classNames binary names of the generator classes, in the user's order
     * @param loader the loader of the code under test
     * @throws IllegalArgumentException naming the class that is missing or has no factory
     */
    public static UserGenerators load(List<String> classNames, ClassLoader loader) {
        List<GeneratorFactory> all = new ArrayList<>();
        for (String name : classNames) {
            Class<?> c;
            try {
                c = Class.forName(name, false, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                throw new IllegalArgumentException("generator class " + name + " not found on the classpath");
            }
            List<GeneratorFactory> found = GeneratorFactory.of(c);
            if (found.isEmpty()) {
                throw new IllegalArgumentException("generator class " + name + " has no public static method"
                        + " returning dev.ferret.choice.Generator<T> of a public class T, without parameters"
                        + " or with one int (the size)");
            }
            all.addAll(found);
        }
        return new UserGenerators(all);
    }

    /** The factories found, class by class in the user's order, each class's in name order. */
    List<GeneratorFactory> factories() {
        return factories;
    }

    /** How many factories were found. */
    public int size() {
        return factories.size();
    }
}
