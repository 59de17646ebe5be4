package dev.ferret.guard.agent;

import java.util.List;

/**
 * One JDK method the guard patches: at its entry, before anything else, a static call of a
 * {@code Gate} method with some of the method's arguments (or a constant naming the change).
 *
 * @param owner the JDK class, internal name ({@code java/io/File})
 * @param name the method's name ({@code <init>} for a constructor)
 * @param descriptor the method's descriptor; a method this JDK lacks is simply not patched
 * @param gateMethod the {@code Gate} method called
 * @param gateDescriptor its descriptor
 * @param arguments what is passed, in order: local variable slots of the patched method
 *     (receiver 0 for instance methods), or, with {@link #constant}, nothing
 * @param constant a string passed instead of arguments (the name of a JVM-wide change), or null
 */
record Patch(String owner, String name, String descriptor, String gateMethod, String gateDescriptor,
             List<Integer> arguments, String constant) {

    /** A patch passing these local variable slots. */
    static Patch passing(String owner, String name, String descriptor, String gateMethod, String gateDescriptor,
                         Integer... slots) {
        return new Patch(owner, name, descriptor, gateMethod, gateDescriptor, List.of(slots), null);
    }

    /** A patch telling the gate that JVM-wide state is about to change ({@code Gate.jvmState(constant)}). */
    static Patch jvmState(String owner, String name, String descriptor) {
        return new Patch(owner, name, descriptor, "jvmState", "(Ljava/lang/String;)V", List.of(),
                owner.substring(owner.lastIndexOf('/') + 1) + "." + name);
    }

    /** The key the patch is found under: {@code name descriptor}. */
    String member() {
        return name + descriptor;
    }
}
