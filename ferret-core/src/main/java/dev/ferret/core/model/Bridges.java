package dev.ferret.core.model;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/** Tells visibility bridges, which stand for the method they copy, from other bridge methods. */
public final class Bridges {

    private Bridges() {
    }

    /**
     * Whether a bridge method is a visibility bridge: javac gives a public class a bridge copy of
     * each public method it inherits from a package-private superclass, with the same signature.
     * Such a bridge is the method itself. Generic and covariant bridges (say
     * {@code compareTo(Object)} next to {@code compareTo(Point)}) are not.
     */
    public static boolean isVisibilityBridge(Method bridge) {
        for (Class<?> k = bridge.getDeclaringClass().getSuperclass(); k != null; k = k.getSuperclass()) {
            try {
                Method original = k.getDeclaredMethod(bridge.getName(), bridge.getParameterTypes());
                return !original.isBridge() && !Modifier.isPublic(k.getModifiers())
                        && original.getReturnType() == bridge.getReturnType();
            } catch (NoSuchMethodException e) {
                // look further up
            }
        }
        return false;
    }
}
