package dev.ferret.core.generation;

import dev.ferret.core.oracle.ExceptionPolicy;
import dev.ferret.core.oracle.Violation;
import dev.ferret.core.testcase.Check;
import java.util.List;

/**
 * The classification of an executed sequence (thesis §7.3, Fig. 7-3).
 *
 * @param kind the classification
 * @param failedAt the statement that threw (exception kinds), or -1
 * @param thrownType the accessible type of what was thrown (for an invalid sequence, the exact type),
 *     or null
 * @param exceptionVerdict the exception policy's verdict, or null
 * @param violation the contract violation, or null
 * @param kept the reusable values (normal sequences), or null
 * @param observations regression checks (normal sequences)
 */
record Judgement(Kind kind, int failedAt, Class<?> thrownType, ExceptionPolicy.Verdict exceptionVerdict,
                 Violation violation, KeptSequence kept, List<Check> observations) {

    enum Kind { NORMAL, EXPECTED_EXCEPTION, ERROR_EXCEPTION, VIOLATION, INVALID }

    static Judgement invalid() {
        return new Judgement(Kind.INVALID, -1, null, null, null, null, List.of());
    }
}
