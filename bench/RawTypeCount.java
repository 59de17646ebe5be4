import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Counts the local variable declarations of generated tests whose type is a generic class:
 * raw (no type arguments) and typed (with them), and the test methods that suppress raw-type
 * warnings. Usage: java bench/RawTypeCount.java <tests dir> [subject classpath (jar or dir)]
 * Prints one line: RAWTYPES raw=.. typed=.. declarations=.. suppressedMethods=.. methods=..
 */
public class RawTypeCount {

    private static final Pattern IMPORT = Pattern.compile("^import ([\\w.]+)\\.(\\w+);", Pattern.MULTILINE);
    private static final Pattern DECLARATION = Pattern.compile(
            "^\\s+(?:final )?([A-Z][\\w.]*)(<[^=]*>)?(\\[\\])* [a-z]\\w* = ", Pattern.MULTILINE);

    public static void main(String[] args) throws Exception {
        URL[] urls = args.length > 1 ? new URL[] {Path.of(args[1]).toUri().toURL()} : new URL[0];
        ClassLoader loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
        long raw = 0, typed = 0, all = 0, suppressed = 0, methods = 0;
        List<Path> files;
        try (Stream<Path> s = Files.walk(Path.of(args[0]))) {
            files = s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        for (Path f : files) {
            String src = Files.readString(f);
            Map<String, String> imports = new HashMap<>();
            Matcher im = IMPORT.matcher(src);
            while (im.find()) {
                imports.put(im.group(2), im.group(1) + "." + im.group(2));
            }
            String pkg = src.lines().filter(l -> l.startsWith("package ")).findFirst()
                    .map(l -> l.substring(8, l.length() - 1)).orElse("");
            Matcher d = DECLARATION.matcher(src);
            while (d.find()) {
                all++;
                Class<?> c = resolve(d.group(1), imports, pkg, loader);
                if (c == null || c.getTypeParameters().length == 0) {
                    continue;
                }
                if (d.group(2) == null) {
                    raw++;
                } else {
                    typed++;
                }
            }
            methods += count(src, "@Test");
            suppressed += count(src, "@SuppressWarnings({\"unchecked\", \"rawtypes\"})");
            if (src.contains("\"unchecked\", \"rawtypes\", \"deprecation\"")) {
                suppressed += count(src, "@Test"); // the class-level suppression of earlier versions
            }
        }
        System.out.printf("RAWTYPES raw=%d typed=%d declarations=%d suppressedMethods=%d methods=%d files=%d%n",
                raw, typed, all, suppressed, methods, files.size());
    }

    private static long count(String s, String what) {
        long n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }

    private static Class<?> resolve(String name, Map<String, String> imports, String pkg, ClassLoader loader) {
        String first = name.contains(".") ? name.substring(0, name.indexOf('.')) : name;
        String rest = name.contains(".") ? name.substring(name.indexOf('.')).replace('.', '$') : "";
        for (String candidate : new String[] {imports.get(first), "java.lang." + first, pkg + "." + first}) {
            if (candidate == null) {
                continue;
            }
            try {
                return Class.forName(candidate + rest, false, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                // next
            }
        }
        return null;
    }
}
