package dev.ferret.coverage.probe;

import dev.ferret.core.run.ClassRewriter;
import java.io.IOException;
import java.io.InputStream;

/** Defines the fixture classes itself, through a rewriter; everything else comes from the parent. */
final class FixtureLoader extends ClassLoader {

    private final ClassRewriter rewriter;

    FixtureLoader(ClassRewriter rewriter) {
        super(FixtureLoader.class.getClassLoader());
        this.rewriter = rewriter;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (!name.startsWith("dev.ferret.coverage.fixture.")) {
            return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
                    byte[] bytes = rewriter.rewrite(name, in.readAllBytes());
                    c = defineClass(name, bytes, 0, bytes.length);
                } catch (IOException e) {
                    throw new ClassNotFoundException(name, e);
                }
            }
            return c;
        }
    }
}
