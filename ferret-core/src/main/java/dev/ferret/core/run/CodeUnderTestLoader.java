package dev.ferret.core.run;

import dev.ferret.core.oracle.Contract;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;

/**
 * Creates the class loader of the code under test: the user's classpath over the platform loader,
 * so Ferret's own dependencies are never visible to (or clash with) the code under test. The only
 * Ferret type it can see is the {@link Contract} interface, for user contracts. Java assertions are
 * enabled for every class it loads.
 */
final class CodeUnderTestLoader {

    private CodeUnderTestLoader() {
    }

    static URLClassLoader create(List<Path> classpath) {
        URL[] urls = new URL[classpath.size()];
        for (int i = 0; i < urls.length; i++) {
            try {
                urls[i] = classpath.get(i).toUri().toURL();
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException("bad classpath entry " + classpath.get(i), e);
            }
        }
        URLClassLoader loader = new URLClassLoader("ferret-code-under-test", urls, new ContractApi());
        loader.setDefaultAssertionStatus(true);
        return loader;
    }

    /** The platform loader plus Ferret's contract interface. */
    private static final class ContractApi extends ClassLoader {
        ContractApi() {
            super("ferret-contract-api", ClassLoader.getPlatformClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (name.equals(Contract.class.getName())) {
                return Contract.class;
            }
            return super.loadClass(name, resolve);
        }
    }
}
