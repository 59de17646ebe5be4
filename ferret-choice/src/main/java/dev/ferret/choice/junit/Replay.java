package dev.ferret.choice.junit;

import dev.ferret.choice.engine.Trail;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A request to re-run one input, {@code size:trail}, from the annotation's {@code replay} or from
 * the configuration parameter {@value #KEY} written {@code methodName=size:trail}.
 */
final class Replay {

    static final String KEY = "ferret.choice.replay";

    final int size;
    final Trail trail;

    private Replay(int size, Trail trail) {
        this.size = size;
        this.trail = trail;
    }

    static Optional<Replay> find(ExtensionContext context, Method method, String fromAnnotation) {
        if (!fromAnnotation.isEmpty()) {
            return Optional.of(parse(fromAnnotation));
        }
        return context.getConfigurationParameter(KEY)
                .filter(v -> v.startsWith(method.getName() + "="))
                .map(v -> parse(v.substring(method.getName().length() + 1)));
    }

    static Replay parse(String text) {
        int colon = text.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("replay must be size:trail, was '" + text + "'");
        }
        return new Replay(Integer.parseInt(text.substring(0, colon).trim()), Trail.parse(text.substring(colon + 1)));
    }

    /** The value of the re-run setting that reproduces one input of {@code method}. */
    static String hint(Method method, int size, Trail trail) {
        return KEY + "=" + method.getName() + "=" + size + ":" + trail;
    }

    /** Calls {@code method} reflectively, rethrowing what it throws as is. */
    static Object invoke(Method method, Object target, Object[] args) {
        try {
            method.setAccessible(true);
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw Replay.<RuntimeException>sneaky(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static <E extends Throwable> E sneaky(Throwable t) throws E {
        throw (E) t;
    }
}
