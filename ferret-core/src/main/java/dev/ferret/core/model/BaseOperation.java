package dev.ferret.core.model;

import java.nio.charset.StandardCharsets;
import java.util.List;

/** Common state of operations: the signature and its fingerprint, computed once. */
abstract class BaseOperation implements Operation {

    private final String signature;
    private final long fingerprint;
    private final List<Class<?>> inputTypes;
    private final Class<?> outputType;
    private final Class<?> owner;

    BaseOperation(String signature, List<Class<?>> inputTypes, Class<?> outputType, Class<?> owner) {
        this.signature = signature;
        this.fingerprint = hash64(signature);
        this.inputTypes = List.copyOf(inputTypes);
        this.outputType = outputType;
        this.owner = owner;
    }

    @Override
    public final List<Class<?>> inputTypes() {
        return inputTypes;
    }

    @Override
    public final Class<?> outputType() {
        return outputType;
    }

    @Override
    public final String signature() {
        return signature;
    }

    @Override
    public final long fingerprint() {
        return fingerprint;
    }

    @Override
    public final Class<?> owner() {
        return owner;
    }

    @Override
    public String toString() {
        return signature;
    }

    static long hash64(String s) {
        long h = 0xcbf29ce484222325L;
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            h ^= b;
            h *= 0x100000001b3L;
        }
        return h;
    }
}
