package dev.ferret.core.model;

import dev.ferret.core.contract.ContractReader;
import dev.ferret.core.contract.MethodContract;
import dev.ferret.core.testcase.Action;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * A call of a public method. For an instance method the receiver is the first input and its type
 * is the class the method was found on (which may inherit it from a non-public superclass).
 */
public final class MethodOperation extends BaseOperation {

    private final Method method;
    private final Class<?> receiverType;
    private final boolean isStatic;
    private final boolean overloaded;
    private Invoker invoker;
    private MethodContract contract;

    /**
     * @param method the method
     * @param receiverType the public class through which the method is called
     * @param owner the class under test the operation belongs to
     * @param overloaded whether other methods of the same name and arity exist
     */
    public MethodOperation(Method method, Class<?> receiverType, Class<?> owner, boolean overloaded) {
        super(receiverType.getName() + "." + method.getName() + Signatures.params(method.getParameterTypes()),
                inputs(method, receiverType), Types.accessibleSupertype(method.getReturnType()), owner);
        this.method = method;
        this.receiverType = receiverType;
        this.isStatic = Modifier.isStatic(method.getModifiers());
        this.overloaded = overloaded || method.getTypeParameters().length > 0;
    }

    /** Overloaded, or generic: a generic method needs exact argument types for type inference. */
    @Override
    public boolean overloaded() {
        return overloaded;
    }

    private static List<Class<?>> inputs(Method m, Class<?> receiverType) {
        List<Class<?>> in = new ArrayList<>();
        if (!Modifier.isStatic(m.getModifiers())) {
            in.add(receiverType);
        }
        in.addAll(List.of(GenericTypes.parameterTypes(m, receiverType)));
        return in;
    }

    public Method method() {
        return method;
    }

    public boolean isStatic() {
        return isStatic;
    }

    @Override
    public Object execute(Object[] inputs) throws Throwable {
        if (invoker == null) {
            MethodType type = MethodType.methodType(method.getReturnType(), method.getParameterTypes());
            MethodHandle h = Types.needsAccess(method) || !Types.isPublic(receiverType) ? Invoker.unreflect(method)
                    : isStatic ? Invoker.lookup().findStatic(receiverType, method.getName(), type)
                    : Invoker.lookup().findVirtual(receiverType, method.getName(), type);
            invoker = new Invoker(h);
        }
        MethodContract c = contract();
        return c.isEmpty() ? invoker.invoke(inputs) : c.call(inputs, invoker::invoke);
    }

    /** The method's contract (read from its class file on first use; checked at every call). */
    public MethodContract contract() {
        if (contract == null) {
            contract = ContractReader.of(method, receiverType);
        }
        return contract;
    }

    @Override
    public boolean breaksPromise(Throwable thrown) {
        return contract().promisesLegalInputs() && ContractReader.undeclared(thrown, method.getExceptionTypes());
    }

    @Override
    public boolean nullExcusesNpe(int i) {
        return !contract().nullable(isStatic ? i : i - 1);
    }

    @Override
    public Action toAction() {
        List<Class<?>> in = inputTypes();
        return new Action.MethodCall(receiverType.getName(), method.getName(),
                in.subList(isStatic ? 0 : 1, in.size()).stream().map(Types::name).toList(),
                Types.name(outputType()), isStatic);
    }

    @Override
    public String memberName() {
        return receiverType.getName() + "." + method.getName();
    }
}
