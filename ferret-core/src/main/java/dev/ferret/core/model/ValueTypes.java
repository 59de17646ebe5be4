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
 * {@code TreeSet<String>}) is {@linkplain #consistent() inconsistent}: the sequence is typed
 * again with {@code Object} for the chosen type arguments of the values connected to it, and
 * those still connected to an ill-typed statement through inputs keep their erased types, since
 * a raw call may put into a typed value elements a later declaration would reject (heap
 * pollution). Where nothing else fits, a type argument is {@code Object}: for conflicting
 * arguments, for a constructor's variable no argument binds, for a generic method's variable
 * its first use does not determine, and for generated implementations.
 */
public final class ValueTypes {

    /** Typing passes at most: each after the first widens the chosen type arguments of more values. */
    private static final int MAX_PASSES = 3;

    private final Statement[] flat;
    private final int length;
    private final Type[] declared;
    private final Type[][] parameters;
    /** Results whose type arguments only their first use as an argument can give ({@link TargetTypes}). */
    private final TargetTypes.Open[] open;
    /**
     * Constructed values whose type arguments were drawn ({@code new LRUMap<>(1, 1.0f)}) and that
     * no statement used yet: their first use as an argument may give them others, as javac infers
     * a diamond's from its target ({@code LRUMap<MultiKey<?>, String>} for
     * {@code MultiKeyMap.multiKeyMap}).
     */
    private final TargetTypes.Open[] drawn;
    /**
     * Values whose type arguments are replaced ({@link #widen}): a constructor's chosen ones by
     * {@code Object} or, for variables with other bounds, by the class of the values put in; a
     * generic constructor's or method's inferred ones by {@code Object} (an empty array).
     */
    private final Type[][] widened;
    /** Open arguments whose type the open result of the call they feed decides ({@link OpenLinks}). */
    private final OpenLinks links;
    private boolean consistent = true;

    private ValueTypes(Statement[] flat, int length) {
        this.flat = flat;
        this.length = length;
        this.declared = new Type[length];
        this.parameters = new Type[length][];
        this.open = new TargetTypes.Open[length];
        this.widened = new Type[length][];
        this.drawn = new TargetTypes.Open[length];
        this.links = new OpenLinks(length);
        for (int pass = 1; ; pass++) {
            boolean[] ill = pass();
            if (consistent) {
                return;
            }
            boolean[] tainted = tainted(ill);
            if (pass == MAX_PASSES || !widen(tainted)) {
                erase(tainted);
                return;
            }
        }
    }

    /** Types every statement in order; returns which are ill typed ({@link #consistent} when none). */
    private boolean[] pass() {
        java.util.Arrays.fill(declared, null);
        java.util.Arrays.fill(parameters, null);
        java.util.Arrays.fill(open, null);
        java.util.Arrays.fill(drawn, null);
        links.clear();
        boolean[] ill = new boolean[length];
        for (int i = 0; i < length; i++) {
            consistent = true;
            declared[i] = type(i);
            ill[i] = !consistent;
            if (!ill[i]) {
                closeOpenInputs(i);
            }
            for (int k : flat[i].inputs()) {
                if (k >= 0 && k < length) {
                    open[k] = null; // the first use decides
                    drawn[k] = null;
                }
            }
        }
        for (int i = 0; i < length; i++) {
            if (open[i] != null) { // never used: nothing but the declaration constrains it
                Type closed = ObjectArguments.closed(open[i], true);
                open[i] = null;
                if (closed != null) {
                    declared[i] = closed;
                    resolved(i);
                }
            }
        }
        consistent = true;
        for (boolean b : ill) {
            consistent &= !b;
        }
        return ill;
    }

    /**
     * Gives the open results statement {@code i} used without determining their type arguments
     * ({@code List.of()} as a receiver, {@code Collections.emptyList()} copied by
     * {@code new ArrayList<>(...)}) {@code Object} for them ({@code List<Object>}, as javac infers
     * from a declaration of that type), when statement {@code i} stays well typed so; else they
     * stay raw.
     */
    private void closeOpenInputs(int i) {
        int[] in = flat[i].inputs();
        List<Integer> closing = new java.util.ArrayList<>();
        boolean call = flat[i].operation() instanceof MethodOperation m && !m.isStatic();
        for (int k : in) {
            if (k >= 0 && k < i && open[k] != null && !closing.contains(k)) {
                Type closed = ObjectArguments.closed(open[k], call && k == in[0] && !contains(in, 1, k));
                if (closed != null) {
                    closing.add(k);
                    declared[k] = closed;
                }
            }
        }
        if (closing.isEmpty()) {
            return;
        }
        TargetTypes.Open[] saved = new TargetTypes.Open[closing.size()];
        for (int n = 0; n < saved.length; n++) {
            saved[n] = open[closing.get(n)];
            open[closing.get(n)] = null;
        }
        Type[] before = parameters[i];
        TargetTypes.Open openBefore = open[i];
        Type retyped = type(i);
        if (consistent) {
            declared[i] = retyped;
            closing.forEach(this::resolved);
            return;
        }
        consistent = true; // untyped again: as first typed
        for (int n = 0; n < saved.length; n++) {
            int k = closing.get(n);
            open[k] = saved[n];
            declared[k] = flat[k].operation().outputType();
        }
        parameters[i] = before;
        open[i] = openBefore;
    }

    /**
     * The statements connected to an ill-typed one through inputs (directly or through others):
     * a raw call may have put anything into them. An immutable value (a primitive, its box, a
     * string) carries nothing between the statements that share it, so it connects none.
     */
    private boolean[] tainted(boolean[] ill) {
        int[] parent = new int[length];
        for (int i = 0; i < length; i++) {
            parent[i] = i;
        }
        for (int i = 0; i < length; i++) {
            for (int k : flat[i].inputs()) {
                if (k >= 0 && k < length && !immutableScalar(declared[k])) {
                    parent[root(parent, k)] = root(parent, i);
                }
            }
        }
        boolean[] group = new boolean[length];
        for (int i = 0; i < length; i++) {
            group[root(parent, i)] |= ill[i];
        }
        boolean[] tainted = new boolean[length];
        for (int i = 0; i < length; i++) {
            tainted[i] = group[root(parent, i)];
        }
        return tainted;
    }

    private static final Set<Class<?>> SCALARS = Set.of(String.class, Boolean.class, Character.class, Byte.class,
            Short.class, Integer.class, Long.class, Float.class, Double.class);

    static boolean immutableScalar(Type t) {
        return t instanceof Class<?> c && (c.isPrimitive() || SCALARS.contains(c));
    }

    /**
     * Replaces the chosen type arguments of the tainted values' constructors by {@code Object}
     * where the class's bounds admit it ({@code TreeList<Object>}, to which a raw list can be
     * added): nothing but the draw chose {@code String} or {@code Integer}. Where a variable has
     * another bound ({@code TreeBidiMap<K extends Comparable<K>, ...>}), by the one class of the
     * values its calls put in ({@link ChosenArguments#putIn}). The variables a generic
     * constructor or method inferred from its arguments become {@code Object} too when they are
     * bound only by {@code Object} ({@code List<Object> list = List.of((Object) arrayDeque0)}: a
     * value nothing can pollute, which generated code may write into). False when there is none
     * left to widen.
     */
    private boolean widen(boolean[] tainted) {
        boolean any = false;
        for (int i = 0; i < length; i++) {
            if (!tainted[i]) {
                continue;
            }
            Operation op = flat[i].operation();
            if (op instanceof ConstructorOperation c && c.typeArguments() != null) {
                Type[] now = widened[i] != null ? widened[i] : c.typeArguments().toArray(Type[]::new);
                Type[] next = ChosenArguments.objectAdmitted(c)
                        ? ChosenArguments.objects(now.length)
                        : ChosenArguments.putIn(c, now, i, flat, length, declared);
                if (!java.util.Arrays.equals(now, next)) {
                    widened[i] = next;
                    any = true;
                }
            } else if (widened[i] == null && typed(i) && ChosenArguments.inferredAdmitsObject(op)) {
                widened[i] = ChosenArguments.objects(0); // List.of(arrayDeque) as a List<Object>
                any = true;
            }
        }
        return any;
    }

    /** Whether {@code in} holds {@code k} from index {@code from} on. */
    private static boolean contains(int[] in, int from, int k) {
        for (int j = from; j < in.length; j++) {
            if (in[j] == k) {
                return true;
            }
        }
        return false;
    }

    /** Gives the tainted values their erased types; the others never met an ill-typed statement. */
    private void erase(boolean[] tainted) {
        for (int i = 0; i < length; i++) {
            if (tainted[i]) {
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
        if (op instanceof ClassLiteralOperation c) {
            return classLiteral(c.value());
        }
        List<CallbackOperation.Body> bodies = op instanceof CallbackOperation g ? g.bodies()
                : op instanceof SubclassOperation g ? g.bodies() : null;
        for (int j = 0; j < in.length; j++) {
            int k = in[j];
            if (typed(k) && !TypeAlgebra.pollutionProof(declared[k]) && !(op instanceof ReplayOperation)
                    && !(op instanceof CallbackOperation && ObjectArguments.onlyRead(bodies, in.length, j, declared[k]))) {
                consistent = false; // a typed value captured by generated code that may write into it
            }
        }
        return bodies != null ? ObjectArguments.generated(op.outputType(), bodies) : op.outputType();
    }

    /**
     * The type of a class literal: {@code Class<String>}, {@code Class<Integer>} for {@code int.class},
     * {@code Class<int[]>}; {@code Class<?>} for a generic type, whose literal names its raw type.
     */
    static Type classLiteral(Class<?> value) {
        Class<?> component = value;
        while (component.isArray()) {
            component = component.getComponentType();
        }
        Type argument = TypeAlgebra.isGeneric(component) ? new AppliedWildcard(Object.class, null) : Types.box(value);
        return new AppliedType(Class.class, new Type[] {argument});
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
            b.put(vars[v], widened[i] != null ? widened[i][v] : chosen.get(v));
        }
        for (int v = 0; chosen == null && widened[i] != null && v < vars.length; v++) {
            b.put(vars[v], Object.class); // inferred, widened: what the arguments bind gives way to Object
        }
        Set<TypeVariable<?>> free = new HashSet<>(List.of(vars));
        free.addAll(List.of(c.constructor().getTypeParameters()));
        if (!unifyAll(params, in, 0, free, b) || !TypeAlgebra.withinBounds(free, b)) {
            return raw(i, c, in);
        }
        for (TypeVariable<?> v : vars) {
            if (!b.containsKey(v)) { // new TreeMap<>(comparator): nothing but the declaration decides V
                if (!TypeAlgebra.objectBounded(v)) {
                    return raw(i, c, in);
                }
                b.put(v, Object.class);
            }
        }
        Type made = vars.length == 0 ? k : new AppliedType(k, args(vars, b));
        if (!fits(i, params, in, 0, b, c) || !TypeAlgebra.accessible(made)) {
            return raw(i, c, in);
        }
        if (chosen != null) { // widened too: its first use as an argument still decides
            drawn[i] = new TargetTypes.Open(new AppliedType(k, vars), Set.of(vars), Map.of());
        }
        return made;
    }

    private Type call(int i, MethodOperation m, int[] in) {
        Method me = m.method();
        Type[] params = me.getGenericParameterTypes();
        int off = m.isStatic() ? 0 : 1;
        links.forget(i);
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
        for (TypeVariable<?> v : widened[i] != null ? own : Set.<TypeVariable<?>>of()) {
            b.put(v, Object.class); // inferred, widened: what the arguments bind gives way to Object
        }
        if (!unifyAll(params, in, off, own, b) || !TypeAlgebra.withinBounds(own, b) || !fits(i, params, in, off, b, m)) {
            return raw(i, m, in);
        }
        Type result = TypeAlgebra.substitute(me.getGenericReturnType(), b);
        if (TypeAlgebra.isGround(result) && TypeAlgebra.wellFormed(result) && !(result instanceof WildcardType)
                && m.outputType().isAssignableFrom(TypeAlgebra.erasure(result)) && TypeAlgebra.accessible(result)) {
            return result; // a type variable's instance too: getFirst() of a List<String> is a String
        }
        if (TypeAlgebra.isGeneric(m.outputType()) && anyTypedAtGeneric(in, params, off)) {
            consistent = false; // a raw view of a typed value
        } else if (TypeAlgebra.erasure(me.getGenericReturnType()) == m.outputType()) {
            open[i] = TargetTypes.open(me, b, own);
            for (int j = off; open[i] != null && j < in.length; j++) {
                if (!isNull(in[j]) && open[in[j]] != null
                        && !TypeAlgebra.isGround(TypeAlgebra.substitute(params[j - off], b))) {
                    links.link(i, open[i], in[j], params[j - off], open[in[j]]); // nullsFirst(reverseOrder())
                }
            }
        }
        return m.outputType();
    }

    /** Value {@code k}, an open result, is now declared: the open arguments its call was given follow it. */
    private void resolved(int k) {
        links.resolved(k, declared[k], ValueTypes::targetTyped, (t, v) -> declared[v] = t);
    }

    private boolean unifyAll(Type[] params, int[] in, int off, Set<TypeVariable<?>> vars, Map<TypeVariable<?>, Type> b) {
        for (int j = off; j < in.length; j++) {
            if (!isNull(in[j]) && open[in[j]] == null
                    && !TypeAlgebra.unify(params[j - off], declared[in[j]], vars, b, true)) {
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
            if (drawn[in[j]] != null && (!ground || !TypeAlgebra.assignable(d, p))) {
                Map<TypeVariable<?>, Type> fill = TypeAlgebra.objectFill(p);
                Type filled = fill == null ? null : TypeAlgebra.substitute(p, fill);
                t = filled != null && TypeAlgebra.isGround(filled) && TypeAlgebra.wellFormed(filled)
                        ? targetTyped(drawn[in[j]], filled) : null;
                if (t != null) {
                    b.putAll(fill);
                    p = filled;
                    ground = true;
                    instantiated[j] = p;
                }
            }
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
        targeted.forEach((k, t) -> {
            declared[k] = t;
            open[k] = null;
            drawn[k] = null;
            resolved(k);
        });
        return true;
    }

    /** The open result's type when passed as {@code target}, or null when the target does not determine it. */
    private static Type targetTyped(TargetTypes.Open o, Type target) {
        Map<TypeVariable<?>, Type> b = TargetTypes.bind(o, target);
        if (b == null || !TypeAlgebra.withinBounds(o.own(), b)) {
            return null;
        }
        for (TypeVariable<?> v : o.own()) { // Map<? extends String, ? extends Object> leaves V free: Object
            if (!b.containsKey(v) && TypeAlgebra.objectBounded(v)) {
                b.put(v, Object.class);
            }
        }
        Type t = TypeAlgebra.substitute(o.result(), b);
        return TypeAlgebra.isGround(t) && TypeAlgebra.wellFormed(t) && TypeAlgebra.accessible(t) && TypeAlgebra.assignable(t, target)
                ? t : null;
    }

    /**
     * The call without type arguments: no typed value may meet a generic parameter type, but for
     * one nothing can pollute ({@code List<Object>}, {@link TypeAlgebra#pollutionProof}) where
     * javac accepts it ({@link #acceptsRaw}).
     */
    private Type raw(int i, Operation op, int[] in) {
        parameters[i] = null;
        for (int j = 0; j < in.length; j++) {
            if (typed(in[j]) && TypeAlgebra.isGeneric(op.inputTypes().get(j))
                    && !(TypeAlgebra.pollutionProof(declared[in[j]]) && acceptsRaw(op, in, j))) {
                consistent = false;
            }
        }
        return op.outputType();
    }

    /**
     * Whether javac accepts the typed value at input {@code j} of a raw call: it is the receiver,
     * the receiver is raw (its members' types are erased), or the parameter type, with the
     * receiver's type arguments and {@code Object} for every other variable (each bound only by
     * {@code Object}), takes it.
     */
    private boolean acceptsRaw(Operation op, int[] in, int j) {
        Type[] params;
        int off = 0;
        Map<TypeVariable<?>, Type> b = new HashMap<>();
        Set<TypeVariable<?>> vars = new HashSet<>();
        if (op instanceof MethodOperation m) {
            params = m.method().getGenericParameterTypes();
            vars.addAll(List.of(m.method().getTypeParameters()));
            if (!m.isStatic()) {
                off = 1;
                Type receiver = declared[in[0]];
                if (j == 0) {
                    return true; // a List<Object>'s members take whatever the raw call passes
                }
                if (!(receiver instanceof ParameterizedType)) {
                    return TypeAlgebra.isGeneric(TypeAlgebra.erasure(receiver));
                }
                b.putAll(TypeAlgebra.bindingsOf(receiver));
            }
        } else if (op instanceof ConstructorOperation c) {
            params = c.constructor().getGenericParameterTypes();
            vars.addAll(List.of(c.constructor().getTypeParameters()));
            vars.addAll(List.of(c.constructor().getDeclaringClass().getTypeParameters()));
        } else {
            return false;
        }
        if (params.length != in.length - off) {
            return false;
        }
        for (TypeVariable<?> v : vars) {
            if (!b.containsKey(v)) {
                if (!TypeAlgebra.objectBounded(v)) {
                    return false;
                }
                b.put(v, Object.class);
            }
        }
        Type p = TypeAlgebra.substitute(params[j - off], b);
        return TypeAlgebra.isGround(p) && TypeAlgebra.assignable(declared[in[j]], p);
    }

    /**
     * Whether a typed value is the receiver or an argument of a parameter whose type mentions
     * type variables or arguments: the call's raw result could be a view of it. A typed value
     * given to a plain parameter ({@code Predicate.isEqual(Object)}) is not.
     */
    private boolean anyTypedAtGeneric(int[] in, Type[] params, int off) {
        for (int j = 0; j < in.length; j++) {
            if (typed(in[j]) && (j < off || !(params[j - off] instanceof Class<?> c && !TypeAlgebra.isGeneric(c)))) {
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


}
