package dev.ferret.core.model;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/** Turns a method handle into one that takes {@code Object[]} and returns {@code Object}. */
final class Invoker {

    private final MethodHandle spread;

    Invoker(MethodHandle varargsOrFixed) {
        // A varargs method's handle would collect the array argument into a new array; the
        // emitted test passes the array itself, so call with fixed arity, as the test will.
        MethodHandle handle = varargsOrFixed.asFixedArity();
        MethodType generic = handle.type().generic();
        MethodHandle h = handle.asType(generic);
        if (handle.type().returnType() == void.class) {
            h = handle.asType(generic.changeReturnType(void.class));
            h = MethodHandles.filterReturnValue(h, MethodHandles.constant(Object.class, null));
        }
        this.spread = h.asSpreader(Object[].class, handle.type().parameterCount());
    }

    Object invoke(Object[] args) throws Throwable {
        return (Object) spread.invokeExact(args);
    }

    static MethodHandles.Lookup lookup() {
        return MethodHandles.publicLookup();
    }

    /**
     * A handle on a member a test in the code under test's own package may call but another
     * package may not ({@link Types#needsAccess}): access checks are suppressed, as the test's
     * package would not need them.
     */
    static MethodHandle unreflect(java.lang.reflect.AccessibleObject member) throws IllegalAccessException {
        member.setAccessible(true);
        MethodHandles.Lookup own = MethodHandles.lookup();
        if (member instanceof java.lang.reflect.Method m) {
            return own.unreflect(m);
        }
        if (member instanceof java.lang.reflect.Constructor<?> c) {
            return own.unreflectConstructor(c);
        }
        return own.unreflectGetter((java.lang.reflect.Field) member);
    }
}
