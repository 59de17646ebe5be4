package dev.ferret.guard.nio;

import dev.ferret.guard.boot.Effect;
import dev.ferret.guard.boot.Gate;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttributeView;

/**
 * Attribute views whose changing methods ({@code set…}, and {@code write}/{@code delete} of
 * user-defined attributes) ask the {@link Gate} first; reading methods pass through.
 */
final class AttributeViews {

    private AttributeViews() {
    }

    /** {@code view} of {@code file} (the default provider's path), guarded. */
    static <V extends FileAttributeView> V guarded(Class<V> type, V view, Path file) {
        if (!type.isInterface()) {
            return view;
        }
        Object proxy = Proxy.newProxyInstance(AttributeViews.class.getClassLoader(), new Class<?>[] {type},
                (self, method, args) -> {
                    String name = method.getName();
                    if (method.getDeclaringClass() != Object.class
                            && (name.startsWith("set") || name.equals("write") || name.equals("delete"))) {
                        Gate.path(file, Effect.FILE_ATTRIBUTES);
                    }
                    try {
                        return method.invoke(view, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        return type.cast(proxy);
    }
}
