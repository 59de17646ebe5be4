package dev.ferret.examples.hostile;

import java.lang.reflect.Field;

/**
 * Ends the JVM in a way no guard can refuse: a native crash.
 *
 * <p>Hostile: {@code vanish} writes through {@code sun.misc.Unsafe} to address 0, so the JVM that
 * runs it dies of a segmentation fault (its exit is no Java call that could be refused). Harmless:
 * {@code getName}.
 */
public final class Vanisher {

    /** @return a name */
    public String getName() {
        return "vanisher";
    }

    /**
     * Crashes the JVM.
     *
     * @throws ReflectiveOperationException if this JDK has no {@code sun.misc.Unsafe}
     */
    public void vanish() throws ReflectiveOperationException {
        Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
        Field theUnsafe = unsafeClass.getDeclaredField("theUnsafe");
        theUnsafe.setAccessible(true);
        Object unsafe = theUnsafe.get(null);
        unsafeClass.getMethod("putAddress", long.class, long.class).invoke(unsafe, 0L, 0L);
    }
}
