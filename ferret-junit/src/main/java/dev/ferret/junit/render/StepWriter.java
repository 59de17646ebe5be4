package dev.ferret.junit.render;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.WildcardTypeName;
import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Renders the steps of one test as statements and expressions, naming a variable for each value
 * kept ({@code treeSet0}, {@code string1}). Not reusable: one instance per test method.
 */
final class StepWriter {

    /**
     * What rendering needs to know of an action besides its expression.
     *
     * @param naturalType the type of the value it produces, {@code null} when unknown
     * @param call whether it is a constructor or method call (a statement expression)
     * @param castWhenNarrowed whether a variable of a narrower type needs a cast of its value
     * @param literal the action if it is a literal, else {@code null}
     */
    record Shape(String naturalType, boolean call, boolean castWhenNarrowed, Action.Literal literal) {
        boolean isNullLiteral() {
            return literal != null && literal.value() == null;
        }
    }

    private static final Action.Visitor<Shape> SHAPE = new Action.Visitor<>() {
        @Override
        public Shape constructorCall(Action.ConstructorCall call) {
            return new Shape(call.owner(), true, false, null);
        }

        @Override
        public Shape methodCall(Action.MethodCall call) {
            return new Shape(call.returnType(), true, true, null);
        }

        @Override
        public Shape fieldRead(Action.FieldRead read) {
            return new Shape(read.type(), false, true, null);
        }

        @Override
        public Shape literal(Action.Literal literal) {
            return new Shape(literal.type(), false, false, literal);
        }

        @Override
        public Shape arrayLiteral(Action.ArrayLiteral array) {
            return new Shape(array.componentType() + "[]", false, false, null);
        }

        @Override
        public Shape implementation(Action.Implementation implementation) {
            return new Shape(implementation.interfaceType(), false, false, null);
        }

        @Override
        public Shape tempDir(Action.TempDir tempDir) {
            return new Shape(Action.TempDir.TYPE, false, false, null);
        }
    };

    /** The field that holds the test's temporary directory ({@link Action.TempDir}). */
    static final String TEMP_DIR = "tempDir";

    private final List<Step> steps;
    private final boolean[] inlined;
    private final String[] variables;
    private final String[] variableTypes;
    private final Set<String> referencedTypes;
    private final JUnitDialect dialect;
    private final AssertionCalls asserts;
    private int counter;
    private int bodyAssertions;
    /** The counter declared for the lambda being written, or null. */
    private String counterLocal;

    /**
     * @param steps the steps of the test
     * @param referencedTypes collects the top-level classes the rendered code references
     * @param dialect writes the assertions generated bodies make
     * @param asserts names those assertions
     */
    StepWriter(List<Step> steps, Set<String> referencedTypes, JUnitDialect dialect, AssertionCalls asserts) {
        this(steps, new boolean[steps.size()], referencedTypes, dialect, asserts);
    }

    /**
     * @param inlined per step, whether it is a literal written into the one call that uses it
     *     ({@link InlinedLiterals}) instead of a variable of its own
     */
    StepWriter(List<Step> steps, boolean[] inlined, Set<String> referencedTypes, JUnitDialect dialect,
               AssertionCalls asserts) {
        this.steps = steps;
        this.inlined = inlined;
        this.variables = new String[steps.size()];
        this.variableTypes = new String[steps.size()];
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).action() instanceof Action.TempDir) { // the class's field, declared by the class
                variables[i] = TEMP_DIR;
                variableTypes[i] = Action.TempDir.TYPE;
            }
        }
        this.referencedTypes = referencedTypes;
        this.dialect = dialect;
        this.asserts = asserts;
    }

    /**
     * A contract a generated body asserts, as an expression statement (without semicolon); each
     * one written is counted ({@link #bodyAssertions()}).
     *
     * @param operand the code for the condition's placeholder {@code k}
     */
    CodeBlock assertion(Action.Assertion assertion, java.util.function.IntFunction<String> operand) {
        bodyAssertions++;
        return dialect.assertTrueCall(asserts, Conditions.code(assertion.condition(), operand, this),
                Literals.stringLiteral("Contract violated: " + assertion.contract()));
    }

    /** How many assertions generated bodies have made so far: each starts a line of its own. */
    int bodyAssertions() {
        return bodyAssertions;
    }

    static Shape shape(Step step) {
        return step.action().accept(SHAPE);
    }

    /**
     * Writes step {@code i} as a statement: a variable declaration when the value is used later
     * (or the step is not a statement expression), else the bare expression: a call whose result
     * nothing reads is written {@code list.add("a");}, not {@code boolean boolean4 = list.add("a");}.
     */
    void write(CodeBlock.Builder code, int i, boolean referenced) {
        if (inlined[i] || TEMP_DIR.equals(variables[i])) {
            return; // written where it is used; the temporary directory is a field
        }
        Step step = steps.get(i);
        Shape shape = shape(step);
        String natural = shape.naturalType();
        boolean keep = natural != null && !TypeNames.isVoid(natural) && (referenced || !shape.call());
        if (!keep) {
            code.addStatement("$L", expression(step));
            return;
        }
        String type = step.variableType() != null ? step.variableType() : natural;
        String name = newVariable(type);
        if (ImplementationWriter.needsCounterLocal(step)) { // a lambda's re-entry count, captured
            counterLocal = name + "Calls";
            code.addStatement("int[] $L = {0}", counterLocal);
        }
        code.addStatement("$T $L = $L", type(type), name, initializer(step, type, shape));
        variables[i] = name;
        variableTypes[i] = type;
    }

    /** The variable holding step {@code i}'s value, or {@code null} if none was declared. */
    String declared(int i) {
        return variables[i];
    }

    /** The declared type of that variable. */
    String declaredType(int i) {
        return variableTypes[i];
    }

    /** The variable of a step, or {@code null} (the literal) when it has none. */
    String variable(int index) {
        String name = index >= 0 && index < variables.length ? variables[index] : null;
        return name != null ? name : "null";
    }

    private String newVariable(String type) {
        return TypeNames.variableBase(type) + counter++;
    }

    private CodeBlock initializer(Step step, String declared, Shape shape) {
        Action.Literal literal = shape.literal();
        if (literal != null) {
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
        if (shape.castWhenNarrowed() && !TypeNames.erasure(declared).equals(shape.naturalType())) {
            return CodeBlock.of("($T) $L", type(declared), expression);
        }
        return expression;
    }

    /** The step as a Java expression. */
    CodeBlock expression(Step step) {
        return step.action().accept(new Action.Visitor<>() {
            @Override
            public CodeBlock constructorCall(Action.ConstructorCall c) {
                String diamond = step.variableType() != null && step.variableType().endsWith(">") ? "<>" : "";
                return CodeBlock.of("new $T$L($L)", type(c.owner()), diamond, arguments(step, 0));
            }

            @Override
            public CodeBlock methodCall(Action.MethodCall m) {
                if (m.isStatic()) {
                    return CodeBlock.of("$T.$L($L)", type(m.owner()), m.name(), arguments(step, 0));
                }
                return CodeBlock.of("$L.$L($L)", receiver(step), m.name(), arguments(step, 1));
            }

            @Override
            public CodeBlock fieldRead(Action.FieldRead f) {
                return CodeBlock.of("$T.$L", type(f.owner()), f.name());
            }

            @Override
            public CodeBlock literal(Action.Literal l) {
                if (l.value() == null) {
                    return CodeBlock.of("($T) null", type(l.type()));
                }
                return Literals.code(Literals.coerce(l.value(), TypeNames.primitiveOf(l.type())));
            }

            @Override
            public CodeBlock arrayLiteral(Action.ArrayLiteral a) {
                return CodeBlock.of("new $T[] {$L}", type(a.componentType()), arguments(step, 0));
            }

            @Override
            public CodeBlock implementation(Action.Implementation impl) {
                String counter = counterLocal;
                counterLocal = null;
                return new ImplementationWriter(StepWriter.this).write(step, impl, counter);
            }

            @Override
            public CodeBlock tempDir(Action.TempDir t) {
                return CodeBlock.of("$L", TEMP_DIR);
            }
        });
    }

    /** The step as a statement (without the semicolon), declaring a fresh variable if needed. */
    CodeBlock statement(Step step) {
        Shape shape = shape(step);
        if (shape.call() || step.action() instanceof Action.TempDir) {
            return expression(step);
        }
        String natural = shape.naturalType();
        String declared = step.variableType() != null ? step.variableType() : natural;
        return CodeBlock.of("$T $L = $L", type(declared), newVariable(declared), initializer(step, declared, shape));
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
            int input = step.inputs().get(i);
            boolean literal = input >= 0 && input < inlined.length && inlined[input];
            if (cast != null && literal && shape(steps.get(input)).isNullLiteral()) {
                args.add(CodeBlock.of("($T) null", type(cast))); // (Object) null, not (Object) (String) null
                continue;
            }
            CodeBlock value = literal ? inlined(steps.get(input)) : CodeBlock.of("$L", variable(input));
            args.add(cast == null ? value : CodeBlock.of("($T) $L", type(cast), parenthesizedNegative(value)));
        }
        return CodeBlock.join(args, ", ");
    }

    /**
     * A literal step as an expression of the type its variable would have had: the bare literal
     * when that is its type ({@code 100}, {@code 100L}, {@code 'c'}, {@code "text"}), else cast to
     * it ({@code (String) null}, {@code (Object) "text"}, {@code (Integer) (-1)}), so a call that
     * takes it resolves to the same overload as with the variable.
     */
    CodeBlock inlined(Step step) {
        Action.Literal literal = shape(step).literal();
        String declared = step.variableType() != null ? step.variableType() : literal.type();
        if (literal.value() == null) {
            return CodeBlock.of("($T) null", type(declared));
        }
        String primitive = TypeNames.primitiveOf(declared);
        Object value = Literals.coerce(literal.value(), primitive != null ? primitive : TypeNames.primitiveOf(literal.type()));
        CodeBlock code = Literals.code(value);
        if (declared.equals(TypeNames.typeOfValue(value))) {
            return code;
        }
        return CodeBlock.of("($T) $L", type(declared), parenthesizedNegative(code));
    }

    /**
     * Whether a literal step is written as the bare literal of its own type ({@code false},
     * {@code 10}, {@code "text"}): not null, not negative, its variable of the literal's type, so
     * that it may stand wherever its variable would, also as a receiver or under a cast.
     */
    static boolean bare(Step step) {
        Action.Literal literal = shape(step).literal();
        if (literal == null || literal.value() == null) {
            return false;
        }
        String declared = step.variableType() != null ? step.variableType() : literal.type();
        String primitive = TypeNames.primitiveOf(declared);
        Object value = Literals.coerce(literal.value(), primitive != null ? primitive : TypeNames.primitiveOf(literal.type()));
        String code = Literals.code(value).toString();
        return declared.equals(TypeNames.typeOfValue(value)) && !code.startsWith("-") && !code.startsWith("(")
                && !code.startsWith("java."); // Integer.MAX_VALUE and the like need an import: a variable
    }

    /** What a generated body captures of step {@code i}: its variable, or the literal written in its place. */
    String captured(int i) {
        return i >= 0 && i < inlined.length && inlined[i] && bare(steps.get(i)) ? inlined(steps.get(i)).toString()
                : variable(i);
    }

    /** The type of what a generated body captures of step {@code i}. */
    String capturedType(int i) {
        if (i >= 0 && i < inlined.length && inlined[i] && bare(steps.get(i))) {
            Step step = steps.get(i);
            return step.variableType() != null ? step.variableType() : shape(step).literal().type();
        }
        return declaredType(i);
    }

    /** A negative number in parentheses, so that a cast may precede it ({@code (Object) -1} does not compile). */
    private static CodeBlock parenthesizedNegative(CodeBlock code) {
        return code.toString().startsWith("-") ? CodeBlock.of("($L)", code) : code;
    }

    /** The JavaPoet type for a model type name, remembering the classes referenced. */
    TypeName type(String name) {
        TypeName type = TypeNames.typeName(name);
        reference(type);
        return type;
    }

    private void reference(TypeName type) {
        TypeName component = type;
        while (component instanceof ArrayTypeName array) {
            component = array.componentType();
        }
        if (component instanceof ParameterizedTypeName generic) {
            generic.typeArguments().forEach(this::reference);
            component = generic.rawType();
        }
        if (component instanceof WildcardTypeName wildcard) {
            wildcard.upperBounds().forEach(this::reference);
            wildcard.lowerBounds().forEach(this::reference);
        }
        if (component instanceof ClassName className) {
            referencedTypes.add(className.topLevelClassName().canonicalName());
        }
    }
}
