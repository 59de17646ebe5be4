package dev.ferret.core.run;

import java.util.List;

/**
 * Rewrites the class files of the code under test as they load, for example to turn
 * {@code System.exit} into an exception. The code under test's class loader applies it to every
 * class it defines from the user's classpath (JDK classes are never rewritten).
 */
public interface ClassRewriter {

    /** Leaves every class as it is. */
    ClassRewriter NONE = new ClassRewriter() {
        @Override
        public byte[] rewrite(String className, byte[] classFile) {
            return classFile;
        }

        @Override
        public List<String> runtimePackages() {
            return List.of();
        }
    };

    /**
     * @param className the binary name of the class being defined
     * @param classFile its bytes as read from the classpath
     * @return the bytes to define: {@code classFile} itself when nothing changes. Must not throw
     *     for a class it cannot parse; return the input instead.
     */
    byte[] rewrite(String className, byte[] classFile);

    /**
     * Package name prefixes (e.g. {@code dev.ferret.worker.sandbox.}) of the Ferret classes that
     * rewritten code calls. The code under test's loader takes these from Ferret's own loader,
     * so they must not depend on anything the code under test could clash with.
     */
    List<String> runtimePackages();

    /**
     * This rewriter, then {@code next} on its output; the runtime packages of both.
     *
     * @param next applied second
     * @return the composition
     */
    default ClassRewriter andThen(ClassRewriter next) {
        ClassRewriter first = this;
        return new ClassRewriter() {
            @Override
            public byte[] rewrite(String className, byte[] classFile) {
                return next.rewrite(className, first.rewrite(className, classFile));
            }

            @Override
            public List<String> runtimePackages() {
                List<String> all = new java.util.ArrayList<>(first.runtimePackages());
                all.addAll(next.runtimePackages());
                return List.copyOf(all);
            }
        };
    }
}
