package dev.ferret.core.oracle;

import dev.ferret.core.model.GeneratedCodeFaults;
import dev.ferret.core.model.Pollution;
import dev.ferret.core.model.Types;
import dev.ferret.core.model.Values;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks contracts on the values of an executed sequence: unary contracts on every value the
 * newest statements produced or used, binary and ternary contracts on bounded numbers of pairs
 * and triples that include at least one such value.
 */
public final class ContractChecker {

    private static final int MAX_PAIRS = 24;
    private static final int MAX_TRIPLES = 12;

    private final List<Contract> unary = new ArrayList<>();
    private final List<Contract> binary = new ArrayList<>();
    private final List<Contract> ternary = new ArrayList<>();

    public ContractChecker(List<Contract> contracts) {
        for (Contract c : contracts) {
            switch (c.arity()) {
                case 1 -> unary.add(c);
                case 2 -> binary.add(c);
                case 3 -> ternary.add(c);
                default -> throw new IllegalArgumentException("contract " + c.name() + " has arity " + c.arity());
            }
        }
    }

    /**
     * @param values the values of the sequence by index (null where there is none)
     * @param touched indices of the values produced or used by the statements to check after
     * @return the first violation, or null
     */
    public Violation check(Object[] values, int[] touched) {
        List<Integer> all = distinctCheckable(values, null);
        List<Integer> fresh = distinctCheckable(values, touched);
        if (fresh.isEmpty()) {
            return null;
        }
        for (int t : fresh) {
            Violation v = checkAll(unary, values, new int[] {t});
            if (v != null) {
                return v;
            }
        }
        List<int[]> pairs = new ArrayList<>();
        for (int t : fresh) {
            for (int w : all) {
                if (w != t && pairs.size() < MAX_PAIRS) {
                    pairs.add(new int[] {t, w});
                }
            }
        }
        for (int[] p : pairs) {
            Violation v = checkAll(binary, values, p);
            if (v != null) {
                return v;
            }
        }
        int triples = 0;
        for (int[] p : pairs) {
            for (int u : all) {
                if (u == p[0] || u == p[1] || triples >= MAX_TRIPLES) {
                    continue;
                }
                triples++;
                for (int[] order : new int[][] {{p[0], p[1], u}, {p[1], p[0], u}, {p[0], u, p[1]}}) {
                    Violation v = checkAll(ternary, values, order);
                    if (v != null) {
                        return v;
                    }
                }
            }
        }
        return null;
    }

    /**
     * Checks binary and ternary contracts among the given values only (in every order), for peers
     * built separately and combined into one sequence; their unary contracts were checked before.
     */
    public Violation checkAmong(Object[] values, int[] peers) {
        List<Integer> distinct = distinctCheckable(values, peers);
        for (int a : distinct) {
            for (int b : distinct) {
                if (a != b) {
                    Violation v = checkAll(binary, values, new int[] {a, b});
                    if (v != null) {
                        return v;
                    }
                }
            }
        }
        if (distinct.size() == 3 && !ternary.isEmpty()) {
            int x = distinct.get(0);
            int y = distinct.get(1);
            int z = distinct.get(2);
            for (int[] order : new int[][] {{x, y, z}, {x, z, y}, {y, x, z}, {y, z, x}, {z, x, y}, {z, y, x}}) {
                Violation v = checkAll(ternary, values, order);
                if (v != null) {
                    return v;
                }
            }
        }
        return null;
    }

    /**
     * Checks one contract, by name, on exactly the given operands (in order); for confirming that
     * a changed sequence still violates what the original did.
     *
     * @param contract the contract's name, or its name when throwing
     * @return the violation, or null if the contract holds, does not apply or is unknown
     */
    public Violation checkOn(Object[] values, int[] operands, String contract) {
        List<Contract> byArity = switch (operands.length) {
            case 1 -> unary;
            case 2 -> binary;
            case 3 -> ternary;
            default -> List.of();
        };
        for (int i : operands) {
            if (i < 0 || i >= values.length || !isCheckable(values[i])) {
                return null;
            }
        }
        for (Contract c : byArity) {
            if (c.name().equals(contract) || c.nameWhenThrowing().equals(contract)) {
                Violation v = checkAll(List.of(c), values, operands);
                if (v != null && v.contract().equals(contract)) {
                    return v;
                }
            }
        }
        return null;
    }

    private static Violation checkAll(List<Contract> contracts, Object[] values, int[] idx) {
        Object[] args = new Object[idx.length];
        for (int i = 0; i < idx.length; i++) {
            args[i] = values[idx[i]];
        }
        for (Contract c : contracts) {
            if (!c.appliesTo(args)) {
                continue;
            }
            try {
                if (!c.holds(args) && !orderedInconsistently(c, args, values) && !polluted(args, values)) {
                    if (SYMMETRIC.equals(c.name()) && claimsEquality(args[1], args[0])
                            || HASH.equals(c.name()) && CollectionHashes.breaks(args[1]) && !CollectionHashes.breaks(args[0])) {
                        return new Violation(c.name(), c.condition(), new int[] {idx[1], idx[0]}, false,
                                args[1].getClass());
                    }
                    return new Violation(c.name(), c.condition(), idx.clone(), false, args[0].getClass());
                }
            } catch (StackOverflowError | OutOfMemoryError | java.util.ConcurrentModificationException e) {
                // self-containing structures, resource exhaustion and stale views are not contract failures
                continue;
            } catch (ClassCastException e) {
                if (idx.length == 1 || illTyped(e) || GeneratedCodeFaults.isGenerated(e) || polluted(args, values)) {
                    continue; // a value holding incomparable elements (a TreeSet of Float and Character)
                }
                return threw(c, args, idx);
            } catch (Throwable t) {
                if (GeneratedCodeFaults.isGenerated(t) || GeneratedCodeFaults.explainedByReturn(t)
                        || orderedInconsistently(c, args, values) || polluted(args, values)
                        || FunctionDomain.thrownInsideHeldFunction(t, args, values) || ConsumingRead.refusedChange(t)) {
                    // a generated callback the value runs threw, or returned a null it may not: the
                    // generator's fault; or a function it was given refused an element it was applied
                    // to; or reading it changed a source that refuses changes
                    continue;
                }
                return threw(c, args, idx);
            }
        }
        return null;
    }

    /** The violation of a contract whose condition threw, naming first the value whose equals threw. */
    private static Violation threw(Contract c, Object[] args, int[] idx) {
        if (SYMMETRIC.equals(c.name()) && !equalsThrows(args[0], args[1])) {
            // the second value's equals threw: the failure is its class's
            return new Violation(c.nameWhenThrowing(), c.condition(), new int[] {idx[1], idx[0]}, true,
                    args[1].getClass());
        }
        return new Violation(c.nameWhenThrowing(), c.condition(), idx.clone(), true, args[0].getClass());
    }

    private static boolean equalsThrows(Object a, Object b) {
        try {
            a.equals(b);
            return false;
        } catch (Throwable t) { // NOPMD: whatever it throws, the contract fails on a's equals
            return true;
        }
    }

    /**
     * Whether a failed contract's operands, or any other value of the sequence (a view's backing
     * map: the entry set of a sorted map holding a key that is not comparable), hold what their
     * classes rule out ({@link Pollution}): only raw types let it in.
     */
    private static boolean polluted(Object[] args, Object[] values) {
        return Pollution.anyPolluted(args) || Pollution.anyPolluted(values);
    }

    /** The contracts of two values' equals, which a sorted collection inconsistent with equals does not obey. */
    private static final Set<String> EQUALS_CONTRACTS = Set.of("equals-symmetric", "equals-hashcode",
            "equals-transitive");

    /**
     * Whether a failed equals contract of two values does not apply: one is a sorted set or map
     * ordered inconsistently with equals, or a map whose equality the JDK leaves undefined
     * ({@link UndefinedEquality}) (asked only once the contract failed: it costs a few
     * hundred comparisons).
     */
    private static boolean orderedInconsistently(Contract c, Object[] args, Object[] values) {
        return args.length > 1 && EQUALS_CONTRACTS.contains(c.name())
                && (EqualsConsistency.inconsistent(args[0], args[1]) || generatedOperand(args)
                || EqualsConsistency.comparedInconsistently(values) || UndefinedEquality.any(args));
    }

    /**
     * Whether an operand of a failed equals contract is a generated implementation's object, whose
     * identity equals breaks the contract of an interface that defines equality: the generator's
     * doing ({@link dev.ferret.core.model.CallbackOperation#madeObject}).
     */
    private static boolean generatedOperand(Object[] args) {
        for (Object a : args) {
            if (dev.ferret.core.model.CallbackOperation.madeObject(a)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a class cast failed in the JDK's own code (an {@code Integer} compared with a
     * {@code Double} by a bridge {@code compareTo}, a value that is not {@code Comparable} where
     * a range expects one): values that do not fit the type arguments of
     * what holds them, which only raw types let in, not a failure of the class checked.
     */
    private static boolean illTyped(ClassCastException e) {
        StackTraceElement[] trace = e.getStackTrace();
        return trace.length > 0 && (trace[0].getClassName().startsWith("java.")
                || trace[0].getMethodName().equals("compareTo") || trace[0].getMethodName().equals("compare"))
                || String.valueOf(e.getMessage()).contains("cannot be cast to class java.lang.Comparable");
    }

    /** A contract of two values whose operands can be swapped: the one whose hashCode breaks its interface's formula is named first. */
    private static final String HASH = "equals-hashcode";

    /** The one built-in contract whose operands can be swapped: the violation names them in a fixed order. */
    private static final String SYMMETRIC = "equals-symmetric";

    /**
     * Whether {@code a} says it equals {@code b}: of two values whose equals disagree, the one that
     * claims equality is named first (a decorator that claims to equal what the other denies),
     * so one broken symmetry is one failure whichever way round the values were checked.
     */
    private static boolean claimsEquality(Object a, Object b) {
        try {
            return a.equals(b);
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** Indices of distinct (by identity) checkable values, restricted to {@code only} if given. */
    private static List<Integer> distinctCheckable(Object[] values, int[] only) {
        Map<Object, Integer> firstIndex = new IdentityHashMap<>();
        for (int i = 0; i < values.length; i++) {
            if (values[i] != null && !firstIndex.containsKey(values[i]) && isCheckable(values[i])) {
                firstIndex.put(values[i], i);
            }
        }
        List<Integer> out = new ArrayList<>();
        if (only == null) {
            for (int i = 0; i < values.length; i++) {
                Integer first = values[i] == null ? null : firstIndex.get(values[i]);
                if (first != null && first == i) {
                    out.add(i);
                }
            }
            return out;
        }
        Set<Object> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        for (int i : only) {
            Object v = values[i];
            Integer first = v == null ? null : firstIndex.get(v);
            if (first != null && seen.add(v)) {
                out.add(first);
            }
        }
        return out;
    }

    private static boolean isCheckable(Object v) {
        if (v == null) {
            return false;
        }
        Class<?> c = v.getClass();
        return !(c.isArray() || c.isEnum() || c == String.class || c == Class.class
                || Types.unbox(c) != null || Values.isLarge(v));
    }
}
