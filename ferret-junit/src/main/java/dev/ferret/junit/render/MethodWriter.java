package dev.ferret.junit.render;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.lang.model.element.Modifier;

/** Renders one {@link GeneratedTest} as one test method. Not reusable: one instance per method. */
final class MethodWriter {

    static final ClassName JUNIT5_TEST = ClassName.get("org.junit.jupiter.api", "Test");
    static final ClassName JUNIT5_ASSERTIONS = ClassName.get("org.junit.jupiter.api", "Assertions");
    static final ClassName JUNIT4_TEST = ClassName.get("org.junit", "Test");
    static final ClassName JUNIT5_DISABLED = ClassName.get("org.junit.jupiter.api", "Disabled");
    static final ClassName JUNIT4_IGNORE = ClassName.get("org.junit", "Ignore");
    static final ClassName JUNIT4_ASSERT = ClassName.get("org.junit", "Assert");

    /** An operand placeholder, or a qualified top-level class name such as {@code java.lang.Integer}. */
    private static final Pattern CONDITION_TOKEN =
            Pattern.compile("\\{(\\d+)}|(?<![\\w.])((?:[a-z_][a-z0-9_]*\\.)+[A-Z][A-Za-z0-9_]*)(?![\\w(])");

    /** How often a probe runs its test body in one JVM. */
    static final int PROBE_REPETITIONS = 16;

    private final JUnitVersion version;
    private final Set<String> assertionsUsed;
    private final Set<String> referencedTypes = new TreeSet<>();
    private final ClassName assertions;
    private String[] variables;
    private String[] variableTypes;
    private int counter;
    private int assertionCalls;
    private final List<Integer> assertionLines = new ArrayList<>();
    private final boolean soft;
    private final List<CodeBlock> valueAssertions = new ArrayList<>();
    private final List<Integer> valueAssertionChecks = new ArrayList<>();
    private CodeBlock pending;

    /**
     * @param assertionsUsed collects the names of the assertion methods used, for static imports
     */
    MethodWriter(JUnitVersion version, Set<String> assertionsUsed) {
        this(version, assertionsUsed, false);
    }

    /**
     * @param soft whether value checks go into one {@code assertAll} (JUnit 5 only), so that a
     *     run reports every value check that fails, not just the first
     */
    MethodWriter(JUnitVersion version, Set<String> assertionsUsed, boolean soft) {
        if (soft && version != JUnitVersion.JUNIT5) {
            throw new IllegalArgumentException("soft assertions need JUnit 5");
        }
        this.soft = soft;
        this.version = version;
        this.assertionsUsed = assertionsUsed;
        this.assertions = version == JUnitVersion.JUNIT5 ? JUNIT5_ASSERTIONS : JUNIT4_ASSERT;
    }

    /**
     * One entry per statement of the rendered method that starts with an assertion call, in
     * source order: the index of the check it asserts, or -1 for an assertion that is not a value
     * check (an expected exception, a contract). Lets a failing line be traced to its check.
     */
    List<Integer> assertionLines() {
        return assertionLines;
    }

    /** Top-level canonical names of the classes the rendered method references. */
    Set<String> referencedTypes() {
        return referencedTypes;
    }

    MethodSpec write(String methodName, GeneratedTest test) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(methodName)
                .addAnnotation(version == JUnitVersion.JUNIT5 ? JUNIT5_TEST : JUNIT4_TEST)
                .returns(TypeName.VOID)
                .addException(Throwable.class);
        if (version == JUnitVersion.JUNIT4) {
            method.addModifiers(Modifier.PUBLIC);
        }
        if (test.kind() == TestKind.CRASH) {
            method.addAnnotation(AnnotationSpec.builder(version == JUnitVersion.JUNIT5 ? JUNIT5_DISABLED : JUNIT4_IGNORE)
                    .addMember("value", "$S", "ended the JVM that generated it: " + test.violation()).build());
            method.addComment("Ended Ferret's worker JVM ($L; seed $L): run it by hand, in a JVM you can lose",
                    Literals.commentText(String.valueOf(test.violation())), test.seed());
        }
        if (test.kind() == TestKind.ERROR) {
            method.addComment("Contract violated: $L after $L (seed $L)",
                    Literals.commentText(String.valueOf(test.violation())),
                    Literals.commentText(String.valueOf(test.failingMethod())), test.seed());
        }
        if (soft) {
            // new objects on every repetition draw new identity hashes, shifted by a growing number
            // of hashes drawn first, so an assertion on a hash order (a HashSet of objects without
            // hashCode) fails in some repetition; under the sequential scheme (-XX:hashCode=3) the
            // shifts walk a value through every bucket of a small table
            method.beginControlFlow("for (int repetition = 0; repetition < $L; repetition++)", PROBE_REPETITIONS);
            method.beginControlFlow("for (int skew = 0; skew < repetition; skew++)")
                    .addStatement("$T.identityHashCode(new $T())", System.class, Object.class)
                    .endControlFlow();
            method.addCode(body(test));
            method.endControlFlow();
        } else {
            method.addCode(body(test));
        }
        return method.build();
    }

    private CodeBlock body(GeneratedTest test) {
        List<Step> steps = test.steps();
        int n = steps.size();
        variables = new String[n];
        variableTypes = new String[n];
        boolean[] referenced = referencedSteps(test);

        Check wrapper = null;
        int wrapped = -1;
        for (Check check : test.checks()) {
            if (check instanceof Check.ThrowsCheck t && t.step() >= 0 && t.step() < n) {
                wrapper = check;
                wrapped = t.step();
                break;
            }
            if (check instanceof Check.NoExceptionCheck e && e.step() >= 0 && e.step() < n) {
                wrapper = check;
                wrapped = e.step();
                break;
            }
        }

        CodeBlock.Builder code = CodeBlock.builder();
        for (int i = 0; i < n; i++) {
            if (i == wrapped) {
                code.add(wrapped(wrapper, steps.get(i)));
                if (version == JUnitVersion.JUNIT5) {
                    assertionLines.add(-1); // assertThrows or assertDoesNotThrow
                }
                continue;
            }
            Step step = steps.get(i);
            String natural = naturalType(step.action());
            boolean statementExpression = step.action() instanceof Action.ConstructorCall
                    || step.action() instanceof Action.MethodCall;
            boolean keep = natural != null && !TypeNames.isVoid(natural)
                    && (step.variableType() != null || referenced[i] || !statementExpression);
            if (keep) {
                String type = step.variableType() != null ? step.variableType() : natural;
                String name = newVariable(type);
                code.addStatement("$T $L = $L", type(type), name, initializer(step, type, natural));
                variables[i] = name;
                variableTypes[i] = type;
            } else {
                code.addStatement("$L", expression(step));
            }
        }
        boolean[] assertedNull = new boolean[n];
        for (Check check : test.checks()) {
            if (check instanceof Check.ValueCheck v && v.observer() == null && v.expected() == null
                    && v.step() >= 0 && v.step() < n) {
                assertedNull[v.step()] = true;
            }
        }
        for (int k = 0; k < test.checks().size(); k++) {
            Check check = test.checks().get(k);
            if (check == wrapper) {
                continue;
            }
            int calls = assertionCalls;
            if (check instanceof Check.ValueCheck v) {
                valueCheck(v, steps, assertedNull);
                if (assertionCalls > calls) {
                    valueAssertions.add(pending);
                    valueAssertionChecks.add(k);
                    if (!soft) {
                        code.addStatement("$L", pending);
                        assertionLines.add(k);
                    }
                }
            } else if (check instanceof Check.ContractCheck c) {
                contractCheck(code, c);
                if (version == JUnitVersion.JUNIT5 || !c.throwsException()) {
                    assertionLines.add(-1); // assertTrue or assertDoesNotThrow
                }
            }
        }
        if (soft && !valueAssertions.isEmpty()) {
            // every assertion runs and reports, each lambda on its own line
            code.add("$L(\n$>", assertion("assertAll"));
            assertionLines.add(-1);
            for (int i = 0; i < valueAssertions.size(); i++) {
                code.add("() -> $L$L\n", valueAssertions.get(i), i + 1 < valueAssertions.size() ? "," : "");
                assertionLines.add(valueAssertionChecks.get(i));
            }
            code.add("$<);\n");
        }
        return code.build();
    }

    /** Steps whose values are used later, by an input or a check. */
    private static boolean[] referencedSteps(GeneratedTest test) {
        int n = test.steps().size();
        boolean[] used = new boolean[n];
        for (Step step : test.steps()) {
            for (int input : step.inputs()) {
                if (input >= 0 && input < n) {
                    used[input] = true;
                }
            }
        }
        for (Check check : test.checks()) {
            if (check instanceof Check.ValueCheck v && v.step() >= 0 && v.step() < n) {
                used[v.step()] = true;
            } else if (check instanceof Check.ContractCheck c) {
                for (int operand : c.operands()) {
                    if (operand >= 0 && operand < n) {
                        used[operand] = true;
                    }
                }
            }
        }
        return used;
    }

    private String newVariable(String type) {
        return TypeNames.variableBase(type) + counter++;
    }

    /** The type of the value an action produces, or {@code null} when unknown. */
    private static String naturalType(Action action) {
        if (action instanceof Action.ConstructorCall c) {
            return c.owner();
        }
        if (action instanceof Action.MethodCall m) {
            return m.returnType();
        }
        if (action instanceof Action.FieldRead f) {
            return f.type();
        }
        if (action instanceof Action.Literal l) {
            return l.type();
        }
        if (action instanceof Action.ArrayLiteral a) {
            return a.componentType() + "[]";
        }
        return null;
    }

    private CodeBlock initializer(Step step, String declared, String natural) {
        Action action = step.action();
        if (action instanceof Action.Literal literal) {
            if (literal.value() == null) {
                return CodeBlock.of("null");
            }
            String primitive = TypeNames.primitiveOf(declared);
            if (primitive == null) {
                primitive = TypeNames.primitiveOf(literal.type());
            }
            return Literals.code(Literals.coerce(literal.value(), primitive));
        }
        CodeBlock expression = expression(step);
        if ((action instanceof Action.MethodCall || action instanceof Action.FieldRead)
                && !declared.equals(natural)) {
            return CodeBlock.of("($T) $L", type(declared), expression);
        }
        return expression;
    }

    /** The step as a Java expression. */
    private CodeBlock expression(Step step) {
        Action action = step.action();
        if (action instanceof Action.ConstructorCall c) {
            return CodeBlock.of("new $T($L)", type(c.owner()), arguments(step, 0));
        }
        if (action instanceof Action.MethodCall m) {
            if (m.isStatic()) {
                return CodeBlock.of("$T.$L($L)", type(m.owner()), m.name(), arguments(step, 0));
            }
            return CodeBlock.of("$L.$L($L)", receiver(step), m.name(), arguments(step, 1));
        }
        if (action instanceof Action.FieldRead f) {
            return CodeBlock.of("$T.$L", type(f.owner()), f.name());
        }
        if (action instanceof Action.Literal l) {
            if (l.value() == null) {
                return CodeBlock.of("($T) null", type(l.type()));
            }
            return Literals.code(Literals.coerce(l.value(), TypeNames.primitiveOf(l.type())));
        }
        if (action instanceof Action.ArrayLiteral a) {
            return CodeBlock.of("new $T[] {$L}", type(a.componentType()), arguments(step, 0));
        }
        throw new IllegalArgumentException("unknown action " + action);
    }

    private CodeBlock receiver(Step step) {
        if (step.inputs().isEmpty()) {
            return CodeBlock.of("null");
        }
        String cast = step.inputCasts().get(0);
        String variable = variable(step.inputs().get(0));
        return cast == null ? CodeBlock.of("$L", variable) : CodeBlock.of("(($T) $L)", type(cast), variable);
    }

    private CodeBlock arguments(Step step, int from) {
        List<CodeBlock> args = new ArrayList<>();
        for (int i = from; i < step.inputs().size(); i++) {
            String cast = step.inputCasts().get(i);
            String variable = variable(step.inputs().get(i));
            args.add(cast == null ? CodeBlock.of("$L", variable) : CodeBlock.of("($T) $L", type(cast), variable));
        }
        return CodeBlock.join(args, ", ");
    }

    private String variable(int index) {
        String name = index >= 0 && index < variables.length ? variables[index] : null;
        return name != null ? name : "null";
    }

    /** The step as a statement (without the semicolon), declaring a fresh variable if needed. */
    private CodeBlock statement(Step step) {
        Action action = step.action();
        if (action instanceof Action.ConstructorCall || action instanceof Action.MethodCall) {
            return expression(step);
        }
        String natural = naturalType(action);
        String declared = step.variableType() != null ? step.variableType() : natural;
        return CodeBlock.of("$T $L = $L", type(declared), newVariable(declared),
                initializer(step, declared, natural));
    }

    private CodeBlock wrapped(Check check, Step step) {
        CodeBlock.Builder code = CodeBlock.builder();
        if (check instanceof Check.ThrowsCheck t) {
            TypeName exception = type(t.exceptionType());
            if (version == JUnitVersion.JUNIT5) {
                Action action = step.action();
                CodeBlock lambda = action instanceof Action.ConstructorCall || action instanceof Action.MethodCall
                        ? expression(step) : CodeBlock.of("{ $L; }", statement(step));
                code.addStatement("$L($T.class, () -> $L)", assertion("assertThrows"), exception, lambda);
            } else {
                code.beginControlFlow("try")
                        .addStatement("$L", statement(step))
                        .addStatement("$L($L)", assertion("fail"),
                                Literals.stringLiteral("Expected " + t.exceptionType()))
                        .nextControlFlow("catch ($T e)", exception)
                        .add("// expected\n")
                        .endControlFlow();
            }
        } else if (check instanceof Check.NoExceptionCheck e) {
            String message = Literals.stringLiteral(
                    "Contract violated: " + e.rule() + ": " + e.exceptionType());
            doesNotThrow(code, statement(step), message);
        }
        return code.build();
    }

    private void doesNotThrow(CodeBlock.Builder code, CodeBlock statement, String message) {
        if (version == JUnitVersion.JUNIT5) {
            code.add("$L(() -> {\n$>$L;\n$<}, $L);\n", assertion("assertDoesNotThrow"), statement, message);
        } else {
            code.beginControlFlow("try")
                    .addStatement("$L", statement)
                    .nextControlFlow("catch ($T t)", Throwable.class)
                    .addStatement("throw new $T($L, t)", AssertionError.class, message)
                    .endControlFlow();
        }
    }

    private void contractCheck(CodeBlock.Builder code, Check.ContractCheck check) {
        CodeBlock condition = condition(check);
        String message = Literals.stringLiteral("Contract violated: " + check.contract());
        if (check.throwsException()) {
            doesNotThrow(code, CodeBlock.of("boolean ok = $L", condition), message);
        } else if (version == JUnitVersion.JUNIT5) {
            code.addStatement("$L($L, $L)", assertion("assertTrue"), condition, message);
        } else {
            code.addStatement("$L($L, $L)", assertion("assertTrue"), message, condition);
        }
    }

    private void valueCheck(Check.ValueCheck check, List<Step> steps,
                            boolean[] assertedNull) {
        int index = check.step();
        if (index < 0 || index >= steps.size() || variables[index] == null) {
            return; // no value to observe
        }
        String staticType;
        CodeBlock actual;
        if (check.observer() == null) {
            staticType = variableTypes[index];
            actual = CodeBlock.of("$L", variables[index]);
        } else {
            if (assertedNull[index] || isNullLiteral(steps.get(index))) {
                return; // observers only on non-null values
            }
            staticType = null;
            actual = CodeBlock.of("$L.$L()", variables[index], check.observer());
        }
        Object expected = check.expected();
        if (expected == null) {
            if (!TypeNames.isPrimitive(staticType)) {
                emit("$L($L)", assertion("assertNull"), actual);
            }
            return;
        }
        if (expected instanceof Boolean b) {
            boolean booleanTyped = staticType == null || "boolean".equals(TypeNames.primitiveOf(staticType));
            if (booleanTyped) {
                emit("$L($L)", assertion(b ? "assertTrue" : "assertFalse"), actual);
            } else {
                emit("$L($L, $L)", assertion("assertEquals"), b, actual);
            }
            return;
        }
        if (expected instanceof String s) {
            emit("$L($L, $L)", assertion("assertEquals"), Literals.stringLiteral(s), actual);
            return;
        }
        if (!(expected instanceof Number || expected instanceof Character)) {
            return; // not representable as a literal
        }
        String primitive = TypeNames.primitiveOf(staticType);
        Object value = primitive != null && !"boolean".equals(primitive)
                ? Literals.coerce(expected, primitive) : expected;
        CodeBlock literal = Literals.code(value);
        if (version == JUnitVersion.JUNIT5) {
            emit("$L($L, $L)", assertion("assertEquals"), literal, actual);
        } else if (TypeNames.isPrimitive(staticType)) {
            if ("double".equals(staticType)) {
                emit("$L($L, $L, 0.0)", assertion("assertEquals"), literal, actual);
            } else if ("float".equals(staticType)) {
                emit("$L($L, $L, 0.0f)", assertion("assertEquals"), literal, actual);
            } else {
                // integral or char: resolves to assertEquals(long, long), exact by widening
                emit("$L($L, $L)", assertion("assertEquals"), literal, actual);
            }
        } else {
            // boxed or unknown static type: compare boxed values, never ambiguous in JUnit 4
            emit("$L($L, ($T) $L)", assertion("assertEquals"), literal, Object.class, actual);
        }
    }

    /** Holds one value assertion (an expression) for the caller to place. */
    private void emit(String format, Object... args) {
        pending = CodeBlock.of(format, args);
    }

    private static boolean isNullLiteral(Step step) {
        return step.action() instanceof Action.Literal l && l.value() == null;
    }

    private CodeBlock assertion(String name) {
        assertionCalls++;
        assertionsUsed.add(name);
        // the member name must be literal format text for JavaPoet to apply the static import
        return CodeBlock.of("$T." + name, assertions);
    }

    /**
     * A contract's condition with operands replaced by variables and qualified class names by
     * types, so they are imported (or left qualified where a simple name would clash).
     */
    private CodeBlock condition(Check.ContractCheck check) {
        Matcher matcher = CONDITION_TOKEN.matcher(check.condition());
        StringBuilder format = new StringBuilder();
        List<Object> args = new ArrayList<>();
        int at = 0;
        while (matcher.find()) {
            format.append(check.condition().substring(at, matcher.start()).replace("$", "$$"));
            at = matcher.end();
            if (matcher.group(1) != null) {
                int operand = Integer.parseInt(matcher.group(1));
                format.append("$L");
                args.add(operand < check.operands().size() ? variable(check.operands().get(operand)) : matcher.group());
            } else {
                format.append("$T");
                args.add(type(matcher.group(2)));
            }
        }
        format.append(check.condition().substring(at).replace("$", "$$"));
        return CodeBlock.of(format.toString(), args.toArray());
    }

    /** The JavaPoet type for a model type name, remembering the classes referenced. */
    private TypeName type(String name) {
        TypeName type = TypeNames.typeName(name);
        TypeName component = type;
        while (component instanceof ArrayTypeName array) {
            component = array.componentType();
        }
        if (component instanceof ClassName className) {
            referencedTypes.add(className.topLevelClassName().canonicalName());
        }
        return type;
    }
}
