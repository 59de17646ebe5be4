package dev.ferret.core.contract;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.TypeVariable;
import java.util.Set;

/**
 * What nullness annotations say of a parameter or a return value, matched by simple name so that
 * JSpecify, JSR-305, the Checker Framework, JetBrains and AndroidX annotations all count: those
 * reflection sees, else those kept only in the class file ({@code CLASS} retention: JetBrains',
 * AndroidX'), read from it by {@link ClassFileNullness}.
 * {@code @NullMarked} (JSpecify) on the class, an enclosing class or the package makes unannotated
 * types non-null, {@code @NullUnmarked} undoes it; JSR-305's {@code @ParametersAreNonnullByDefault}
 * does it for parameters. Type variables and primitives are {@link Kind#UNKNOWN}.
 */
public final class Nullness {

    /** What is known of one type's nullness. */
    public enum Kind { NULLABLE, NON_NULL, UNKNOWN }

    private static final Set<String> NULLABLE = Set.of("Nullable", "CheckForNull", "NullableDecl", "PolyNull");
    private static final Set<String> NON_NULL = Set.of("NonNull", "Nonnull", "NotNull", "NonNullDecl");

    private Nullness() {
    }

    /** The nullness of parameter {@code i} of {@code e}. */
    public static Kind parameter(Executable e, int i) {
        if (e.getParameterTypes()[i].isPrimitive() || e.getGenericParameterTypes().length == e.getParameterCount()
                && e.getGenericParameterTypes()[i] instanceof TypeVariable<?>) {
            return Kind.UNKNOWN;
        }
        Kind k = declared(e.getParameterAnnotations()[i], e.getAnnotatedParameterTypes()[i]);
        if (k == Kind.UNKNOWN) {
            k = kind(ClassFileNullness.parameter(e, i));
        }
        if (k != Kind.UNKNOWN) {
            return k;
        }
        return marked(e.getDeclaringClass(), true) ? Kind.NON_NULL : Kind.UNKNOWN;
    }

    /** The nullness of the value {@code m} returns. */
    public static Kind returned(Method m) {
        if (m.getReturnType().isPrimitive() || m.getGenericReturnType() instanceof TypeVariable<?>) {
            return Kind.UNKNOWN;
        }
        Kind k = declared(m.getAnnotations(), m.getAnnotatedReturnType());
        if (k == Kind.UNKNOWN) {
            k = kind(ClassFileNullness.returned(m));
        }
        if (k != Kind.UNKNOWN) {
            return k;
        }
        return marked(m.getDeclaringClass(), false) ? Kind.NON_NULL : Kind.UNKNOWN;
    }

    private static Kind declared(Annotation[] declaration, AnnotatedType type) {
        Kind k = kind(declaration);
        return k != Kind.UNKNOWN ? k : kind(type.getAnnotations());
    }

    private static Kind kind(Annotation[] annotations) {
        for (Annotation a : annotations) {
            Kind k = kind(a.annotationType().getSimpleName());
            if (k != Kind.UNKNOWN) {
                return k;
            }
        }
        return Kind.UNKNOWN;
    }

    /** The kind an annotation of this simple name states; unknown for null or another name. */
    private static Kind kind(String simpleName) {
        if (simpleName == null) {
            return Kind.UNKNOWN;
        }
        return NULLABLE.contains(simpleName) ? Kind.NULLABLE : NON_NULL.contains(simpleName) ? Kind.NON_NULL
                : Kind.UNKNOWN;
    }

    /** Whether unannotated types in this class are non-null by a scope annotation. */
    private static boolean marked(Class<?> c, boolean parameter) {
        for (Class<?> k = c; k != null; k = k.getEnclosingClass()) {
            Boolean m = scope(k, parameter);
            if (m != null) {
                return m;
            }
        }
        Package p = c.getPackage();
        Boolean m = p == null ? null : scope(p, parameter);
        return m != null && m;
    }

    private static Boolean scope(AnnotatedElement e, boolean parameter) {
        for (Annotation a : e.getAnnotations()) {
            String name = a.annotationType().getSimpleName();
            if (name.equals("NullMarked") || parameter && name.equals("ParametersAreNonnullByDefault")) {
                return true;
            }
            if (name.equals("NullUnmarked")) {
                return false;
            }
        }
        return null;
    }
}
