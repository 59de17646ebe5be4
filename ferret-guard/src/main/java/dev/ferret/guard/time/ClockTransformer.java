package dev.ferret.guard.time;

import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.security.ProtectionDomain;

/**
 * The clock rewriter as a guard agent's transformer: in a JVM that re-runs generated tests under a
 * shifted clock ({@code -Dferret.clock.shift}), every class the application loads — the code under
 * test's — reads the shifted clock, as it does in a worker. The JDK, JUnit and the guard are left
 * as they are. Loaded by the agent with ASM in a class loader of its own.
 */
public final class ClockTransformer implements ClassFileTransformer {
    private static final String[] LEFT_ALONE = {"org/junit/", "junit/", "org/opentest4j/", "org/apiguardian/",
        "org/hamcrest/", "dev/ferret/guard/agent/", "dev/ferret/guard/nio/", "dev/ferret/guard/boot/"};

    private ClockTransformer() {
    }

    /** Registers the transformer; called by the agent through reflection. */
    public static void install(Instrumentation inst) {
        inst.addTransformer(new ClockTransformer(), false);
    }

    @Override
    public byte[] transform(Module module, ClassLoader loader, String className, Class<?> redefined,
                            ProtectionDomain domain, byte[] classFile) {
        if (loader == null || loader == ClassLoader.getPlatformClassLoader() || className == null) {
            return null;
        }
        for (String prefix : LEFT_ALONE) {
            if (className.startsWith(prefix)) {
                return null;
            }
        }
        try {
            return ClockRewriter.rewrite(classFile);
        } catch (RuntimeException e) {
            return null; // defined as it is
        }
    }
}
