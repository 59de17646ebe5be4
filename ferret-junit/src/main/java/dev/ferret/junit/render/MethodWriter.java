package dev.ferret.junit.render;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.Modifier;

/**
 * Renders one {@link GeneratedTest} as one test method: the steps ({@link StepWriter}), then the
 * checks, in the JUnit {@link JUnitDialect dialect} given. Not reusable: one instance per method.
 */
final class MethodWriter {

    /** How often a probe runs its test body in one JVM. */
    static final int PROBE_REPETITIONS = 16;
    /** A probe's local that keeps the test's temporary directory while repetitions get their own. */
    private static final String TEMP_DIR_ROOT = "tempDirRoot";

    private final JUnitDialect dialect;
    private final AssertionCalls asserts;
    private final boolean soft;
    private final Set<String> referencedTypes = new TreeSet<>();
    private final List<Integer> assertionLines = new ArrayList<>();
    private StepWriter steps;

    /**
     * @param assertionsUsed collects the names of the assertion methods used, for static imports
     */
    MethodWriter(JUnitDialect dialect, Set<String> assertionsUsed) {
        this(dialect, assertionsUsed, false);
    }

    /**
     * @param soft whether value checks go into one {@code assertAll} (JUnit 5 only), so that a
     *     run reports every value check that fails, not just the first
     */
    MethodWriter(JUnitDialect dialect, Set<String> assertionsUsed, boolean soft) {
        if (soft && !dialect.groupsAssertions()) {
            throw new IllegalArgumentException("soft assertions need JUnit 5");
        }
        this.dialect = dialect;
        this.soft = soft;
        this.asserts = new AssertionCalls(dialect.assertions(), assertionsUsed);
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
        MethodSpec.Builder method = MethodSpec.methodBuilder(methodName);
        if (test.steps().stream().anyMatch(dev.ferret.core.testcase.Step::rawTypes)) {
            // before @Test, which stays the line just above the method's header
            method.addAnnotation(AnnotationSpec.builder(SuppressWarnings.class)
                    .addMember("value", "{$S, $S}", "unchecked", "rawtypes").build());
        }
        method.addAnnotation(dialect.testAnnotation())
                .returns(TypeName.VOID)
                .addException(Throwable.class);
        if (dialect.publicTestMethods()) {
            method.addModifiers(Modifier.PUBLIC);
        }
        if (test.kind() == TestKind.CRASH) {
            method.addAnnotation(AnnotationSpec.builder(dialect.disabledAnnotation())
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
            // the run may ask for fewer (under the constant scheme every repetition draws the same hashes)
            boolean tempDir = TempDirDeclaration.usedBy(test);
            if (tempDir) {
                method.addStatement("$T $L = $L", java.nio.file.Path.class, TEMP_DIR_ROOT, StepWriter.TEMP_DIR);
            }
            method.beginControlFlow("for (int repetition = 0; repetition < $T.getInteger($S, $L); repetition++)",
                    Integer.class, TestRenderer.PROBE_REPETITIONS_PROPERTY, PROBE_REPETITIONS);
            method.beginControlFlow("for (int skew = 0; skew < repetition; skew++)")
                    .addStatement("$T.identityHashCode(new $T())", System.class, Object.class)
                    .endControlFlow();
            if (tempDir) { // every repetition starts from the same files, in a directory of its own
                method.beginControlFlow("if (repetition > 0)")
                        .addStatement("$L = $T.createTempDirectory($T.createDirectories($L), $S)",
                                StepWriter.TEMP_DIR, java.nio.file.Files.class, java.nio.file.Files.class,
                                TEMP_DIR_ROOT, "repetition") // the test may have deleted it
                        .addStatement("$L()", TempDirDeclaration.SET_UP)
                        .endControlFlow();
            }
            method.addCode(body(test));
            method.endControlFlow();
        } else {
            method.addCode(body(test));
        }
        return method.build();
    }

    private CodeBlock body(GeneratedTest generated) {
        PlainStrings.Plain plain = PlainStrings.of(generated);
        GeneratedTest test = plain.test();
        int n = test.steps().size();
        boolean[] inlined = InlinedLiterals.of(test);
        for (int i = 0; i < n; i++) {
            inlined[i] |= plain.unwritten()[i]; // a literal no step uses any more: nowhere
        }
        steps = new StepWriter(test.steps(), inlined, referencedTypes, dialect, asserts);
        boolean[] referenced = referencedSteps(test);
        Check wrapper = null;
        for (Check check : test.checks()) {
            int step = CheckRoles.wrappedStep(check);
            if (step >= 0 && step < n) {
                wrapper = check;
                break;
            }
        }
        int wrapped = wrapper == null ? -1 : CheckRoles.wrappedStep(wrapper);
        CodeBlock.Builder code = CodeBlock.builder();
        Repetitions repetitions = new Repetitions(test.steps(), inlined, referenced, wrapped, steps);
        for (int i = 0; i < n; i++) {
            int loopEnd = repetitions.writeRun(code, i);
            if (loopEnd >= 0) {
                i = loopEnd;
                continue;
            }
            int inBodies = steps.bodyAssertions();
            if (i != wrapped) {
                steps.write(code, i, referenced[i]);
            } else if (wrapped(code, wrapper, test.steps().get(i))) {
                assertionLines.add(-1); // assertThrows or assertDoesNotThrow
            }
            for (int k = inBodies; k < steps.bodyAssertions(); k++) {
                assertionLines.add(-1); // a contract a generated body asserts
            }
        }
        new CheckStatements(code, test, wrapper).write();
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
            for (int step : CheckRoles.usedSteps(check)) {
                if (step >= 0 && step < n) {
                    used[step] = true;
                }
            }
        }
        return used;
    }

    /** Writes the step inside an assertion about its exception; returns whether it wrote an assertion line. */
    private boolean wrapped(CodeBlock.Builder code, Check check, Step step) {
        return check.accept(new Check.Visitor<>() {
            @Override
            public Boolean valueCheck(Check.ValueCheck check) {
                throw new IllegalArgumentException("a value check wraps no step");
            }

            @Override
            public Boolean throwsCheck(Check.ThrowsCheck t) {
                TypeName exception = steps.type(t.exceptionType());
                return dialect.assertThrows(code, asserts, exception, t.exceptionType(), steps.statement(step),
                        StepWriter.shape(step).call());
            }

            @Override
            public Boolean contractCheck(Check.ContractCheck check) {
                throw new IllegalArgumentException("a contract wraps no step");
            }

            @Override
            public Boolean noExceptionCheck(Check.NoExceptionCheck e) {
                String message = Literals.stringLiteral("Contract violated: " + e.rule() + ": " + e.exceptionType());
                return dialect.assertDoesNotThrow(code, asserts, steps.statement(step), message);
            }
        });
    }

    /** Writes the checks after the steps: value checks (in one {@code assertAll} if soft) and contracts. */
    private final class CheckStatements implements Check.Visitor<Void> {
        private final CodeBlock.Builder code;
        private final GeneratedTest test;
        private final Check wrapper;
        private final boolean[] assertedNull;
        private final ValueAssertions values = new ValueAssertions(dialect, asserts, steps);
        private final List<CodeBlock> valueAssertions = new ArrayList<>();
        private final List<Integer> valueAssertionChecks = new ArrayList<>();
        private int index;
        private boolean separated;

        CheckStatements(CodeBlock.Builder code, GeneratedTest test, Check wrapper) {
            this.code = code;
            this.test = test;
            this.wrapper = wrapper;
            this.assertedNull = assertedNull(test);
        }

        void write() {
            for (index = 0; index < test.checks().size(); index++) {
                Check check = test.checks().get(index);
                if (check != wrapper) {
                    check.accept(this);
                }
            }
            if (soft && !valueAssertions.isEmpty()) {
                // every assertion runs and reports, each lambda on its own line
                separate();
                code.add("$L(\n$>", asserts.named("assertAll"));
                assertionLines.add(-1);
                for (int i = 0; i < valueAssertions.size(); i++) {
                    code.add("() -> $L$L\n", valueAssertions.get(i), i + 1 < valueAssertions.size() ? "," : "");
                    assertionLines.add(valueAssertionChecks.get(i));
                }
                code.add("$<);\n");
            }
        }

        @Override
        public Void valueCheck(Check.ValueCheck v) {
            CodeBlock assertion = values.of(v, test.steps(), assertedNull);
            if (assertion != null) {
                valueAssertions.add(assertion);
                valueAssertionChecks.add(index);
                if (!soft) {
                    separate();
                    code.addStatement("$L", assertion);
                    assertionLines.add(index);
                }
            }
            return null;
        }

        /** One blank line between the statements (two lines or more) and the first assertion after them. */
        private void separate() {
            String written = code.isEmpty() ? "" : code.build().toString();
            if (!separated && written.indexOf('\n') < written.length() - 1) {
                code.add("\n");
            }
            separated = true;
        }

        @Override
        public Void throwsCheck(Check.ThrowsCheck t) {
            return null; // asserted where it wraps its step; a step out of range has nothing to assert
        }

        @Override
        public Void contractCheck(Check.ContractCheck c) {
            separate();
            String message = Literals.stringLiteral("Contract violated: " + c.contract());
            if (!c.throwsException()) {
                dialect.assertTrue(code, asserts, condition(c), message);
                assertionLines.add(-1);
            } else if (dialect.assertDoesNotThrow(code, asserts, CodeBlock.of("boolean ok = $L", condition(c)),
                    message)) {
                assertionLines.add(-1);
            }
            return null;
        }

        @Override
        public Void noExceptionCheck(Check.NoExceptionCheck e) {
            return null; // asserted where it wraps its step; a step out of range has nothing to assert
        }
    }

    /** Per step, whether a check asserts that its value is null. */
    private static boolean[] assertedNull(GeneratedTest test) {
        int n = test.steps().size();
        boolean[] assertedNull = new boolean[n];
        for (Check check : test.checks()) {
            Check.ValueCheck v = CheckRoles.asValueCheck(check);
            if (v != null && v.observer() == null && v.expected() == null && v.step() >= 0 && v.step() < n) {
                assertedNull[v.step()] = true;
            }
        }
        return assertedNull;
    }

    /** A contract's condition with operands replaced by variables. */
    private CodeBlock condition(Check.ContractCheck check) {
        return Conditions.code(check.condition(), operand -> operand < check.operands().size()
                ? steps.variable(check.operands().get(operand)) : null, steps);
    }
}
