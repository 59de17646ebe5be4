package dev.ferret.guard.time;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Defines the classes of one package prefix from their rewritten class files; the rest from its parent. */
final class RewritingLoader extends ClassLoader {
    private final String prefix;
    int rewritten;

    RewritingLoader(String prefix) {
        super("clock-rewriting", RewritingLoader.class.getClassLoader());
        this.prefix = prefix;
    }

    /** The class file of a class of the test class path. */
    static byte[] classFile(String name) {
        try (InputStream in = RewritingLoader.class.getClassLoader()
                .getResourceAsStream(name.replace('.', '/') + ".class")) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (!name.startsWith(prefix)) {
            return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                byte[] original = classFile(name);
                byte[] bytes = ClockRewriter.rewrite(original);
                if (bytes != null) {
                    rewritten++;
                } else {
                    bytes = original;
                }
                c = defineClass(name, bytes, 0, bytes.length);
            }
            return c;
        }
    }
}
