package dev.ferret.core.model;

import dev.ferret.core.testcase.Action;
import java.lang.reflect.Field;
import java.util.List;

/** Reads a public static final field or an enum constant. */
public final class FieldOperation extends BaseOperation {

    private final Field field;
    private final Class<?> holder;
    private Invoker invoker;

    public FieldOperation(Field field, Class<?> holder, Class<?> owner) {
        super(holder.getName() + "." + field.getName(), List.of(),
                Types.accessibleSupertype(field.getType()), owner);
        this.field = field;
        this.holder = holder;
    }

    @Override
    public Object execute(Object[] inputs) throws Throwable {
        if (invoker == null) {
            invoker = new Invoker(Types.needsAccess(field) || !Types.isPublic(holder) ? Invoker.unreflect(field)
                    : Invoker.lookup().findStaticGetter(holder, field.getName(), field.getType()));
        }
        return invoker.invoke(inputs);
    }

    @Override
    public Action toAction() {
        return new Action.FieldRead(holder.getName(), field.getName(), Types.name(outputType()));
    }

    @Override
    public String memberName() {
        return signature();
    }
}
