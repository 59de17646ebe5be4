package dev.ferret.core.contract;

import dev.ferret.core.testcase.Check;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * A contract that did not hold at a call boundary. An {@link Error}, so that the code under test
 * does not catch it with {@code catch (Exception e)}. {@link #blamesCode()} tells who is to blame
 * (Klein, Flatt and Findler's boundary rule): the code under test for a postcondition or
 * invariant of its method, the generated code for a precondition of a method it called or a
 * postcondition of a method it implemented.
 */
public final class ContractFailure extends Error {
    private static final long serialVersionUID = 1L;

    private final boolean blamesCode;
    private final boolean atCallback;
    private final String contract;
    private final transient Clause clause;
    private final transient Frame frame;

    ContractFailure(boolean blamesCode, boolean atCallback, String member, Clause clause, Frame frame) {
        super(clause.kind() + " of " + member + ": " + clause.text(), null, false, false);
        this.blamesCode = blamesCode;
        this.atCallback = atCallback;
        this.contract = clause.kind() + " of " + member + ": " + clause.text();
        this.clause = clause;
        this.frame = frame;
    }

    /** Whether the code under test is to blame (a bug); otherwise the generated code is. */
    public boolean blamesCode() {
        return blamesCode;
    }

    /**
     * Whether the contract is one of a method generated code implements, checked when the code
     * under test called it (its values are the callback's, not the test's).
     */
    public boolean atCallback() {
        return atCallback;
    }

    /** The contract's name: kind, member and condition ({@code postcondition of Stack.push: !empty()}). */
    public String contract() {
        return contract;
    }

    /**
     * The check a test asserts after the failing call: the condition over the call's values, the
     * values of {@code old(...)} as constants.
     *
     * @param anchor the step the check is about (the receiver, else the call itself, else an argument)
     * @param stepOfRole the step holding each role's value ({@link Frame}'s numbering); -1 for none
     * @return the check, or null if the condition needs a value no step holds
     */
    public Check.ContractCheck check(int anchor, int[] stepOfRole) {
        TreeSet<Integer> used = new TreeSet<>();
        clause.term().roles(used);
        List<Integer> operands = new ArrayList<>();
        operands.add(anchor);
        String[] names = new String[stepOfRole.length];
        for (int role : used) {
            if (role >= stepOfRole.length || stepOfRole[role] < 0) {
                return null;
            }
            int k = operands.indexOf(stepOfRole[role]);
            if (k < 0) {
                k = operands.size();
                operands.add(stepOfRole[role]);
            }
            names[role] = "{" + k + "}";
        }
        return new Check.ContractCheck(contract, clause.term().java(names, frame.old()), operands, false);
    }
}
