package dev.ferret.worker.sandbox;

import dev.ferret.core.run.ClassRewriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Set;

/**
 * A test stand-in for the code under test's loader: defines the named classes itself from their
 * rewritten class files and takes everything else, including the sandbox's runtime package, from
 * the test's own loader.
 */
final class RewritingLoader extends ClassLoader {
    private final ClassRewriter rewriter;
    private final Set<String> own;

    RewritingLoader(ClassRewriter rewriter, Class<?>... own) {
        super("rewriting", RewritingLoader.class.getClassLoader());
        this.rewriter = rewriter;
        this.own = Set.of(Arrays.stream(own).map(Class::getName).toArray(String[]::new));
    }

    /** @return the class file of the class called {@code name} as the test classpath has it */
    static byte[] classFile(String name) {
        String resource = name.replace('.', '/') + ".class";
        try (InputStream in = RewritingLoader.class.getClassLoader().getResourceAsStream(resource)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (!own.contains(name)) {
            return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                byte[] bytes = rewriter.rewrite(name, classFile(name));
                c = defineClass(name, bytes, 0, bytes.length);
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }
}
