package dev.ferret.core.contract;

import dev.ferret.core.testcase.Action;
import java.util.ArrayList;
import java.util.List;

/**
 * The contract of one method or constructor of the code under test, checked around each call
 * Ferret's generated code makes ({@link #call}) or, for a method that generated code implements,
 * around each call the code under test makes of it ({@link #implemented}). Values are laid out as
 * an operation's inputs: the receiver first for an instance method, then the arguments.
 */
public final class MethodContract {

    /** The contract of a method without any. */
    public static final MethodContract NONE = new MethodContract("", false, false, 0, List.of(), List.of(),
            List.of(), List.of(), new boolean[0], List.of(), false);

    /** Runs the call itself. */
    @FunctionalInterface
    public interface Invocation {
        Object invoke(Object[] inputs) throws Throwable;
    }

    /** An {@code old(...)} value whose evaluation threw. */
    private static final Object UNKNOWN = new Object();

    private final String member;
    private final boolean hasReceiver;
    private final boolean constructor;
    private final int parameters;
    private final List<Clause> pre;
    private final List<Clause> post;
    private final List<Clause> invariants;
    private final List<Term> olds;
    private final boolean[] nullable;
    private final List<BadContract> bad;
    private final boolean explicitPre;

    MethodContract(String member, boolean hasReceiver, boolean constructor, int parameters, List<Clause> pre,
                   List<Clause> post, List<Clause> invariants, List<Term> olds, boolean[] nullable,
                   List<BadContract> bad, boolean explicitPre) {
        this.member = member;
        this.hasReceiver = hasReceiver;
        this.constructor = constructor;
        this.parameters = parameters;
        this.pre = List.copyOf(pre);
        this.post = List.copyOf(post);
        this.invariants = List.copyOf(invariants);
        this.olds = List.copyOf(olds);
        this.nullable = nullable.clone();
        this.bad = List.copyOf(bad);
        this.explicitPre = explicitPre;
    }

    /** Whether there is nothing to check. */
    public boolean isEmpty() {
        return pre.isEmpty() && post.isEmpty() && invariants.isEmpty();
    }

    /** The contracts written on the member that cannot be checked. */
    public List<BadContract> bad() {
        return bad;
    }

    /**
     * Whether the member states a precondition of its own ({@link dev.ferret.contracts.Requires}):
     * inputs that meet it are legal, so an undeclared exception from a call that met it is the
     * member's fault (nullness annotations alone do not make this promise).
     */
    public boolean promisesLegalInputs() {
        return explicitPre;
    }

    /** Whether parameter {@code i} (0 for the first declared parameter) is declared nullable. */
    public boolean nullable(int i) {
        return i >= 0 && i < nullable.length && nullable[i];
    }

    /**
     * The zero-argument methods of the object that a precondition compares parameter {@code i}
     * (0 for the first declared parameter) with by {@code <=}, {@code >=} or {@code ==}: for
     * {@code @Requires("capacity() >= n")}, {@code capacity} bounds {@code n}. Their values, taken
     * just before the call, are the parameter's boundary, where off-by-one faults live.
     */
    public List<java.lang.reflect.Method> bounds(int i) {
        return hasReceiver && i >= 0 && i < parameters ? Bounds.of(pre, i + 1) : List.of();
    }

    /**
     * The preconditions as a generated implementation of this method asserts them at its entry
     * ({@link #implemented}): conditions over {@code {0}} (the object) and the parameters.
     */
    public List<Action.Assertion> requires() {
        return assertions(pre);
    }

    /**
     * What generated code asserts right after it calls this member ({@link #call}): its
     * postconditions, then its invariants. A postcondition that reads {@code old(...)} values
     * carries the expressions of those values ({@link Action.Assertion#olds()}), which the body
     * takes into locals just before the call.
     */
    public List<Action.Assertion> ensures() {
        List<Clause> clauses = new ArrayList<>(post);
        clauses.addAll(invariants);
        return assertions(clauses);
    }

    private List<Action.Assertion> assertions(List<Clause> clauses) {
        String[] names = new String[roles()];
        for (int k = 0; k < names.length; k++) {
            names[k] = "{" + k + "}";
        }
        Object[] oldPlaceholders = new Object[olds.size()];
        List<String> oldExpressions = new ArrayList<>();
        for (int i = 0; i < oldPlaceholders.length; i++) {
            oldPlaceholders[i] = new Terms.Placeholder("{" + (roles() + i) + "}");
            oldExpressions.add(olds.get(i).java(names, new Object[0]));
        }
        List<Action.Assertion> out = new ArrayList<>();
        for (Clause c : clauses) {
            out.add(new Action.Assertion(ContractFailure.name(member, c), c.term().java(names, oldPlaceholders),
                    c.usesOld() ? oldExpressions : List.of()));
        }
        return out;
    }

    /** Number of role slots: {@code this}, the parameters, the result. */
    int roles() {
        return parameters + 2;
    }

    /**
     * Makes a call of the code under test from generated code: a precondition that does not hold
     * throws a {@link ContractFailure} blaming the generated code (the call is not made); a
     * postcondition or invariant that does not hold after a normal return throws one blaming the
     * code under test.
     */
    public Object call(Object[] inputs, Invocation invocation) throws Throwable {
        if (isEmpty()) {
            return invocation.invoke(inputs);
        }
        Frame frame = before(inputs);
        for (Clause c : pre) {
            if (!c.holds(frame)) {
                throw new ContractFailure(false, false, member, c, frame);
            }
        }
        Frame after = after(frame, invocation.invoke(inputs));
        for (Clause c : post) {
            if (checkable(c, after) && !c.holds(after)) {
                throw new ContractFailure(true, false, member, c, after);
            }
        }
        if (after.roles()[0] != null) {
            for (Clause c : invariants) {
                if (!c.holds(after)) {
                    throw new ContractFailure(true, false, member, c, after);
                }
            }
        }
        return after.roles()[parameters + 1];
    }

    /**
     * Runs a generated implementation of this (interface) method when the code under test calls
     * it: a precondition that does not hold blames the code under test; a postcondition that does
     * not hold blames the generated code.
     */
    public Object implemented(Object[] inputs, Invocation body) throws Throwable {
        if (isEmpty()) {
            return body.invoke(inputs);
        }
        Frame frame = before(inputs);
        for (Clause c : pre) {
            if (!c.holds(frame)) {
                throw new ContractFailure(true, true, member, c, frame);
            }
        }
        Frame after = after(frame, body.invoke(inputs));
        for (Clause c : post) {
            if (checkable(c, after) && !c.holds(after)) {
                throw new ContractFailure(false, true, member, c, after);
            }
        }
        return after.roles()[parameters + 1];
    }

    /**
     * Whether a postcondition can be judged: not when it reads {@code old(...)} values and one of
     * them could not be taken (its evaluation threw), so the condition is undefined, not false.
     */
    private static boolean checkable(Clause c, Frame frame) {
        if (!c.usesOld()) {
            return true;
        }
        for (Object o : frame.old()) {
            if (o == UNKNOWN) {
                return false;
            }
        }
        return true;
    }

    private Frame before(Object[] inputs) {
        Object[] roles = new Object[roles()];
        int offset = hasReceiver ? 1 : 0;
        if (hasReceiver) {
            roles[0] = inputs[0];
        }
        System.arraycopy(inputs, offset, roles, 1, Math.min(parameters, inputs.length - offset));
        Frame frame = new Frame(roles, new Object[0]);
        Object[] old = new Object[olds.size()];
        for (int i = 0; i < old.length; i++) {
            try {
                old[i] = olds.get(i).eval(frame);
            } catch (Throwable t) { // NOPMD: a postcondition on it cannot be checked
                old[i] = UNKNOWN;
            }
        }
        return new Frame(roles, old);
    }

    private Frame after(Frame before, Object result) {
        Object[] roles = before.roles().clone();
        roles[parameters + 1] = result;
        if (constructor) {
            roles[0] = result;
        }
        return new Frame(roles, before.old());
    }
}
