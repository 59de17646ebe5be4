package dev.ferret.choice.junit;

import dev.ferret.choice.Generator;
import dev.ferret.choice.engine.Budget;
import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Generated;
import dev.ferret.choice.engine.Report;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.Extension;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.TestTemplateInvocationContext;
import org.junit.jupiter.api.extension.TestTemplateInvocationContextProvider;
import org.junit.platform.commons.support.AnnotationSupport;

/** Runs an {@link ExhaustiveTest} once per generated tuple of arguments, lazily. */
final class ExhaustiveExtension implements TestTemplateInvocationContextProvider {

    @Override
    public boolean supportsTestTemplate(ExtensionContext context) {
        return context.getTestMethod().map(m -> AnnotationSupport.isAnnotated(m, ExhaustiveTest.class)).orElse(false);
    }

    @Override
    public Stream<TestTemplateInvocationContext> provideTestTemplateInvocationContexts(ExtensionContext context) {
        Method method = context.getRequiredTestMethod();
        ExhaustiveTest a = AnnotationSupport.findAnnotation(method, ExhaustiveTest.class).orElseThrow();
        Budget budget = a.maxPaths() == Long.MAX_VALUE ? Budget.unlimited()
                : Budget.unlimited().withMaxPaths(a.maxPaths());
        Explorer<Object[]> explorer = Explorer.ascending(a.minSize(), a.maxSize(), arguments(method))
                .withMode(a.mode()).withBudget(budget);
        Optional<Replay> replay = Replay.find(context, method, a.replay());
        if (replay.isPresent()) {
            Report<Object[]> r = explorer.replay(replay.get().size, replay.get().trail);
            if (r.values().isEmpty()) {
                throw new IllegalStateException("the replayed path " + replay.get().size + ":" + replay.get().trail
                        + " generates no input: " + r);
            }
            return r.values().stream().map(Invocation::new);
        }
        return explorer.stream().map(Invocation::new);
    }

    /** The tuple generator: the parameters' generators called in order, fresh instances per path. */
    private static IntFunction<Generator<Object[]>> arguments(Method method) {
        Parameter[] parameters = method.getParameters();
        for (Parameter p : parameters) {
            if (!p.isAnnotationPresent(From.class)) {
                throw new ExtensionConfigurationException("parameter " + p + " of " + method.getName()
                        + " needs @From(generator class)");
            }
        }
        return size -> () -> {
            Object[] args = new Object[parameters.length];
            for (int i = 0; i < args.length; i++) {
                args[i] = instantiate(parameters[i].getAnnotation(From.class).value(), size).generate();
            }
            return args;
        };
    }

    private static Generator<?> instantiate(Class<? extends Generator<?>> type, int size) {
        try {
            for (Constructor<?> c : type.getDeclaredConstructors()) {
                if (c.getParameterCount() == 1 && c.getParameterTypes()[0] == int.class) {
                    c.setAccessible(true);
                    return (Generator<?>) c.newInstance(size);
                }
            }
            Constructor<? extends Generator<?>> c = type.getDeclaredConstructor();
            c.setAccessible(true);
            return c.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new ExtensionConfigurationException("cannot create generator " + type.getName()
                    + ": it needs a constructor taking (int size) or no arguments", e);
        }
    }

    /** One invocation: a generated tuple, named by its size and trail. */
    private static final class Invocation implements TestTemplateInvocationContext {
        private final Generated<Object[]> input;

        Invocation(Generated<Object[]> input) {
            this.input = input;
        }

        @Override
        public String getDisplayName(int invocationIndex) {
            String args = Arrays.deepToString(input.value());
            if (args.length() > 200) {
                args = args.substring(0, 197) + "...";
            }
            return "[" + input.size() + ":" + input.trail() + "] " + args;
        }

        @Override
        public List<Extension> getAdditionalExtensions() {
            return List.of(new ParameterResolver() {
                @Override
                public boolean supportsParameter(ParameterContext p, ExtensionContext e) {
                    return p.isAnnotated(From.class);
                }

                @Override
                public Object resolveParameter(ParameterContext p, ExtensionContext e) {
                    return input.value()[p.getIndex()];
                }
            });
        }
    }
}
