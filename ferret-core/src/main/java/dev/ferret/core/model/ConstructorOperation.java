package dev.ferret.core.model;

import dev.ferret.core.contract.ContractReader;
import dev.ferret.core.contract.MethodContract;
import dev.ferret.core.testcase.Action;
import java.lang.reflect.Constructor;
import java.util.Arrays;
import java.util.List;

/**
 * A call of a public constructor; for a generic class, possibly with the type arguments chosen
 * for the value it makes ({@link #instantiated}), which the emitted test declares
 * ({@link ValueTypes}).
 */
public final class ConstructorOperation extends BaseOperation {

    private final Constructor<?> constructor;
    private final List<Class<?>> typeArguments;
    private final ConstructorOperation origin;
    private Invoker invoker;
    private MethodContract contract;
    private Boolean overloaded; // computed once: getConstructors copies the array on every call

    public ConstructorOperation(Constructor<?> constructor, Class<?> owner) {
        super(constructor.getDeclaringClass().getName() + ".<init>" + Signatures.params(constructor.getParameterTypes()),
                List.of(constructor.getParameterTypes()), constructor.getDeclaringClass(), owner);
        this.constructor = constructor;
        this.typeArguments = null;
        this.origin = this;
    }

    private ConstructorOperation(ConstructorOperation raw, List<Class<?>> typeArguments) {
        super(raw.signature(), raw.inputTypes(), raw.outputType(), raw.owner());
        this.constructor = raw.constructor;
        this.typeArguments = List.copyOf(typeArguments);
        this.origin = raw.origin;
        this.overloaded = raw.overloaded;
        this.contract = raw.contract;
    }

    /**
     * This constructor making a value with these type arguments, one per type parameter of the
     * class (same signature: the arguments change what the test declares, not what runs).
     */
    public ConstructorOperation instantiated(List<Class<?>> arguments) {
        if (arguments.size() != constructor.getDeclaringClass().getTypeParameters().length) {
            throw new IllegalArgumentException("one type argument per type parameter: " + arguments);
        }
        return new ConstructorOperation(this, arguments);
    }

    /** The type arguments chosen for the value, or null when none were (the class's erasure). */
    public List<Class<?>> typeArguments() {
        return typeArguments;
    }

    @Override
    public Operation origin() {
        return origin;
    }

    /** The constructor. */
    public Constructor<?> constructor() {
        return constructor;
    }

    @Override
    public boolean overloaded() {
        if (overloaded == null) {
            overloaded = countSameArity() > 1;
        }
        return overloaded;
    }

    private int countSameArity() {
        int n = constructor.getParameterCount();
        int same = 0;
        for (Constructor<?> k : constructor.getDeclaringClass().getConstructors()) {
            same += k.getParameterCount() == n ? 1 : 0;
        }
        return same;
    }

    @Override
    public Object execute(Object[] inputs) throws Throwable {
        if (invoker == null) {
            invoker = new Invoker(Types.needsAccess(constructor) ? Invoker.unreflect(constructor)
                    : Invoker.lookup().unreflectConstructor(constructor));
        }
        MethodContract c = contract();
        return c.isEmpty() ? invoker.invoke(inputs) : c.call(inputs, invoker::invoke);
    }

    /** The constructor's contract (read from its class file on first use; checked at every call). */
    public MethodContract contract() {
        if (contract == null) {
            contract = ContractReader.of(constructor);
        }
        return contract;
    }

    @Override
    public boolean breaksPromise(Throwable thrown) {
        return contract().promisesLegalInputs() && ContractReader.undeclared(thrown, constructor.getExceptionTypes());
    }

    @Override
    public boolean nullExcusesNpe(int i) {
        return !contract().nullable(i);
    }

    @Override
    public Action toAction() {
        return new Action.ConstructorCall(constructor.getDeclaringClass().getName(),
                Arrays.stream(constructor.getParameterTypes()).map(Types::name).toList());
    }

    @Override
    public String memberName() {
        return constructor.getDeclaringClass().getName() + ".<init>";
    }
}
