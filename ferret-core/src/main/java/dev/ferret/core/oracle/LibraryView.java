package dev.ferret.core.oracle;

/**
 * A view that a value of another library than the JDK hands out through a public no-argument
 * method ({@code values()} of a table or multimap, {@code asMap()} of a multimap), read by
 * reflection where the value's own interface is unknown to Ferret.
 */
public final class LibraryView {

    private LibraryView() {
    }

    /**
     * What {@code value.method()} returns when {@code value} is not of a JDK class and has such a
     * public method whose return type is {@code returns} or a subtype; null otherwise, or when the
     * call fails.
     */
    public static Object of(Object value, String method, Class<?> returns) {
        if (value == null || value.getClass().getName().startsWith("java.")) {
            return null;
        }
        try {
            java.lang.reflect.Method m = value.getClass().getMethod(method);
            if (!returns.isAssignableFrom(m.getReturnType())) {
                return null;
            }
            m.setAccessible(true);
            return m.invoke(value);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
