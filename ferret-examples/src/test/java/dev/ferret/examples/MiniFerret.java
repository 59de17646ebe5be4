package dev.ferret.examples;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;

/**
 * A tiny test-only imitation of Ferret's random exploration and contract oracles, used to check that
 * every planted bug is reachable with seed values and that each example class violates only the
 * rules it is supposed to.
 */
public final class MiniFerret {
    public static final Set<String> RULES = Set.of(
            "equals-reflexive", "equals-null", "equals-symmetric", "equals-transitive", "equals-hashcode",
            "equals-returns-normally", "hashcode-returns-normally", "tostring-returns-normally",
            "compareto-reflexive", "compareto-antisymmetric", "compareto-transitive", "compareto-equals",
            "compareto-returns-normally", "size-toarray", "npe-without-null-input", "assertion-error");

    private static final Object UNSUPPORTED = new Object();
    private static final int MAX_POOL = 40;

    private final Class<?> cut;
    private final Random random;
    private final List<Object> pool = new ArrayList<>();
    /** rule id -> first witness description. */
    private final Map<String, String> violations = new TreeMap<>();

    private MiniFerret(Class<?> cut, long seed) {
        this.cut = cut;
        this.random = new Random(seed);
    }

    /** Explores {@code cut} for {@code steps} calls and returns the violated rules with a witness each. */
    public static Map<String, String> explore(Class<?> cut, long seed, int steps) throws Exception {
        MiniFerret f = new MiniFerret(cut, seed);
        f.generate(steps);
        f.checkContracts();
        return f.violations;
    }

    private void generate(int steps) throws IllegalAccessException {
        for (Field field : cut.getFields()) {
            int m = field.getModifiers();
            if (Modifier.isStatic(m) && Modifier.isFinal(m) && field.getType() == cut) {
                pool.add(field.get(null));
            }
        }
        List<Executable> ops = new ArrayList<>(List.of(cut.getConstructors()));
        for (Method m : cut.getMethods()) {
            if (m.getDeclaringClass() != Object.class && !m.isSynthetic() && !m.isBridge()) {
                ops.add(m);
            }
        }
        for (int i = 0; i < steps && !ops.isEmpty(); i++) {
            step(ops.get(random.nextInt(ops.size())));
        }
    }

    private void step(Executable op) {
        boolean isStaticOrCtor = op instanceof Constructor || Modifier.isStatic(op.getModifiers());
        Object receiver = null;
        if (!isStaticOrCtor) {
            if (pool.isEmpty()) {
                return;
            }
            receiver = pool.get(random.nextInt(pool.size()));
        }
        Class<?>[] types = op.getParameterTypes();
        Object[] args = new Object[types.length];
        boolean anyNull = false;
        for (int i = 0; i < types.length; i++) {
            args[i] = argument(types[i]);
            if (args[i] == UNSUPPORTED) {
                return;
            }
            anyNull |= args[i] == null;
        }
        try {
            Object result = op instanceof Constructor<?> c ? c.newInstance(args) : ((Method) op).invoke(receiver, args);
            if (receiver != null) {
                checkUnary(receiver);
            }
            if (cut.isInstance(result)) {
                checkUnary(result);
                if (pool.size() < MAX_POOL) {
                    pool.add(result);
                } else {
                    pool.set(random.nextInt(MAX_POOL), result);
                }
            }
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            StringBuilder witness = new StringBuilder(op.getName()).append(" on ").append(safe(receiver));
            for (Object arg : args) {
                witness.append(", ").append(safe(arg));
            }
            witness.append(": ").append(t);
            if (t instanceof NullPointerException && !anyNull) {
                violations.putIfAbsent("npe-without-null-input", witness.toString());
            } else if (t instanceof AssertionError) {
                violations.putIfAbsent("assertion-error", witness.toString());
            }
        } catch (ReflectiveOperationException | IllegalArgumentException e) {
            throw new IllegalStateException("cannot invoke " + op, e);
        }
    }

    private Object argument(Class<?> t) {
        if (t == int.class) {
            return pick(-1, 0, 1, 10, 100);
        } else if (t == long.class) {
            return pick(-1L, 0L, 1L, 10L, 100L);
        } else if (t == double.class) {
            return pick(-1.0, 0.0, 1.0, 10.0, 100.0);
        } else if (t == boolean.class) {
            return random.nextBoolean();
        } else if (t == char.class) {
            return pick('#', ' ', '4', 'a');
        }
        if (random.nextDouble() < 0.05) {
            return null;
        }
        if (t == String.class) {
            return pick("", "hi!");
        } else if (t == Integer.class) {
            return pick(-1, 0, 1, 10, 100);
        } else if (t.isAssignableFrom(cut) && !pool.isEmpty() && (t != Object.class || random.nextBoolean())) {
            return pool.get(random.nextInt(pool.size()));
        } else if (t == Object.class) {
            return pick("hi!", 1);
        }
        return UNSUPPORTED;
    }

    @SafeVarargs
    private <T> T pick(T... choices) {
        return choices[random.nextInt(choices.length)];
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private void checkContracts() {
        int n = pool.size();
        Boolean[][] eq = new Boolean[n][n];
        Integer[][] cmp = new Integer[n][n];
        boolean comparable = Comparable.class.isAssignableFrom(cut);
        for (int i = 0; i < n; i++) {
            Object x = pool.get(i);
            checkUnary(x);
            for (int j = 0; j < n; j++) {
                Object y = pool.get(j);
                eq[i][j] = check("equals-returns-normally", describe(i) + " / " + describe(j), () -> x.equals(y));
                if (comparable) {
                    cmp[i][j] = check("compareto-returns-normally", describe(i) + " / " + describe(j), () -> ((Comparable) x).compareTo(y));
                }
            }
        }
        for (int i = 0; i < n; i++) {
            String xs = describe(i);
            if (Boolean.FALSE.equals(eq[i][i])) {
                violations.putIfAbsent("equals-reflexive", xs);
            }
            if (cmp[i][i] != null && cmp[i][i] != 0) {
                violations.putIfAbsent("compareto-reflexive", xs);
            }
            for (int j = 0; j < n; j++) {
                if (i == j) {
                    continue; // identical pairs are covered by the reflexive rules
                }
                String pair = xs + " / " + describe(j);
                if (eq[i][j] != null && eq[j][i] != null && !eq[i][j].equals(eq[j][i])) {
                    violations.putIfAbsent("equals-symmetric", pair);
                }
                if (Boolean.TRUE.equals(eq[i][j])) {
                    Integer h1 = hash(i);
                    Integer h2 = hash(j);
                    if (h1 != null && h2 != null && !h1.equals(h2)) {
                        violations.putIfAbsent("equals-hashcode", pair);
                    }
                }
                if (cmp[i][j] != null && cmp[j][i] != null) {
                    if (Integer.signum(cmp[i][j]) != -Integer.signum(cmp[j][i])) {
                        violations.putIfAbsent("compareto-antisymmetric", pair);
                    }
                    if (eq[i][j] != null && (cmp[i][j] == 0) != eq[i][j]) {
                        violations.putIfAbsent("compareto-equals", pair);
                    }
                }
                for (int k = 0; k < n; k++) {
                    if (isTrue(eq[i][j]) && isTrue(eq[j][k]) && Boolean.FALSE.equals(eq[i][k])) {
                        violations.putIfAbsent("equals-transitive", pair + " / " + describe(k));
                    }
                    if (positive(cmp[i][j]) && positive(cmp[j][k]) && cmp[i][k] != null && cmp[i][k] <= 0) {
                        violations.putIfAbsent("compareto-transitive", pair + " / " + describe(k));
                    }
                }
            }
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private void checkUnary(Object x) {
        String d = safe(x);
        check("tostring-returns-normally", d, x::toString);
        check("hashcode-returns-normally", d, x::hashCode);
        for (Object other : new Object[] {x, null, "hi!", 1}) {
            Boolean r = check("equals-returns-normally", d + " vs " + safe(other), () -> x.equals(other));
            if (other == null && Boolean.TRUE.equals(r)) {
                violations.putIfAbsent("equals-null", d);
            } else if (other == x && Boolean.FALSE.equals(r)) {
                violations.putIfAbsent("equals-reflexive", d);
            }
        }
        if (x instanceof Comparable c) {
            Integer r = check("compareto-returns-normally", d, () -> c.compareTo(c));
            if (r != null && r != 0) {
                violations.putIfAbsent("compareto-reflexive", d);
            }
        }
        if (x instanceof Collection<?> c) {
            try {
                if (c.size() != c.toArray().length) {
                    violations.putIfAbsent("size-toarray", c.size() + " vs " + c.toArray().length);
                }
            } catch (RuntimeException ignored) {
                // not this rule
            }
        }
    }

    private String describe(int i) {
        return safe(pool.get(i));
    }

    private static String safe(Object o) {
        try {
            return String.valueOf(o);
        } catch (RuntimeException e) {
            return o.getClass().getSimpleName() + "<toString threw>";
        }
    }

    private Integer hash(int i) {
        try {
            return pool.get(i).hashCode();
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static boolean isTrue(Boolean b) {
        return Boolean.TRUE.equals(b);
    }

    private static boolean positive(Integer c) {
        return c != null && c > 0;
    }

    private <T> T check(String rule, String where, java.util.function.Supplier<T> call) {
        try {
            return call.get();
        } catch (RuntimeException | Error e) {
            violations.putIfAbsent(rule, where + ": " + e);
            return null;
        }
    }
}
