package dev.ferret.core.model;

import dev.ferret.core.testcase.Action;
import java.lang.reflect.Array;
import java.util.Collections;

/** Builds an array of a given length from its element inputs: {@code new T[] {a, b}}. */
public final class ArrayOperation extends BaseOperation {

    private final Class<?> componentType;
    private final int length;

    public ArrayOperation(Class<?> componentType, int length) {
        super(Types.name(componentType) + "[" + length + "]",
                Collections.nCopies(length, componentType), componentType.arrayType(), null);
        this.componentType = componentType;
        this.length = length;
    }

    @Override
    public Object execute(Object[] inputs) {
        Object array = Array.newInstance(componentType, length);
        for (int i = 0; i < length; i++) {
            Array.set(array, i, inputs[i]);
        }
        return array;
    }

    @Override
    public Action toAction() {
        return new Action.ArrayLiteral(Types.name(componentType));
    }

    @Override
    public String memberName() {
        return Types.name(componentType) + "[]";
    }
}
