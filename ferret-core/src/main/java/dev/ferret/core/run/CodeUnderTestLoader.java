package dev.ferret.core.run;

import dev.ferret.core.oracle.Contract;
import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.ProtectionDomain;
import java.security.cert.Certificate;
import java.util.List;

/**
 * Creates the class loader of the code under test: the user's classpath over the platform loader,
 * so Ferret's own dependencies are never visible to (or clash with) the code under test. The only
 * Ferret types it can see are the {@link Contract} interface, for user contracts, the contract
 * annotations of {@code ferret-contracts}, and the runtime packages of its {@link ClassRewriter}. Java assertions are enabled for every class it loads,
 * and every class it defines passes through the rewriter.
 */
final class CodeUnderTestLoader extends URLClassLoader {

    static {
        registerAsParallelCapable();
    }

    private final ClassRewriter rewriter;

    private CodeUnderTestLoader(URL[] urls, ClassRewriter rewriter) {
        super(InProcessEngine.CODE_UNDER_TEST_LOADER, urls, new FerretApi(rewriter.runtimePackages()));
        this.rewriter = rewriter;
    }

    static URLClassLoader create(List<Path> classpath) {
        return create(classpath, ClassRewriter.NONE);
    }

    static URLClassLoader create(List<Path> classpath, ClassRewriter rewriter) {
        URL[] urls = new URL[classpath.size()];
        for (int i = 0; i < urls.length; i++) {
            try {
                urls[i] = classpath.get(i).toUri().toURL();
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException("bad classpath entry " + classpath.get(i), e);
            }
        }
        CodeUnderTestLoader loader = new CodeUnderTestLoader(urls, rewriter);
        loader.setDefaultAssertionStatus(true);
        return loader;
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        if (rewriter == ClassRewriter.NONE) {
            return super.findClass(name);
        }
        String path = name.replace('.', '/') + ".class";
        URL url = findResource(path);
        if (url == null) {
            throw new ClassNotFoundException(name);
        }
        byte[] original;
        try (InputStream in = url.openStream()) {
            original = in.readAllBytes();
        } catch (IOException e) {
            throw new ClassNotFoundException(name, e);
        }
        byte[] bytes = rewriter.rewrite(name, original);
        int dot = name.lastIndexOf('.');
        if (dot > 0 && getDefinedPackage(name.substring(0, dot)) == null) {
            try {
                definePackage(name.substring(0, dot), null, null, null, null, null, null, null);
            } catch (IllegalArgumentException raced) {
                // defined by another thread meanwhile
            }
        }
        CodeSource source = new CodeSource(codeBase(url, path), (Certificate[]) null);
        return defineClass(name, bytes, 0, bytes.length, new ProtectionDomain(source, null, this, null));
    }

    /** The jar or directory a class file came from: what {@code getCodeSource().getLocation()} reports. */
    private static URL codeBase(URL resource, String path) {
        String s = resource.toString();
        try {
            if (s.startsWith("jar:") && s.contains("!/")) {
                return java.net.URI.create(s.substring(4, s.indexOf("!/"))).toURL();
            }
            if (s.endsWith(path)) {
                return java.net.URI.create(s.substring(0, s.length() - path.length())).toURL();
            }
        } catch (MalformedURLException | IllegalArgumentException e) {
            // fall through
        }
        return resource;
    }

    /** The platform loader plus Ferret's contract interface and the rewriter's runtime packages. */
    private static final class FerretApi extends ClassLoader {
        private static final String CONTRACT_ANNOTATIONS = "dev.ferret.contracts.";
        private final List<String> runtimePackages;

        FerretApi(List<String> runtimePackages) {
            super("ferret-api", ClassLoader.getPlatformClassLoader());
            this.runtimePackages = List.copyOf(runtimePackages);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (name.equals(Contract.class.getName())) {
                return Contract.class;
            }
            if (name.startsWith(CONTRACT_ANNOTATIONS)) {
                // the annotations Ferret reads, the same classes whether or not the classpath has them
                return Class.forName(name, false, CodeUnderTestLoader.class.getClassLoader());
            }
            for (String p : runtimePackages) {
                if (name.startsWith(p)) {
                    return Class.forName(name, false, CodeUnderTestLoader.class.getClassLoader());
                }
            }
            return super.loadClass(name, resolve);
        }
    }
}
