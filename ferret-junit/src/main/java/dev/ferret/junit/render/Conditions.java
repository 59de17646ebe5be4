package dev.ferret.junit.render;

import com.palantir.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes a contract's condition ({@code {0}.size() > {1}}) as code: each placeholder becomes the
 * expression standing for it, and each qualified class name a type, so it is imported (or left
 * qualified where a simple name would clash).
 */
final class Conditions {

    /** An operand placeholder, or a qualified top-level class name such as {@code java.lang.Integer}. */
    private static final Pattern TOKEN =
            Pattern.compile("\\{(\\d+)}|(?<![\\w.])((?:[a-z_][a-z0-9_]*\\.)+[A-Z][A-Za-z0-9_]*)(?![\\w(])");

    private Conditions() {
    }

    /**
     * @param condition the condition with placeholders
     * @param operand the code for placeholder {@code k}; null to leave the placeholder as written
     * @param steps names the types
     */
    static CodeBlock code(String condition, IntFunction<String> operand, StepWriter steps) {
        Matcher matcher = TOKEN.matcher(condition);
        StringBuilder format = new StringBuilder();
        List<Object> args = new ArrayList<>();
        int at = 0;
        while (matcher.find()) {
            format.append(condition.substring(at, matcher.start()).replace("$", "$$"));
            at = matcher.end();
            if (matcher.group(1) != null) {
                String code = operand.apply(Integer.parseInt(matcher.group(1)));
                format.append("$L");
                args.add(code != null ? code : matcher.group());
            } else {
                format.append("$T");
                args.add(steps.type(matcher.group(2)));
            }
        }
        format.append(condition.substring(at).replace("$", "$$"));
        return CodeBlock.of(format.toString(), args.toArray());
    }

    /** Whether the condition uses placeholder {@code k}. */
    static boolean uses(String condition, int k) {
        return condition.contains("{" + k + "}");
    }
}
