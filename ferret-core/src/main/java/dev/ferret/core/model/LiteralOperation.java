package dev.ferret.core.model;

import dev.ferret.core.testcase.Action;
import java.util.List;

/** A 0-ary operation producing a primitive, String or null literal. */
public final class LiteralOperation extends BaseOperation {

    private final Object value;

    /**
     * @param type a primitive type, String, or (for null) any accessible reference type
     * @param value the boxed value; null only for reference types
     */
    public LiteralOperation(Class<?> type, Object value) {
        super(type.getName() + ":" + describe(value), List.of(), type, null);
        if (value == null && type.isPrimitive()) {
            throw new IllegalArgumentException("null literal of primitive type " + type);
        }
        this.value = value;
    }

    private static String describe(Object v) {
        if (v instanceof Double d) {
            return Long.toHexString(Double.doubleToRawLongBits(d));
        }
        if (v instanceof Float f) {
            return Integer.toHexString(Float.floatToRawIntBits(f));
        }
        return String.valueOf(v instanceof String ? "\"" + v + "\"" : v);
    }

    /** The null literal of {@code type}. */
    public static LiteralOperation nullOf(Class<?> type) {
        return new LiteralOperation(type, null);
    }

    public Object value() {
        return value;
    }

    @Override
    public Object execute(Object[] inputs) {
        return value;
    }

    @Override
    public Action toAction() {
        return new Action.Literal(Types.name(outputType()), value);
    }

    @Override
    public String memberName() {
        return "literal";
    }

    @Override
    public boolean isLiteral() {
        return true;
    }
}
