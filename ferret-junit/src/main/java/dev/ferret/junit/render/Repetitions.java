package dev.ferret.junit.render;

import com.palantir.javapoet.CodeBlock;
import dev.ferret.core.testcase.Step;
import java.util.List;

/**
 * Finds a call repeated in a row and writes it once inside a {@code for} loop: at least
 * {@value #MIN_TIMES} consecutive statements whose code is the same (the same call on the same
 * values, literals written in place) and whose values nothing uses. The loop executes exactly
 * what the statements did, so the test's program is unchanged.
 */
final class Repetitions {

    /** The fewest identical statements written as a loop. */
    static final int MIN_TIMES = 3;

    private final List<Step> steps;
    private final boolean[] inlined;
    private final boolean[] referenced;
    private final int wrapped;
    private final StepWriter writer;

    /**
     * @param inlined per step, whether it is a literal written where it is used (it writes no statement)
     * @param referenced per step, whether an input or a check uses its value
     * @param wrapped the step an assertion about its exception wraps, or -1
     */
    Repetitions(List<Step> steps, boolean[] inlined, boolean[] referenced, int wrapped, StepWriter writer) {
        this.steps = steps;
        this.inlined = inlined;
        this.referenced = referenced;
        this.wrapped = wrapped;
        this.writer = writer;
    }

    /**
     * Writes the run of repetitions that starts at a step, if there is one.
     *
     * @return the last step the loop covers, or -1 (nothing written) when no run starts at {@code first}
     */
    int writeRun(CodeBlock.Builder code, int first) {
        if (!repeatable(first)) {
            return -1;
        }
        String call = writer.expression(steps.get(first)).toString();
        int times = 1;
        int last = first;
        for (int j = first + 1; j < steps.size(); j++) {
            if (inlined[j]) {
                continue; // writes nothing here
            }
            if (!repeatable(j) || !writer.expression(steps.get(j)).toString().equals(call)) {
                break;
            }
            times++;
            last = j;
        }
        if (times < MIN_TIMES) {
            return -1;
        }
        code.beginControlFlow("for (int i = 0; i < $L; i++)", times)
                .addStatement("$L", writer.expression(steps.get(first)))
                .endControlFlow();
        return last;
    }

    /** A call whose value nothing uses, written as a statement of its own. */
    private boolean repeatable(int i) {
        return i != wrapped && !inlined[i] && !referenced[i] && StepWriter.shape(steps.get(i)).call();
    }
}
