package dev.ferret.core.emit;

import dev.ferret.core.model.Operation;
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
        List<Step> steps = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            Operation op = statements[i].operation();
            int[] in = statements[i].inputs();
            List<Integer> inputs = new ArrayList<>(in.length);
            List<String> casts = new ArrayList<>(in.length);
            for (int j = 0; j < in.length; j++) {
                inputs.add(in[j]);
                Class<?> from = statements[in[j]].operation().outputType();
                Class<?> to = op.inputTypes().get(j);
                boolean cast = !Types.assignableWithoutCast(from, to) || op.overloaded() && from != to;
                casts.add(cast ? Types.name(to) : null);
            }
            Class<?> out = op.outputType();
            steps.add(new Step(op.toAction(), inputs, casts, out == void.class ? null : Types.name(out)));
        }
        return steps;
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
