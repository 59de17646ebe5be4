package dev.ferret.core.model;

import dev.ferret.core.testcase.Action;
import java.util.List;

/**
 * A class literal ({@code String.class}, {@code int.class}, {@code int[].class},
 * {@code Map.Entry.class}): a 0-ary operation producing a {@code Class} value, for the parameters
 * that take one ({@code EnumSet.noneOf(Class)}, {@code Throwables.throwIfInstanceOf(t, Class)}).
 * It travels and renders as a read of the pseudo-field {@code class} of the named type, so its
 * value is declared {@code Class<T>} for a type {@code T} without type parameters
 * ({@link ValueTypes}).
 */
public final class ClassLiteralOperation extends BaseOperation {

    /** The name of the pseudo-field a class literal reads. */
    public static final String FIELD = "class";

    private final Class<?> value;

    /** @param value an accessible class, interface, enum, primitive or array type */
    public ClassLiteralOperation(Class<?> value) {
        super(Types.name(value) + "." + FIELD, List.of(), Class.class, null);
        if (value == void.class || !Types.isAccessible(value)) {
            throw new IllegalArgumentException("no class literal of " + value);
        }
        this.value = value;
    }

    /** The class the literal names. */
    public Class<?> value() {
        return value;
    }

    @Override
    public Object execute(Object[] inputs) {
        return value;
    }

    @Override
    public Action toAction() {
        return new Action.FieldRead(Types.name(value), FIELD, Types.name(Class.class));
    }

    @Override
    public String memberName() {
        return signature();
    }

    @Override
    public boolean isLiteral() {
        return true;
    }
}
