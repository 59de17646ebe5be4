package dev.ferret.core.model;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The package the emitted tests share with the code under test, where the classes under test all
 * live in one package outside the JDK: a test there may name that package's classes and call its
 * members that are not private, as a hand-written test beside the class would, so those are in
 * reach too ({@link Types#isAccessible}). Where the classes under test span several packages no
 * package is shared (a test of one class would not compile in another's package), and only
 * public classes and members are in reach.
 *
 * <p>Set once per generating JVM, before its classes under test are examined; a worker runs one
 * generation.
 */
public final class SamePackage {

    private static final String[] JDK_PREFIXES = {"java.", "javax.", "jdk.", "sun.", "com.sun."};

    private static volatile String shared;

    private SamePackage() {
    }

    /** Shares the package of {@code classesUnderTest} when it is one package outside the JDK, else none. */
    public static void of(Collection<Class<?>> classesUnderTest) {
        Set<String> packages = new LinkedHashSet<>();
        for (Class<?> c : classesUnderTest) {
            packages.add(c.getPackageName());
        }
        String only = packages.size() == 1 ? packages.iterator().next() : null;
        shared = only == null || only.isEmpty() || isJdkPackage(only) ? null : only;
    }

    /** Shares no package: only public classes and members are in reach. */
    public static void none() {
        shared = null;
    }

    /** Whether {@code c} is in the shared package (and loaded outside the JDK). */
    public static boolean contains(Class<?> c) {
        String p = shared;
        return p != null && p.equals(c.getPackageName()) && !Types.isJdk(c);
    }

    private static boolean isJdkPackage(String name) {
        for (String prefix : JDK_PREFIXES) {
            if ((name + ".").startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }
}
