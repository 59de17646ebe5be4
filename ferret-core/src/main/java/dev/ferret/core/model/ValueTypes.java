package dev.ferret.core.model;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The declared types of a flat sequence's values with their type arguments, as a test declares
 * them: {@code new TreeSet<>()} built with the type arguments its {@link ConstructorOperation}
 * was given is a {@code TreeSet<String>}, {@code map.keySet()} of a {@code Map<String, Integer>}
 * a {@code Set<String>}, and a static generic method's variables are inferred from its
 * arguments. A statement is <em>well typed</em> when every input fits its parameter type
 * instantiated with these arguments. A sequence with a statement that is not (a typed value
 * meeting a raw type, or an argument that does not fit: a {@code Float} added to a
 * {@code TreeSet<String>}) is {@linkplain #consistent() inconsistent}: the values connected to
 * that statement through inputs then keep their erased types, since a raw call may put into a
 * typed value elements a later declaration would reject (heap pollution).
 */
public final class ValueTypes {

    private final Statement[] flat;
    private final Type[] declared;
    private final Type[][] parameters;
    /** Results whose type arguments only their first use as an argument can give ({@link TargetTypes}). */
    private final TargetTypes.Open[] open;
    private boolean consistent = true;

    private ValueTypes(Statement[] flat, int length) {
        this.flat = flat;
        this.declared = new Type[length];
        this.parameters = new Type[length][];
        this.open = new TargetTypes.Open[length];
        boolean[] ill = new boolean[length];
        for (int i = 0; i < length; i++) {
            consistent = true;
            declared[i] = type(i);
            ill[i] = !consistent;
            for (int k : flat[i].inputs()) {
                if (k >= 0 && k < length) {
                    open[k] = null; // the first use decides
                }
            }
        }
        consistent = true;
        for (boolean b : ill) {
            consistent &= !b;
        }
        if (!consistent) {
            erase(ill, length);
        }
    }

    /**
     * Gives every value connected to an ill-typed statement through inputs (directly or through
     * others) its erased type: a raw call may have put anything into them. Values of other
     * statements never met those, so their types stand.
     */
    private void erase(boolean[] ill, int length) {
        int[] parent = new int[length];
        for (int i = 0; i < length; i++) {
            parent[i] = i;
        }
        for (int i = 0; i < length; i++) {
            for (int k : flat[i].inputs()) {
                if (k >= 0 && k < length) {
                    parent[root(parent, k)] = root(parent, i);
                }
            }
        }
        boolean[] tainted = new boolean[length];
        for (int i = 0; i < length; i++) {
            tainted[root(parent, i)] |= ill[i];
        }
        for (int i = 0; i < length; i++) {
            if (tainted[root(parent, i)]) {
                declared[i] = flat[i].operation().outputType();
                parameters[i] = null;
            }
        }
    }

    private static int root(int[] parent, int i) {
        int r = i;
        while (parent[r] != r) {
            r = parent[r];
        }
        parent[i] = r;
        return r;
    }

    /** The types of the first {@code length} statements of {@code flat}. */
    public static ValueTypes of(Statement[] flat, int length) {
        return new ValueTypes(flat, length);
    }

    /**
     * Whether every statement is well typed (else the values connected to one that is not have
     * their erased types).
     */
    public boolean consistent() {
        return consistent;
    }

    /** The declared type of statement {@code i}'s value: a class, or a class with type arguments. */
    public Type declared(int i) {
        return declared[i];
    }

    /**
     * The type input {@code j} of statement {@code i} is passed as, with the receiver's and the
     * inferred type arguments ({@code String} for {@code add(E)} on a {@code TreeSet<String>}),
     * or null when the call is raw or the type is not known.
     */
    public Type parameter(int i, int j) {
        Type[] p = parameters[i];
        return p == null ? null : p[j];
    }

    /** Whether the value of statement {@code i} has type arguments. */
    public boolean typed(int i) {
        return declared[i] instanceof ParameterizedType;
    }

    /**
     * The class a value passed as input {@code slot} of {@code op} must have when the receiver is
     * declared {@code receiver} ({@code String} for {@code add(E)} on a {@code TreeSet<String>}),
     * or null when it is no narrower than the erased parameter type.
     */
    public static Class<?> parameterClass(Operation op, Type receiver, int slot) {
        if (!(op instanceof MethodOperation m) || m.isStatic() || slot < 1 || receiver == null) {
            return null;
        }
        Type[] params = m.method().getGenericParameterTypes();
        if (params.length != m.method().getParameterCount() || params[slot - 1] instanceof Class<?>) {
            return null;
        }
        Type p = TypeAlgebra.substitute(params[slot - 1], TypeAlgebra.bindingsOf(receiver));
        Class<?> erased = op.inputTypes().get(slot);
        return p instanceof Class<?> c && c != erased && erased.isAssignableFrom(c) ? c : null;
    }

    /** Whether some parameter type of instance method {@code op} mentions a type variable of its class. */
    public static boolean dependsOnReceiver(Operation op) {
        if (!(op instanceof MethodOperation m) || m.isStatic()
                || m.method().getDeclaringClass().getTypeParameters().length == 0) {
            return false;
        }
        for (Type p : m.method().getGenericParameterTypes()) {
            if (!(p instanceof Class<?>)) {
                return true;
            }
        }
        return false;
    }

    /** The test-model name of a type: {@code java.util.Map$Entry<java.lang.String,?>}. */
    public static String name(Type t) {
        if (t instanceof ParameterizedType p) {
            StringBuilder sb = new StringBuilder(Types.name(TypeAlgebra.erasure(p))).append('<');
            Type[] args = p.getActualTypeArguments();
            for (int i = 0; i < args.length; i++) {
                sb.append(i > 0 ? "," : "").append(name(args[i]));
            }
            return sb.append('>').toString();
        }
        if (t instanceof WildcardType w) {
            if (w.getLowerBounds().length > 0) {
                return "? super " + name(w.getLowerBounds()[0]);
            }
            return w.getUpperBounds()[0] == Object.class ? "?" : "? extends " + name(w.getUpperBounds()[0]);
        }
        return Types.name(TypeAlgebra.erasure(t));
    }

    /** Whether {@code c} has type parameters, so naming it without arguments is a raw type. */
    public static boolean isGeneric(Class<?> c) {
        return TypeAlgebra.isGeneric(c);
    }

    private Type type(int i) {
        Operation op = flat[i].operation();
        int[] in = flat[i].inputs();
        if (op instanceof ConstructorOperation c) {
            return construct(i, c, in);
        }
        if (op instanceof MethodOperation m) {
            return call(i, m, in);
        }
        for (int k : in) {
            if (typed(k)) {
                consistent = false; // a typed value captured by generated code: its bodies are not checked
            }
        }
        return op.outputType();
    }

    private Type construct(int i, ConstructorOperation c, int[] in) {
        Class<?> k = c.constructor().getDeclaringClass();
        Type[] params = c.constructor().getGenericParameterTypes();
        boolean inner = k.getEnclosingClass() != null && !Modifier.isStatic(k.getModifiers());
        if (params.length != in.length || inner) {
            return raw(i, c, in);
        }
        Map<TypeVariable<?>, Type> b = new HashMap<>();
        List<Class<?>> chosen = c.typeArguments();
        TypeVariable<?>[] vars = k.getTypeParameters();
        for (int v = 0; chosen != null && v < vars.length; v++) {
            b.put(vars[v], chosen.get(v));
        }
        Set<TypeVariable<?>> free = new HashSet<>(List.of(vars));
        free.addAll(List.of(c.constructor().getTypeParameters()));
        if (!unifyAll(params, in, 0, free, b) || !withinBounds(free, b)) {
            return raw(i, c, in);
        }
        for (TypeVariable<?> v : vars) {
            if (!b.containsKey(v)) {
                return raw(i, c, in);
            }
        }
        Type made = vars.length == 0 ? k : new AppliedType(k, args(vars, b));
        return fits(i, params, in, 0, b, c) && accessible(made) ? made : raw(i, c, in);
    }

    private Type call(int i, MethodOperation m, int[] in) {
        Method me = m.method();
        Type[] params = me.getGenericParameterTypes();
        int off = m.isStatic() ? 0 : 1;
        if (params.length != me.getParameterCount()) {
            return raw(i, m, in);
        }
        Map<TypeVariable<?>, Type> b = new HashMap<>();
        if (off == 1) {
            Type receiver = declared[in[0]];
            if (TypeAlgebra.isGeneric(TypeAlgebra.erasure(receiver)) && !(receiver instanceof ParameterizedType)
                    || needsCast(m, receiver, m.inputTypes().get(0))) {
                return raw(i, m, in);
            }
            b.putAll(TypeAlgebra.bindingsOf(receiver));
        }
        Set<TypeVariable<?>> own = new HashSet<>(List.of(me.getTypeParameters()));
        if (!unifyAll(params, in, off, own, b) || !withinBounds(own, b) || !fits(i, params, in, off, b, m)) {
            return raw(i, m, in);
        }
        Type result = TypeAlgebra.substitute(me.getGenericReturnType(), b);
        if (TypeAlgebra.isGround(result) && TypeAlgebra.wellFormed(result) && !(result instanceof WildcardType)
                && m.outputType().isAssignableFrom(TypeAlgebra.erasure(result)) && accessible(result)) {
            return result; // a type variable's instance too: getFirst() of a List<String> is a String
        }
        if (TypeAlgebra.isGeneric(m.outputType()) && anyTyped(in)) {
            consistent = false; // a raw view of a typed value
        } else if (TypeAlgebra.erasure(me.getGenericReturnType()) == m.outputType()) {
            open[i] = TargetTypes.open(me, b, own);
        }
        return m.outputType();
    }

    /** Whether each bound variable's value is within its bounds ({@code T extends Comparable<? super T>}). */
    private static boolean withinBounds(Set<TypeVariable<?>> vars, Map<TypeVariable<?>, Type> b) {
        for (TypeVariable<?> v : vars) {
            Type value = b.get(v);
            if (value == null) {
                continue;
            }
            for (Type bound : v.getBounds()) {
                Type instantiated = TypeAlgebra.substitute(bound, b);
                if (instantiated != Object.class && !(TypeAlgebra.isGround(instantiated)
                        && TypeAlgebra.assignable(value, instantiated))) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean unifyAll(Type[] params, int[] in, int off, Set<TypeVariable<?>> vars, Map<TypeVariable<?>, Type> b) {
        for (int j = off; j < in.length; j++) {
            if (!isNull(in[j]) && open[in[j]] == null && !TypeAlgebra.unify(params[j - off], declared[in[j]], vars, b)) {
                return false;
            }
        }
        return true;
    }

    /** Whether every argument fits its instantiated parameter type; false leaves the call raw. */
    private boolean fits(int i, Type[] params, int[] in, int off, Map<TypeVariable<?>, Type> b, Operation op) {
        Type[] instantiated = new Type[in.length];
        Map<Integer, Type> targeted = new HashMap<>();
        for (int j = off; j < in.length; j++) {
            Type p = TypeAlgebra.substitute(params[j - off], b);
            boolean ground = TypeAlgebra.isGround(p) && TypeAlgebra.wellFormed(p);
            instantiated[j] = ground ? p : null;
            Type d = declared[in[j]];
            Type t = ground && open[in[j]] != null ? targetTyped(open[in[j]], p) : null;
            if (t != null) {
                if (targeted.putIfAbsent(in[j], t) != null && !targeted.get(in[j]).equals(t)) {
                    return false;
                }
                d = t;
            }
            if (isNull(in[j])) { // written cast to p: a cast javac allows
                Class<?> n = TypeAlgebra.erasure(d);
                if (ground && !TypeAlgebra.erasure(p).isAssignableFrom(n) && !n.isAssignableFrom(TypeAlgebra.erasure(p))) {
                    return false;
                }
                continue;
            }
            if (!ground && !(d instanceof ParameterizedType)) {
                continue;
            }
            boolean castable = p == op.inputTypes().get(j) && !TypeAlgebra.isGeneric((Class<?>) p);
            if (!ground || !TypeAlgebra.assignable(d, p) && !castable) {
                return false;
            }
        }
        parameters[i] = instantiated;
        targeted.forEach((k, t) -> declared[k] = t);
        return true;
    }

    /** The open result's type when passed as {@code target}, or null when the target does not determine it. */
    private static Type targetTyped(TargetTypes.Open o, Type target) {
        Map<TypeVariable<?>, Type> b = TargetTypes.bind(o, target);
        if (b == null || !withinBounds(o.own(), b)) {
            return null;
        }
        Type t = TypeAlgebra.substitute(o.result(), b);
        return TypeAlgebra.isGround(t) && TypeAlgebra.wellFormed(t) && accessible(t) && TypeAlgebra.assignable(t, target)
                ? t : null;
    }

    /** The call without type arguments: no typed value may meet a generic parameter type. */
    private Type raw(int i, Operation op, int[] in) {
        parameters[i] = null;
        for (int j = 0; j < in.length; j++) {
            if (typed(in[j]) && TypeAlgebra.isGeneric(op.inputTypes().get(j))) {
                consistent = false;
            }
        }
        return op.outputType();
    }

    private boolean anyTyped(int[] in) {
        for (int k : in) {
            if (typed(k)) {
                return true;
            }
        }
        return false;
    }

    private boolean isNull(int k) {
        return flat[k].operation() instanceof LiteralOperation l && l.value() == null;
    }

    static boolean needsCast(Operation op, Type from, Class<?> to) {
        Class<?> f = TypeAlgebra.erasure(from);
        return !Types.assignableWithoutCast(f, to) || op.overloaded() && f != to;
    }

    private static Type[] args(TypeVariable<?>[] vars, Map<TypeVariable<?>, Type> b) {
        Type[] out = new Type[vars.length];
        for (int v = 0; v < vars.length; v++) {
            out[v] = b.get(vars[v]);
        }
        return out;
    }

    private static boolean accessible(Type t) {
        if (t instanceof ParameterizedType p) {
            for (Type a : p.getActualTypeArguments()) {
                if (!accessible(a)) {
                    return false;
                }
            }
            return Types.isAccessible(TypeAlgebra.erasure(p));
        }
        if (t instanceof WildcardType w) {
            return accessible(w.getUpperBounds()[0]) && (w.getLowerBounds().length == 0 || accessible(w.getLowerBounds()[0]));
        }
        return t instanceof Class<?> c && Types.isAccessible(c);
    }
}
