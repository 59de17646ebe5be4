package dev.ferret.core.emit;

import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.SubclassOperation;
import dev.ferret.core.model.ValueTypes;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.util.ArrayList;
import java.util.List;

/** Builds the plain-data test of a flat sequence prefix and its checks. */
public final class TestCaseFactory {

    private TestCaseFactory() {
    }

    /**
     * @param statements the flat statements
     * @param length how many of them the test keeps (a prefix)
     */
    public static List<Step> steps(Statement[] statements, int length) {
        ValueTypes types = ValueTypes.of(statements, length);
        List<Step> steps = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            Operation op = statements[i].operation();
            int[] in = statements[i].inputs();
            List<Integer> inputs = new ArrayList<>(in.length);
            List<String> casts = new ArrayList<>(in.length);
            boolean raw = false;
            for (int j = 0; j < in.length; j++) {
                inputs.add(in[j]);
                Class<?> to = op.inputTypes().get(j);
                Type instantiated = types.parameter(i, j);
                boolean nullToNarrower = instantiated != null && isNull(statements[in[j]])
                        && !instantiated.equals(types.declared(in[j])); // javac infers from a null's cast
                if (nullToNarrower || needsCast(op, types.declared(in[j]), to)) {
                    // the instantiated type, not the erased one, or javac infers the method's variables from the cast
                    boolean typedCast = instantiated != null;
                    casts.add(typedCast ? ValueTypes.name(instantiated) : Types.name(to));
                    raw |= !typedCast && ValueTypes.isGeneric(to);
                } else {
                    casts.add(null);
                }
            }
            Class<?> out = op.outputType();
            Type declared = types.declared(i);
            raw |= !(declared instanceof ParameterizedType) && ValueTypes.isGeneric(out) || usesRawTypes(op);
            steps.add(new Step(op.toAction(), inputs, casts, out == void.class ? null : ValueTypes.name(declared),
                    raw));
        }
        return steps;
    }

    /**
     * Whether input {@code j} of statement {@code i} needs a cast to the parameter type: the value
     * is not assignable without one, or the method is overloaded and the types differ.
     */
    private static boolean needsCast(Operation op, Type from, Class<?> to) {
        Class<?> f = from instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) from;
        return !Types.assignableWithoutCast(f, to) || op.overloaded() && f != to;
    }

    private static boolean isNull(Statement s) {
        return s.operation() instanceof LiteralOperation l && l.value() == null;
    }

    /**
     * Whether the operation's own code names generic classes without type arguments: generated
     * implementations and subclasses, and casts to generic parameter types of null literals and
     * arrays.
     */
    private static boolean usesRawTypes(Operation op) {
        if (op.isGenerated() || op instanceof SubclassOperation) {
            return true;
        }
        for (Class<?> t : op.inputTypes()) {
            if (ValueTypes.isGeneric(t) && !(op instanceof ConstructorOperation) && !(op instanceof MethodOperation)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A passing regression test whose steps carry their actions and inputs only (no types, no
     * casts): enough to judge what the test covers and shows ({@code Behaviours}) before deciding
     * to keep it, without typing every passing sequence.
     */
    public static GeneratedTest sketch(String classUnderTest, Statement[] statements, int length, List<Check> checks,
                                       long seed, long ordinal) {
        List<Step> steps = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            int[] in = statements[i].inputs();
            List<Integer> inputs = new ArrayList<>(in.length);
            for (int v : in) {
                inputs.add(v);
            }
            steps.add(Step.of(statements[i].operation().toAction(), inputs, null));
        }
        return new GeneratedTest(classUnderTest, TestKind.REGRESSION, steps,
                new ArrayList<>(new java.util.LinkedHashSet<>(checks)), null, null, seed, ordinal);
    }

    /** A passing regression test; an assertion given twice is kept once. */
    public static GeneratedTest regression(String classUnderTest, Statement[] statements, int length,
                                           List<Check> checks, long seed, long ordinal) {
        List<Check> distinct = new ArrayList<>(new java.util.LinkedHashSet<>(checks));
        return new GeneratedTest(classUnderTest, TestKind.REGRESSION, steps(statements, length), distinct,
                null, null, seed, ordinal);
    }

    /** A failing, error-revealing test. */
    public static GeneratedTest error(String classUnderTest, Statement[] statements, int length, Check failure,
                                      String violation, String failingMethod, long seed, long ordinal) {
        return new GeneratedTest(classUnderTest, TestKind.ERROR, steps(statements, length), List.of(failure),
                violation, failingMethod, seed, ordinal);
    }
}
