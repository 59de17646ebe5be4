package dev.ferret.guard.launch;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Enumeration;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/** The class files of Ferret's own packages, read from wherever Ferret runs from (a directory or a jar). */
final class ClassFiles {

    private ClassFiles() {
    }

    /** Where {@code anchor}'s class file was loaded from: a directory or a jar. */
    static Path location(Class<?> anchor) throws IOException {
        CodeSource source = anchor.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            throw new IOException("cannot tell where " + anchor.getName() + " was loaded from");
        }
        try {
            return Path.of(source.getLocation().toURI());
        } catch (URISyntaxException | IllegalArgumentException e) {
            throw new IOException("cannot read the location of " + anchor.getName() + ": " + source.getLocation(), e);
        }
    }

    /**
     * The class files under {@code prefix} ({@code dev/ferret/guard/boot/}) in the location
     * {@code anchor} was loaded from, by entry name, in name order.
     */
    static Map<String, byte[]> under(Class<?> anchor, String prefix) throws IOException {
        Path location = location(anchor);
        Map<String, byte[]> out = new TreeMap<>();
        if (Files.isDirectory(location)) {
            Path dir = location.resolve(prefix);
            try (Stream<Path> files = Files.list(dir)) {
                for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".class")).toList()) {
                    out.put(prefix + f.getFileName(), Files.readAllBytes(f));
                }
            }
        } else {
            try (JarFile jar = new JarFile(location.toFile())) {
                Enumeration<JarEntry> entries = jar.entries();
                while (entries.hasMoreElements()) {
                    JarEntry e = entries.nextElement();
                    String name = e.getName();
                    if (name.startsWith(prefix) && name.endsWith(".class") && name.indexOf('/', prefix.length()) < 0) {
                        try (InputStream in = jar.getInputStream(e)) {
                            out.put(name, in.readAllBytes());
                        }
                    }
                }
            }
        }
        if (out.isEmpty()) {
            throw new IOException("no class files under " + prefix + " in " + location);
        }
        return out;
    }
}
