package dev.ferret.core.contract;

import dev.ferret.contracts.Ensures;
import dev.ferret.contracts.Invariant;
import dev.ferret.contracts.Requires;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the contract of a method or constructor from its class file: {@link Requires},
 * {@link Ensures} and the receiver class's {@link Invariant}, and nullness annotations
 * ({@link Nullness}: a non-null parameter is a precondition, a non-null return a postcondition).
 * A method without preconditions of its own takes those of the nearest method it overrides or
 * implements; postconditions of every overridden method hold too. Contracts that cannot be
 * checked are kept as {@link BadContract}s and otherwise ignored.
 */
public final class ContractReader {

    private ContractReader() {
    }

    /**
     * The contract of a method called through {@code receiverType} (its invariants are those of
     * that class).
     */
    public static MethodContract of(Method m, Class<?> receiverType) {
        try {
            return read(m, receiverType);
        } catch (RuntimeException | LinkageError e) { // NOPMD: never let reading a contract fail a call
            return unreadable(m.getDeclaringClass().getName() + "." + m.getName(), e);
        }
    }

    /** The contract of a constructor: its own clauses, and its class's invariants on the new object. */
    public static MethodContract of(Constructor<?> c) {
        try {
            return read(c);
        } catch (RuntimeException | LinkageError e) { // NOPMD: as above
            return unreadable(c.getDeclaringClass().getName() + ".<init>", e);
        }
    }

    /**
     * Whether {@code thrown} is neither a contract failure nor an exception the member declares
     * ({@code declared}, its {@code throws} clause).
     */
    public static boolean undeclared(Throwable thrown, Class<?>[] declared) {
        if (thrown instanceof ContractFailure) {
            return false;
        }
        for (Class<?> d : declared) {
            if (d.isInstance(thrown)) {
                return false;
            }
        }
        return true;
    }

    private static MethodContract unreadable(String member, Throwable e) {
        return new MethodContract("", false, false, 0, List.of(), List.of(), List.of(), List.of(), new boolean[0],
                List.of(new BadContract(member, "(annotations)", "cannot be read: " + e)), false);
    }

    private static MethodContract read(Method m, Class<?> receiverType) {
        boolean instance = !Modifier.isStatic(m.getModifiers());
        Builder b = new Builder(m.getDeclaringClass().getSimpleName() + "." + m.getName(), m.getParameterCount());
        List<Method> family = family(m, instance ? receiverType : m.getDeclaringClass());
        Method ownPre = null;
        for (Method f : family) {
            if (f.isAnnotationPresent(Requires.class)) {
                ownPre = f;
                break;
            }
        }
        if (ownPre != null) {
            b.clauses("precondition", "@Requires", ownPre.getAnnotation(Requires.class).value(), ownPre, false);
        }
        for (Method f : family) {
            Ensures e = f.getAnnotation(Ensures.class);
            if (e != null) {
                b.clauses("postcondition", "@Ensures", e.value(), f, true);
            }
        }
        b.nullness(m, Nullness.returned(m) == Nullness.Kind.NON_NULL);
        if (instance) {
            b.invariants(receiverType);
        }
        return b.build(instance, false, ownPre != null && b.hasPreconditions());
    }

    private static MethodContract read(Constructor<?> c) {
        Builder b = new Builder(c.getDeclaringClass().getSimpleName() + ".<init>", c.getParameterCount());
        Requires r = c.getAnnotation(Requires.class);
        if (r != null) {
            b.clauses("precondition", "@Requires", r.value(), c, false);
        }
        Ensures e = c.getAnnotation(Ensures.class);
        if (e != null) {
            b.clauses("postcondition", "@Ensures", e.value(), c, true);
        }
        boolean explicit = r != null && b.hasPreconditions();
        b.nullness(c, false);
        b.invariants(c.getDeclaringClass());
        return b.build(false, true, explicit);
    }

    /** The method and those it overrides or implements, nearest first. */
    private static List<Method> family(Method m, Class<?> from) {
        List<Method> out = new ArrayList<>();
        out.add(m);
        Set<Class<?>> seen = new LinkedHashSet<>();
        ArrayDeque<Class<?>> queue = new ArrayDeque<>();
        queue.add(from);
        while (!queue.isEmpty()) {
            Class<?> c = queue.poll();
            if (!seen.add(c)) {
                continue;
            }
            try {
                Method d = c.getDeclaredMethod(m.getName(), m.getParameterTypes());
                if (!d.equals(m) && !Modifier.isPrivate(d.getModifiers()) && !Modifier.isStatic(d.getModifiers())) {
                    out.add(d);
                }
            } catch (NoSuchMethodException e) {
                // not declared here
            }
            if (c.getSuperclass() != null) {
                queue.add(c.getSuperclass());
            }
            queue.addAll(List.of(c.getInterfaces()));
        }
        return out;
    }

    /** Collects the clauses of one member. */
    private static final class Builder {
        private final String member;
        private final int parameters;
        private final List<Clause> pre = new ArrayList<>();
        private final List<Clause> post = new ArrayList<>();
        private final List<Clause> invariants = new ArrayList<>();
        private final List<Term> olds = new ArrayList<>();
        private final List<BadContract> bad = new ArrayList<>();
        private final boolean[] nullable;

        Builder(String member, int parameters) {
            this.member = member;
            this.parameters = parameters;
            this.nullable = new boolean[parameters];
        }

        void clauses(String kind, String annotation, String[] texts, Executable on, boolean post) {
            ContractParser.Scope scope = scope(on, post);
            for (String text : texts) {
                try {
                    int before = olds.size();
                    Term t = ContractParser.parse(text, scope, olds);
                    (post ? this.post : pre).add(new Clause(kind, text, t, olds.size() > before));
                } catch (BadContractException e) {
                    bad.add(new BadContract(where(on), annotation + "(\"" + text + "\")", e.getMessage()));
                }
            }
        }

        boolean hasPreconditions() {
            return !pre.isEmpty();
        }

        void nullness(Executable e, boolean nonNullReturn) {
            for (int i = 0; i < parameters; i++) {
                Nullness.Kind k = Nullness.parameter(e, i);
                nullable[i] = k == Nullness.Kind.NULLABLE;
                if (k == Nullness.Kind.NON_NULL) {
                    Term notNull = new Terms.Binary("!=", new Terms.Role(i + 1, e.getParameterTypes()[i]),
                            new Terms.Literal(null, Object.class), boolean.class);
                    pre.add(new Clause("precondition", e.getParameters()[i].getName() + " != null (non-null parameter)",
                            notNull));
                }
            }
            if (nonNullReturn && e instanceof Method m) {
                Term notNull = new Terms.Binary("!=", new Terms.Role(parameters + 1, m.getReturnType()),
                        new Terms.Literal(null, Object.class), boolean.class);
                post.add(new Clause("postcondition", "result != null (non-null return)", notNull));
            }
        }

        void invariants(Class<?> type) {
            for (Class<?> c = type; c != null; c = c.getSuperclass()) {
                Invariant inv = c.getDeclaredAnnotation(Invariant.class);
                if (inv == null) {
                    continue;
                }
                Map<String, Terms.Role> names = new HashMap<>();
                Terms.Role self = new Terms.Role(0, c);
                names.put("this", self);
                ContractParser.Scope scope = new ContractParser.Scope(names, self, false);
                for (String text : inv.value()) {
                    try {
                        invariants.add(new Clause("invariant", text, ContractParser.parse(text, scope, olds)));
                    } catch (BadContractException e) {
                        bad.add(new BadContract(c.getName(), "@Invariant(\"" + text + "\")", e.getMessage()));
                    }
                }
            }
        }

        private ContractParser.Scope scope(Executable on, boolean post) {
            Map<String, Terms.Role> names = new HashMap<>();
            boolean instance = on instanceof Constructor<?> ? post : !Modifier.isStatic(on.getModifiers());
            Terms.Role self = instance ? new Terms.Role(0, on.getDeclaringClass()) : null;
            if (self != null) {
                names.put("this", self);
            }
            Class<?>[] types = on.getParameterTypes();
            String[] declared = ParameterNames.of(on);
            for (int i = 0; i < types.length; i++) {
                Terms.Role r = new Terms.Role(i + 1, types[i]);
                names.put("arg" + i, r);
                if (declared != null) {
                    names.putIfAbsent(declared[i], r);
                }
            }
            if (post && on instanceof Method m && m.getReturnType() != void.class) {
                names.put("result", new Terms.Role(types.length + 1, m.getReturnType()));
            }
            return new ContractParser.Scope(names, self, post);
        }

        private String where(Executable on) {
            return on.getDeclaringClass().getName() + "." + (on instanceof Constructor<?> ? "<init>" : on.getName());
        }

        MethodContract build(boolean hasReceiver, boolean constructor, boolean explicitPre) {
            return new MethodContract(member, hasReceiver, constructor, parameters, pre, post, invariants, olds,
                    nullable, bad, explicitPre);
        }
    }
}
