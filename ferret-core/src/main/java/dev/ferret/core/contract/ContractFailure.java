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

    private volatile boolean inGeneratedBody;
    private transient volatile String blamedMember;
    private transient volatile Class<?> blamedOwner;

    ContractFailure(boolean blamesCode, boolean atCallback, String member, Clause clause, Frame frame) {
        super(name(member, clause), null, false, false);
        this.blamesCode = blamesCode;
        this.atCallback = atCallback;
        this.contract = name(member, clause);
        this.clause = clause;
        this.frame = frame;
    }

    /** A contract's name: {@code postcondition of Stack.push: !empty()}. */
    static String name(String member, Clause clause) {
        return clause.kind() + " of " + member + ": " + clause.text();
    }

    /**
     * Marks the failure as having left a generated body (a call the body made failed, or a
     * generated implementation it called in turn): it is asserted inside that body in the
     * emitted test, not after the test's own call, and the first time, the call that body made
     * is blamed.
     *
     * @param member that call's member ({@code dev.ferret.examples.Tank.drain})
     * @param owner the class under test the call belongs to
     */
    public void leftGeneratedBody(String member, Class<?> owner) {
        if (!inGeneratedBody) {
            inGeneratedBody = true;
            blamedMember = member;
            blamedOwner = owner;
        }
    }

    /**
     * The member to blame when the failure left a generated body: the call that body made (the
     * innermost such call), whose code failed; null otherwise (the test's own call is to blame).
     */
    public String blamedMember() {
        return blamedMember;
    }

    /** The class under test of {@link #blamedMember()}, or null. */
    public Class<?> blamedOwner() {
        return blamedOwner;
    }

    /** Whether the failure left a generated body ({@link #leftGeneratedBody()}). */
    public boolean inGeneratedBody() {
        return inGeneratedBody;
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
