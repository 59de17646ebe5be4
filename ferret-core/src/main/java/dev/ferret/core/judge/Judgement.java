package dev.ferret.core.judge;

import dev.ferret.core.build.KeptSequence;
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
 * @param blamedMember for an error checked inside generated code, the member of the code under
 *     test a generated body called and that failed ({@link CallContracts#blamedMember}); null when
 *     the failing statement's member is to blame
 * @param blamedOwner the class under test of {@code blamedMember}, or null
 */
public record Judgement(Kind kind, int failedAt, Class<?> thrownType, ExceptionPolicy.Verdict exceptionVerdict,
                 Violation violation, KeptSequence kept, List<Check> observations, String blamedMember,
                 Class<?> blamedOwner) {

    /** This judgement with other observations. */
    public Judgement withObservations(List<Check> others) {
        return new Judgement(kind, failedAt, thrownType, exceptionVerdict, violation, kept, List.copyOf(others),
                blamedMember, blamedOwner);
    }

    /** A judgement that blames the failing statement's member, if anything. */
    public Judgement(Kind kind, int failedAt, Class<?> thrownType, ExceptionPolicy.Verdict exceptionVerdict,
                     Violation violation, KeptSequence kept, List<Check> observations) {
        this(kind, failedAt, thrownType, exceptionVerdict, violation, kept, observations, null, null);
    }

    /** The classes of executed sequences. */
    public enum Kind {
        /** Ran without an exception and violated no contract. */
        NORMAL,
        /** Threw an exception the policy expects (a test asserts it is thrown). */
        EXPECTED_EXCEPTION,
        /** Threw an exception the policy takes for a failure. */
        ERROR_EXCEPTION,
        /** Violated a contract. */
        VIOLATION,
        /** Not a legal use of the code under test (or unstable): dropped. */
        INVALID
    }

    /** The judgement of an illegal sequence: not kept, not pooled, not reported. */
    public static Judgement invalid() {
        return new Judgement(Kind.INVALID, -1, null, null, null, null, List.of());
    }
}
