package dev.ferret.core.build;

import dev.ferret.core.model.ClassLiteralOperation;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Types;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Class literals for {@code Class} parameters (issue 28 §2): the classes under test, the types
 * their operations take and return, the classes that string constants of the code under test
 * name ({@code "com.google.common.base.FinalizableReference"}), and a few JDK types of each kind
 * (a class, an interface, an enum, an exception, a primitive, an array). A parameter's type
 * argument narrows the choice: {@code Class<? extends Throwable>} gets exception classes,
 * {@code Class<E extends Enum<E>>} enums, {@code Class<String>} only {@code String.class}; where
 * the variable is another parameter's too ({@code checkedList(List<E>, Class<E>)}), half of the
 * time {@code Object.class}, which agrees with any argument, so the test can be typed.
 */
final class ClassSource implements InputSource {

    /** At most this many classes are offered. */
    static final int MAX_CLASSES = 96;

    private static final Pattern CLASS_NAME = Pattern.compile("[A-Za-z_$][\\w$]*(\\.[A-Za-z_$][\\w$]*)+");

    private static final List<Class<?>> STAPLES = List.of(Object.class, String.class, Integer.class, int.class,
            Long.class, Double.class, Number.class, CharSequence.class, Comparable.class, Runnable.class,
            java.util.List.class, java.util.ArrayList.class, java.util.Map.class, java.util.Set.class,
            Exception.class, RuntimeException.class, IllegalArgumentException.class, IllegalStateException.class,
            NullPointerException.class, UnsupportedOperationException.class, java.io.IOException.class,
            Error.class, Throwable.class, java.util.concurrent.TimeUnit.class, java.math.RoundingMode.class,
            Thread.State.class, int[].class, String[].class, Object[].class);

    private final List<ClassLiteralOperation> literals;

    /**
     * @param operations the operations under test
     * @param minedLiterals the literals mined from the classes under test, by boxed type
     */
    ClassSource(List<Operation> operations, Map<Class<?>, List<LiteralOperation>> minedLiterals) {
        Set<Class<?>> classes = new LinkedHashSet<>();
        for (Operation op : operations) {
            if (op.owner() != null) {
                classes.add(op.owner());
            }
        }
        for (Operation op : operations) {
            classes.addAll(op.inputTypes());
            classes.add(op.outputType());
        }
        ClassLoader loader = operations.isEmpty() || operations.get(0).owner() == null ? null
                : operations.get(0).owner().getClassLoader();
        for (LiteralOperation l : minedLiterals.getOrDefault(String.class, List.of())) {
            Class<?> named = named(l.value(), loader);
            if (named != null) {
                classes.add(named);
            }
        }
        classes.addAll(STAPLES);
        List<ClassLiteralOperation> kept = new ArrayList<>();
        for (Class<?> c : classes) {
            if (kept.size() < MAX_CLASSES && c != void.class && c != Class.class && Types.isAccessible(c)) {
                kept.add(new ClassLiteralOperation(c));
            }
        }
        this.literals = List.copyOf(kept);
    }

    /** The classes offered, in order. */
    List<Class<?>> classes() {
        return literals.stream().<Class<?>>map(ClassLiteralOperation::value).toList();
    }

    private static Class<?> named(Object value, ClassLoader loader) {
        if (!(value instanceof String s) || !CLASS_NAME.matcher(s).matches()) {
            return null;
        }
        try {
            return Class.forName(s, false, loader != null ? loader : ClassSource.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError | SecurityException e) {
            return null; // a string that names no class on the class path
        }
    }

    @Override
    public boolean applies(InputRequest request) {
        return request.type() == Class.class && !fitting(request).isEmpty();
    }

    @Override
    public int supply(InputRequest request) {
        List<ClassLiteralOperation> fitting = fitting(request);
        ClassLiteralOperation chosen = fitting.get(request.random().nextInt(fitting.size()));
        if (shared(request.operation(), request.slot()) && request.random().nextBoolean()) {
            for (ClassLiteralOperation l : fitting) {
                if (l.value() == Object.class) {
                    chosen = l; // Collections.checkedList(List<E>, Class<E>): Object agrees with any list
                }
            }
        }
        return request.append(Sequence.single(chosen));
    }

    /**
     * Whether the type variable the {@code Class} parameter at {@code slot} names appears in
     * another parameter too ({@code checkedQueue(Queue<E>, Class<E>)}), so that the literal must
     * agree with another argument, or the test needs raw types.
     */
    static boolean shared(Operation op, int slot) {
        if (!(typeArgument(op, slot) instanceof TypeVariable<?> v) || !(op instanceof MethodOperation
                || op instanceof ConstructorOperation)) {
            return false;
        }
        Type[] params = op instanceof MethodOperation m ? m.method().getGenericParameterTypes()
                : ((ConstructorOperation) op).constructor().getGenericParameterTypes();
        int offset = op instanceof MethodOperation m && !m.isStatic() ? 1 : 0;
        for (int p = 0; p < params.length; p++) {
            if (p != slot - offset && params[p].getTypeName().matches(".*\\b" + v.getName() + "\\b.*")) {
                return true;
            }
        }
        return false;
    }

    /** The literals whose classes the parameter's type argument admits. */
    List<ClassLiteralOperation> fitting(InputRequest request) {
        Type argument = typeArgument(request.operation(), request.slot());
        if (argument == null) {
            return literals;
        }
        List<ClassLiteralOperation> fitting = new ArrayList<>();
        for (ClassLiteralOperation l : literals) {
            if (admits(argument, l.value())) {
                fitting.add(l);
            }
        }
        if (fitting.isEmpty() && argument instanceof Class<?> exact && Types.isAccessible(exact) && exact != void.class) {
            fitting.add(new ClassLiteralOperation(exact)); // Class<Foo>: Foo.class, whether offered or not
        }
        return fitting;
    }

    /**
     * Whether the statement supplied for input {@code slot} of {@code op} fits it: anything but a
     * class literal that the parameter's type argument rules out (one reused from the pool:
     * {@code Arrays.copyOf(a, 10, ListIterator.class)} where a {@code Class<? extends T[]>} is due).
     */
    static boolean fits(Operation op, int slot, dev.ferret.core.model.Statement supplied) {
        if (!(supplied.operation() instanceof ClassLiteralOperation literal)) {
            return true;
        }
        Type argument = typeArgument(op, slot);
        return argument == null || admits(argument, literal.value());
    }

    /** Whether {@code Class<argument>} may hold {@code c}'s literal (of type {@code Class<box(c)>}). */
    static boolean admits(Type argument, Class<?> c) {
        Class<?> boxed = Types.box(c);
        if (argument instanceof Class<?> exact) {
            return exact == boxed;
        }
        if (argument instanceof WildcardType w) {
            for (Type lower : w.getLowerBounds()) {
                if (!(lower instanceof Class<?> l) || !boxed.isAssignableFrom(l)) {
                    return false;
                }
            }
            return withinAll(w.getUpperBounds(), boxed);
        }
        if (argument instanceof TypeVariable<?> v) {
            return withinAll(v.getBounds(), boxed);
        }
        return false; // Class<List<String>>: no literal has that type
    }

    private static boolean withinAll(Type[] bounds, Class<?> c) {
        for (Type b : bounds) {
            Class<?> erased = erasure(b);
            if (erased == null || !erased.isAssignableFrom(c) || erased == Enum.class && !c.isEnum()) {
                return false;
            }
        }
        return true;
    }

    private static Class<?> erasure(Type t) {
        if (t instanceof Class<?> c) {
            return c;
        }
        if (t instanceof ParameterizedType p && p.getRawType() instanceof Class<?> c) {
            return c;
        }
        if (t instanceof java.lang.reflect.GenericArrayType a) { // T[]: an array of references
            Class<?> component = erasure(a.getGenericComponentType());
            return component == null ? null : java.lang.reflect.Array.newInstance(component, 0).getClass();
        }
        return t instanceof TypeVariable<?> v ? erasure(v.getBounds()[0]) : null;
    }

    /** The type argument of the {@code Class} parameter at {@code slot}; null when raw or unknown. */
    static Type typeArgument(Operation op, int slot) {
        Type[] params;
        int offset;
        if (op instanceof MethodOperation m) {
            params = m.method().getGenericParameterTypes();
            offset = m.isStatic() ? 0 : 1;
        } else if (op instanceof ConstructorOperation c) {
            params = c.constructor().getGenericParameterTypes();
            offset = 0;
        } else {
            return null;
        }
        int p = slot - offset;
        if (p < 0 || p >= params.length || params.length != op.inputTypes().size() - offset) {
            return null;
        }
        return params[p] instanceof ParameterizedType pt && pt.getRawType() == Class.class
                ? pt.getActualTypeArguments()[0] : null;
    }
}
