package dev.ferret.core.model;

import dev.ferret.core.testcase.Action;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.function.Supplier;

/**
 * Rebuilds a value of a user's generator from its trail: {@code Replay.of(generator, trail)} of
 * {@code dev.ferret.choice}, whose inputs are the generator (a call of the user's factory) and the
 * trail (a string literal). The value is declared as the generator's type, although
 * {@code Replay.of} returns its type variable, so that the pool offers it for that type and the
 * test assigns it to a variable of that type ({@code String string0 = Replay.of(generator0, "2.0");}).
 * {@code dev.ferret.choice} is looked up in the generator's own class loader (the user's class
 * path): Ferret does not depend on it.
 */
public final class ReplayOperation extends BaseOperation {

    /** The class whose static {@code of(Supplier, String)} rebuilds a value. */
    public static final String REPLAY = "dev.ferret.choice.Replay";

    private final MethodHandle replay;

    /**
     * @param valueType the type of the generator's values (public)
     * @param loader the loader that sees {@code dev.ferret.choice}: the generator's
     * @throws IllegalArgumentException if that loader does not see {@value #REPLAY}
     */
    public ReplayOperation(Class<?> valueType, ClassLoader loader) {
        super(REPLAY + ".of(java.util.function.Supplier,java.lang.String):" + valueType.getName(),
                List.of(Supplier.class, String.class), valueType, null);
        this.replay = handle(loader);
    }

    private static MethodHandle handle(ClassLoader loader) {
        try {
            Class<?> c = Class.forName(REPLAY, true, loader);
            return MethodHandles.publicLookup().findStatic(c, "of",
                    MethodType.methodType(Object.class, Supplier.class, String.class));
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new IllegalArgumentException("a generator needs " + REPLAY + " on the class path (ferret-choice): " + e);
        }
    }

    @Override
    public Object execute(Object[] inputs) throws Throwable {
        return replay.invoke((Supplier<?>) inputs[0], (String) inputs[1]);
    }

    @Override
    public Action toAction() {
        return new Action.MethodCall(REPLAY, "of", List.of(Supplier.class.getName(), String.class.getName()),
                Types.name(outputType()), true);
    }

    @Override
    public String memberName() {
        return REPLAY + ".of";
    }
}
