package dev.ferret.maven;

import dev.ferret.core.run.ClassSelection;
import dev.ferret.core.run.InvalidInputException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Which of a module's compiled classes are under test: those under a package, or those an include
 * pattern matches and no exclude pattern does; by default all of them. A pattern is a binary class
 * name in which {@code *} stands for any part of one name segment and {@code **} for any number of
 * segments: {@code com.example.**}, {@code com.example.*Service}, {@code **.Parser}.
 */
final class ClassPatterns {

    private final List<String> includes;
    private final List<String> excludes;
    private final String packagePrefix;

    /**
     * @param includes include patterns (none: every class)
     * @param excludes exclude patterns
     * @param packagePrefix a package whose classes (sub-packages included) are under test, or null
     */
    ClassPatterns(List<String> includes, List<String> excludes, String packagePrefix) {
        this.includes = clean(includes);
        this.excludes = clean(excludes);
        this.packagePrefix = packagePrefix == null || packagePrefix.isBlank() ? null : packagePrefix.strip();
    }

    /**
     * The classes of a directory of compiled classes these patterns select, sorted.
     *
     * @throws InvalidInputException when an include pattern or the package matches no class, or
     *     nothing is left
     */
    List<String> select(Path classes) throws InvalidInputException {
        List<String> all = ClassSelection.scanPackage(List.of(classes), packagePrefix == null ? "" : packagePrefix);
        List<String> selected = new ArrayList<>();
        for (String include : includes) {
            Pattern p = compile(include);
            if (all.stream().noneMatch(c -> p.matcher(c).matches())) {
                throw new InvalidInputException("the include pattern '" + include + "' matches no class in " + classes);
            }
        }
        List<Pattern> in = includes.stream().map(ClassPatterns::compile).toList();
        List<Pattern> out = excludes.stream().map(ClassPatterns::compile).toList();
        for (String c : all) {
            boolean included = in.isEmpty() || in.stream().anyMatch(p -> p.matcher(c).matches());
            if (included && out.stream().noneMatch(p -> p.matcher(c).matches())) {
                selected.add(c);
            }
        }
        if (selected.isEmpty()) {
            throw new InvalidInputException("the excludes leave no class of " + classes + " to test");
        }
        return selected;
    }

    /** A pattern as a regular expression over binary names. */
    static Pattern compile(String pattern) {
        StringBuilder regex = new StringBuilder();
        String p = pattern.strip();
        for (int i = 0; i < p.length(); i++) {
            char ch = p.charAt(i);
            if (ch == '*' && i + 1 < p.length() && p.charAt(i + 1) == '*') {
                boolean dotAfter = i + 2 < p.length() && p.charAt(i + 2) == '.';
                regex.append(dotAfter ? "(?:[^.]+\\.)*" : ".*");
                i += dotAfter ? 2 : 1;
            } else if (ch == '*') {
                regex.append("[^.]*");
            } else {
                regex.append(Pattern.quote(String.valueOf(ch)));
            }
        }
        return Pattern.compile(regex.toString());
    }

    private static List<String> clean(List<String> patterns) {
        List<String> out = new ArrayList<>();
        if (patterns != null) {
            for (String p : patterns) {
                for (String part : p.split(",")) {
                    if (!part.isBlank()) {
                        out.add(part.strip());
                    }
                }
            }
        }
        return out;
    }
}
