package dev.ferret.junit.render;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Step;
import java.util.ArrayList;
import java.util.List;

/**
 * Renders a generated implementation ({@link Action.Implementation}) over the test's variables: a
 * lambda when an interface has one method (and the variable is of the interface's type), else an
 * anonymous class with an {@code @Override} method per body; a generated subclass as
 * {@code new Shape(arg...) { @Override protected int area() { ... return super.area(); } }} with
 * the overridden method's visibility and checked exceptions. A body's environment is named: the
 * step's inputs (for a subclass, the constructor's arguments first), then the parameters
 * ({@code arg0}, ...), then the calls' results used later ({@code result0}, ...); each use is cast
 * to the type it is used as, and {@link Action.BodyCall#THIS} is {@code this}.
 */
final class ImplementationWriter {

    /** The field of an anonymous class counting the runs of its bodies that call back. */
    private static final String FIELD = "calls";

    private final StepWriter steps;

    ImplementationWriter(StepWriter steps) {
        this.steps = steps;
    }

    /**
     * A body as rendered: its statements, each complete (terminated, or a block), and the
     * expression a lambda can be instead when the body is one call or one return and asserts
     * nothing (null otherwise).
     */
    private record Body(List<CodeBlock> statements, CodeBlock expression) { }

    /**
     * Whether the implementation can be a lambda: an interface of one method, as the variable's
     * type, whose body's assertions do not need {@code this} and whose calls do not pass it.
     */
    private static boolean lambdaShaped(Step step, Action.Implementation impl) {
        return !impl.isSubclass() && impl.methods().size() == 1
                && (step.variableType() == null || erasure(step.variableType()).equals(impl.interfaceType()))
                && impl.methods().get(0).requires().stream().noneMatch(a -> Conditions.uses(a.condition(), 0))
                && impl.methods().get(0).calls().stream().noneMatch(c -> c.refs().contains(Action.BodyCall.THIS));
    }

    /** A type's name without its type arguments ({@code Function<Object, Object>}: {@code Function}). */
    private static String erasure(String type) {
        int angle = type.indexOf('<');
        return angle < 0 ? type : type.substring(0, angle);
    }

    /** Whether the object's bodies that call back are bounded, so that they count their runs. */
    private static boolean counts(Action.Implementation impl) {
        return impl.reentries() > 0 && impl.methods().stream().anyMatch(m -> !m.calls().isEmpty());
    }

    /**
     * Whether the step is a lambda that needs a counter declared before it for its re-entry bound
     * (its body calls the code under test), when such a declaration can precede it.
     */
    static boolean needsCounterLocal(Step step) {
        return step.action() instanceof Action.Implementation impl && lambdaShaped(step, impl) && counts(impl);
    }

    /**
     * The implementation as an expression.
     *
     * @param counter the {@code int[]} local counting the runs of a lambda's body (see
     *     {@link #needsCounterLocal}); null when none was declared (an anonymous class then counts
     *     in a field)
     */
    CodeBlock write(Step step, Action.Implementation impl, String counter) {
        if (lambdaShaped(step, impl) && (counter != null || !counts(impl))) {
            return lambda(step, impl.methods().get(0), counter == null ? null : counter + "[0]", impl.reentries());
        }
        List<CodeBlock> args = new ArrayList<>();
        if (impl.isSubclass()) {
            List<String> types = impl.superConstructor();
            for (int i = 0; i < types.size(); i++) {
                int input = step.inputs().get(i);
                args.add(use(steps.captured(input), steps.capturedType(input), types.get(i)));
            }
        }
        CodeBlock.Builder b = CodeBlock.builder();
        String made = step.variableType() != null && erasure(step.variableType()).equals(impl.interfaceType())
                ? step.variableType() : impl.interfaceType(); // new Iterator<Object>() {...}
        b.add("new $T($L) {\n$>", type(made), CodeBlock.join(args, ", "));
        boolean counts = counts(impl);
        if (counts) { // no initializer: a superclass constructor may call a body before it would run
            b.add("private int $L;\n\n", FIELD);
        }
        boolean first = true;
        for (Action.Overridden m : impl.methods()) {
            if (!first) {
                b.add("\n");
            }
            first = false;
            method(b, step, m, counts ? FIELD : null, impl.reentries());
        }
        if (impl.printed() != null) { // the text it printed while Ferret ran
            b.add(first ? "" : "\n");
            b.add("@Override\npublic $T toString() {\n$>return $S;\n$<}\n", String.class, impl.printed());
        }
        b.add("$<}");
        return b.build();
    }

    private void method(CodeBlock.Builder b, Step step, Action.Overridden m, String counter, int reentries) {
        List<CodeBlock> params = new ArrayList<>();
        for (int j = 0; j < m.parameterTypes().size(); j++) {
            params.add(CodeBlock.of("$T arg$L", type(m.parameterTypes().get(j)), j));
        }
        String visibility = m.modifiers().isEmpty() ? "" : m.modifiers() + " ";
        b.add("@Override\n$L$T $L($L)", visibility, type(m.returnType()), m.name(), CodeBlock.join(params, ", "));
        if (!m.exceptions().isEmpty()) {
            List<CodeBlock> thrown = new ArrayList<>();
            for (String e : m.exceptions()) {
                thrown.add(CodeBlock.of("$T", type(e)));
            }
            b.add(" throws $L", CodeBlock.join(thrown, ", "));
        }
        b.add(" {\n$>");
        for (CodeBlock statement : body(step, m, counter, reentries).statements()) {
            b.add("$L", statement); // not addStatement: the class sits inside the test's statement
        }
        b.add("$<}\n");
    }

    /** {@code (arg0, arg1) -> expression} for a body of one call or one return, else a block. */
    private CodeBlock lambda(Step step, Action.Overridden m, String counter, int reentries) {
        List<String> names = new ArrayList<>();
        for (int j = 0; j < m.parameterTypes().size(); j++) {
            names.add("arg" + j);
        }
        String params = names.size() == 1 ? names.get(0) : "(" + String.join(", ", names) + ")";
        Body body = body(step, m, counter, reentries);
        if (body.statements().isEmpty()) {
            return CodeBlock.of("$L -> { }", params);
        }
        if (body.expression() != null) {
            return CodeBlock.of("$L -> $L", params, body.expression());
        }
        CodeBlock.Builder b = CodeBlock.builder().add("$L -> {\n$>", params);
        for (CodeBlock statement : body.statements()) {
            b.add("$L", statement);
        }
        return b.add("$<}").build();
    }

    /**
     * The statements of a body: its preconditions, then its calls (each followed by the contract
     * checked after it) and its return (or super call); when its object has a re-entry bound and
     * the body calls back, the calls run inside {@code if (counter++ < k) { ... }} as executed,
     * and the plain value is returned after it.
     *
     * @param counter the expression counting the object's runs of bodies that call back, or null
     */
    private Body body(Step step, Action.Overridden m, String counter, int reentries) {
        List<String> env = new ArrayList<>();
        List<String> envTypes = new ArrayList<>();
        for (int k = 0; k < step.inputs().size(); k++) {
            env.add(steps.captured(step.inputs().get(k)));
            envTypes.add(steps.capturedType(step.inputs().get(k)));
        }
        for (int j = 0; j < m.parameterTypes().size(); j++) {
            env.add("arg" + j);
            envTypes.add(m.parameterTypes().get(j));
        }
        List<CodeBlock> statements = new ArrayList<>();
        int parameters = m.parameterTypes().size();
        for (Action.Assertion a : m.requires()) {
            statements.add(line(steps.assertion(a, k -> k == 0 ? "this" : k <= parameters ? "arg" + (k - 1) : null)));
        }
        List<CodeBlock> calls = new ArrayList<>();
        CodeBlock lastCall = null;
        CodeBlock returnedCall = null;
        String returnedType = null;
        int results = 0;
        for (int c = 0; c < m.calls().size(); c++) {
            Action.BodyCall call = m.calls().get(c);
            List<CodeBlock> olds = new ArrayList<>();
            List<String> oldNames = olds(call, c, env, envTypes, olds);
            olds.forEach(o -> calls.add(line(o)));
            CodeBlock expression = bodyCall(call, env, envTypes);
            String returns = StepWriter.shape(Step.of(call.action(), List.of(), null)).naturalType();
            String name = null;
            if (returns == null || TypeNames.isVoid(returns)
                    || !usedLater(m, c, env.size()) && !ensuresReadResult(call)) {
                calls.add(line(expression));
                lastCall = expression;
            } else if (returnsDirectly(m, c, env.size())) { // return list.iterator(), not a result0 first
                returnedCall = expression;
                returnedType = returns;
                lastCall = null;
            } else {
                name = "result" + results++;
                calls.add(line(CodeBlock.of("$T $L = $L", type(returns), name, expression)));
                lastCall = null;
            }
            java.util.function.IntFunction<String> roles = role(call, name, env, envTypes);
            int firstOld = rolesOf(call);
            for (Action.Assertion a : call.ensures()) {
                calls.add(line(steps.assertion(a, k -> k >= firstOld ? oldNames.get(k - firstOld) : roles.apply(k))));
            }
            env.add(name != null ? name : "null");
            envTypes.add(name != null ? returns : "java.lang.Object");
        }
        CodeBlock returned = returnedCall != null
                ? line(CodeBlock.of("return $L", use(returnedCall, returnedType, m.returnType())))
                : returned(m, m.result(), env, envTypes);
        boolean asserts = !m.requires().isEmpty() || m.calls().stream().anyMatch(c -> !c.ensures().isEmpty());
        if (counter == null || reentries == 0 || m.calls().isEmpty()) {
            statements.addAll(calls);
            CodeBlock expression = null;
            if (!asserts && calls.isEmpty() && returnedCall != null) {
                expression = use(returnedCall, returnedType, m.returnType());
            } else if (!asserts && calls.isEmpty() && returned != null && m.result() >= 0) {
                expression = use(env.get(m.result()), envTypes.get(m.result()), m.returnType());
            } else if (!asserts && calls.size() == 1 && returned == null && lastCall != null) {
                expression = lastCall;
            }
            if (returned != null) {
                statements.add(returned);
            }
            return new Body(statements, expression);
        }
        CodeBlock plain = returned(m, m.plain(), env, envTypes);
        CodeBlock.Builder guarded = CodeBlock.builder().add("if ($L++ < $L) {\n$>", counter, reentries);
        calls.forEach(guarded::add);
        if (m.plain() != m.result() && returned != null) {
            guarded.add(returned);
        }
        statements.add(guarded.add("$<}\n").build());
        if (plain != null) {
            statements.add(plain);
        }
        return new Body(statements, null);
    }

    private static CodeBlock line(CodeBlock statement) {
        return CodeBlock.of("$L;\n", statement);
    }

    /**
     * The statement returning environment value {@code index} (cast to the return type),
     * {@code super}'s result ({@link Action.Overridden#SUPER_CALL}: a bare super call in a void
     * method), or, for -1, the return type's zero; null for -1 in a void method.
     */
    private CodeBlock returned(Action.Overridden m, int index, List<String> env, List<String> envTypes) {
        boolean isVoid = TypeNames.isVoid(m.returnType());
        if (index == Action.Overridden.SUPER_CALL) {
            List<String> args = new ArrayList<>();
            for (int j = 0; j < m.parameterTypes().size(); j++) {
                args.add("arg" + j);
            }
            CodeBlock call = CodeBlock.of("super.$L($L)", m.name(), String.join(", ", args));
            return line(isVoid ? call : CodeBlock.of("return $L", call));
        }
        if (index >= 0) {
            return line(CodeBlock.of("return $L", use(env.get(index), envTypes.get(index), m.returnType())));
        }
        return isVoid ? null : line(CodeBlock.of("return $L", zero(m.returnType())));
    }

    /** The zero of a type as Java source: what a body returns when it has no value. */
    static String zero(String type) {
        return switch (type) {
            case "boolean" -> "false";
            case "char" -> "'\\0'";
            case "byte" -> "(byte) 0";
            case "short" -> "(short) 0";
            case "int" -> "0";
            case "long" -> "0L";
            case "float" -> "0.0f";
            case "double" -> "0.0";
            default -> "null";
        };
    }

    /** Whether the contract checked after a call reads the call's result (or the object a constructor made). */
    private static boolean ensuresReadResult(Action.BodyCall call) {
        int n = call.types().size() - (call.action() instanceof Action.MethodCall mc && !mc.isStatic() ? 1 : 0);
        boolean constructor = call.action() instanceof Action.ConstructorCall;
        return call.ensures().stream().anyMatch(a -> Conditions.uses(a.condition(), n + 1)
                || constructor && Conditions.uses(a.condition(), 0));
    }

    /**
     * The code for each role of the contract of a body's call: 0 the receiver (the new object of a
     * constructor), then the arguments, then the result.
     */
    private java.util.function.IntFunction<String> role(Action.BodyCall call, String result, List<String> env,
                                                          List<String> envTypes) {
        boolean instance = call.action() instanceof Action.MethodCall mc && !mc.isStatic();
        boolean constructor = call.action() instanceof Action.ConstructorCall;
        int first = instance ? 1 : 0;
        int n = call.refs().size() - first;
        return k -> {
            if (k == 0) {
                return instance ? operand(call, 0, env, envTypes) : constructor ? result : null;
            }
            return k <= n ? operand(call, first + k - 1, env, envTypes) : k == n + 1 ? result : null;
        };
    }

    /**
     * Takes the values a postcondition of call {@code c} reads with {@code old(...)} into locals
     * just before the call ({@code var old2_0 = list.size();}), as the check did while Ferret ran;
     * returns their names, in the order of the assertion's {@link Action.Assertion#olds()}.
     */
    private List<String> olds(Action.BodyCall call, int c, List<String> env, List<String> envTypes,
                              List<CodeBlock> statements) {
        List<String> expressions = call.ensures().stream().map(Action.Assertion::olds).filter(o -> !o.isEmpty())
                .findFirst().orElse(List.of());
        java.util.function.IntFunction<String> roles = role(call, null, env, envTypes);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < expressions.size(); i++) {
            String name = "old" + c + "_" + i;
            statements.add(CodeBlock.of("var $L = $L", name, Conditions.code(expressions.get(i), roles, steps)));
            names.add(name);
        }
        return names;
    }

    /** The number of roles of a body's call: the object, its parameters, its result. */
    private static int rolesOf(Action.BodyCall call) {
        boolean instance = call.action() instanceof Action.MethodCall mc && !mc.isStatic();
        return call.refs().size() - (instance ? 1 : 0) + 2;
    }

    /** Input {@code i} of a body's call as an operand of a condition: parenthesized when cast. */
    private String operand(Action.BodyCall call, int i, List<String> env, List<String> envTypes) {
        int ref = call.refs().get(i);
        if (ref == Action.BodyCall.THIS) {
            return "this";
        }
        String code = use(env.get(ref), envTypes.get(ref), call.types().get(i)).toString();
        return code.equals(env.get(ref)) ? code : "(" + code + ")";
    }

    /**
     * Whether the body returns the result of its call {@code c} (at environment index {@code at})
     * and nothing else reads it: its last call, with no contract checked after it, written into
     * the return statement itself.
     */
    private static boolean returnsDirectly(Action.Overridden m, int c, int at) {
        return m.result() == at && c == m.calls().size() - 1 && m.calls().get(c).ensures().isEmpty();
    }

    /** Whether the result of a body's call {@code c}, at environment index {@code at}, is used after it. */
    private static boolean usedLater(Action.Overridden m, int c, int at) {
        if (m.result() == at) {
            return true;
        }
        for (int later = c + 1; later < m.calls().size(); later++) {
            if (m.calls().get(later).refs().contains(at)) {
                return true;
            }
        }
        return false;
    }

    private CodeBlock bodyCall(Action.BodyCall call, List<String> env, List<String> envTypes) {
        List<CodeBlock> args = new ArrayList<>();
        for (int i = 0; i < call.refs().size(); i++) {
            int ref = call.refs().get(i);
            args.add(ref == Action.BodyCall.THIS ? CodeBlock.of("this") : argument(env.get(ref), envTypes.get(ref),
                    call.types().get(i)));
        }
        return call.action().accept(new Action.Visitor<>() {
            @Override
            public CodeBlock constructorCall(Action.ConstructorCall c) {
                return CodeBlock.of("new $T($L)", type(c.owner()), CodeBlock.join(args, ", "));
            }

            @Override
            public CodeBlock methodCall(Action.MethodCall m) {
                if (m.isStatic()) {
                    return CodeBlock.of("$T.$L($L)", type(m.owner()), m.name(), CodeBlock.join(args, ", "));
                }
                int receiver = call.refs().get(0);
                CodeBlock target = receiver != Action.BodyCall.THIS
                        && needsCast(envTypes.get(receiver), call.types().get(0)) ? CodeBlock.of("($L)", args.get(0))
                        : args.get(0);
                return CodeBlock.of("$L.$L($L)", target, m.name(), CodeBlock.join(args.subList(1, args.size()), ", "));
            }

            @Override
            public CodeBlock fieldRead(Action.FieldRead f) {
                throw new IllegalArgumentException("a body calls, it does not read fields");
            }

            @Override
            public CodeBlock literal(Action.Literal l) {
                throw new IllegalArgumentException("a body calls, it has no literals");
            }

            @Override
            public CodeBlock arrayLiteral(Action.ArrayLiteral a) {
                throw new IllegalArgumentException("a body calls, it has no array literals");
            }

            @Override
            public CodeBlock implementation(Action.Implementation i) {
                throw new IllegalArgumentException("a body calls, it does not nest implementations");
            }

            @Override
            public CodeBlock tempDir(Action.TempDir t) {
                throw new IllegalArgumentException("a body calls, it captures the temporary directory");
            }
        });
    }

    /**
     * A name passed to a call: cast like any use, and a primitive passed as {@code Object} too, so
     * that javac picks the overload that ran ({@code list.remove((Object) int0)}, not
     * {@code remove(int)}).
     */
    private CodeBlock argument(String name, String declared, String as) {
        boolean boxedToObject = "java.lang.Object".equals(as) && TypeNames.isPrimitive(declared);
        return boxedToObject ? CodeBlock.of("($T) $L", Object.class, name) : use(name, declared, as);
    }

    /** A name used as a type: cast when its declared type is another one (and not for {@code Object}). */
    private CodeBlock use(String name, String declared, String as) {
        return use(CodeBlock.of("$L", name), declared, as);
    }

    /** An expression used as a type: cast when its type is another one (and not for {@code Object}). */
    private CodeBlock use(CodeBlock expression, String declared, String as) {
        return needsCast(declared, as) ? CodeBlock.of("($T) $L", type(as), expression) : expression;
    }

    /**
     * Whether a value declared {@code declared} is cast to {@code as} where a body uses it: not
     * when they are the same, when {@code as} is {@code Object}, nor when {@code declared} is
     * {@code as} with {@code Object} for every type argument ({@code ArrayList<Object>} used as an
     * {@code ArrayList}: whatever the erased body passes, it takes).
     */
    static boolean needsCast(String declared, String as) {
        return as != null && !as.equals(declared) && !"java.lang.Object".equals(as) && !objectsOnly(declared, as);
    }

    private static boolean objectsOnly(String declared, String as) {
        if (declared == null || !declared.startsWith(as + "<") || !declared.endsWith(">")) {
            return false;
        }
        for (String argument : declared.substring(as.length() + 1, declared.length() - 1).split(",")) {
            if (!"java.lang.Object".equals(argument.strip())) {
                return false;
            }
        }
        return true;
    }

    private TypeName type(String name) {
        return steps.type(name);
    }
}
