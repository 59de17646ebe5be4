package dev.ferret.coverage.mutation;

import dev.ferret.coverage.runtime.MutantSwitch;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The void-call mutants of one class (PIT's void method call mutator): a call of a method that
 * returns nothing goes through a bridge of its own, a private static method added to the class
 * that makes the call unless its mutant is on ({@code $ferret$call17(receiver, args)}). The branch
 * that skips the call is in the bridge, whose frame is known, so the calling method keeps its
 * frames. Only calls whose access cannot depend on the receiver's type are bridged: static calls,
 * interface calls and virtual calls of classes in the class's own package (a protected method of a
 * superclass elsewhere needs the receiver typed as the caller), not constructors or
 * {@code super} calls; and only in class files with stack map frames (Java 6 on).
 */
final class VoidCalls {

    private static final String SWITCH = Type.getInternalName(MutantSwitch.class);
    private static final String PREFIX = "$ferret$call";

    private final String self;
    private final boolean frames;
    private final List<Bridge> bridges = new ArrayList<>();

    /** One bridge to write: the call it makes and the mutant that skips it. */
    private record Bridge(int id, int opcode, String owner, String name, String descriptor, boolean isInterface,
                          String bridgeDescriptor) { }

    VoidCalls(String self, boolean frames) {
        this.self = self;
        this.frames = frames;
    }

    /** Whether this call is a void-call mutation point. */
    boolean removable(int opcode, String owner, String name, String descriptor) {
        if (!frames || !descriptor.endsWith(")V") || name.startsWith("<") || owner.startsWith("[")
                || owner.equals(SWITCH) || name.startsWith("$jacoco") || name.startsWith(PREFIX)) {
            return false;
        }
        return switch (opcode) {
            case Opcodes.INVOKESTATIC, Opcodes.INVOKEINTERFACE -> true;
            case Opcodes.INVOKEVIRTUAL -> packageOf(owner).equals(packageOf(self));
            default -> false;
        };
    }

    /** Calls the bridge of mutant {@code id} in place of the call, through {@code mv}. */
    void bridge(int id, int opcode, String owner, String name, String descriptor, boolean isInterface,
                MethodVisitor mv) {
        String bridgeDescriptor = opcode == Opcodes.INVOKESTATIC ? descriptor
                : "(L" + owner + ";" + descriptor.substring(1);
        bridges.add(new Bridge(id, opcode, owner, name, descriptor, isInterface, bridgeDescriptor));
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, self, PREFIX + id, bridgeDescriptor, false);
    }

    /** Adds the bridges made so far to the class. */
    void writeBridges(ClassVisitor cv) {
        for (Bridge b : bridges) {
            MethodVisitor mv = cv.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC,
                    PREFIX + b.id(), b.bridgeDescriptor(), null, null);
            mv.visitCode();
            mv.visitLdcInsn(b.id());
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, SWITCH, "skip", "(I)Z", false);
            Label call = new Label();
            mv.visitJumpInsn(Opcodes.IFEQ, call);
            mv.visitInsn(Opcodes.RETURN);
            mv.visitLabel(call);
            mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
            int slot = 0;
            for (Type t : Type.getArgumentTypes(b.bridgeDescriptor())) {
                mv.visitVarInsn(t.getOpcode(Opcodes.ILOAD), slot);
                slot += t.getSize();
            }
            mv.visitMethodInsn(b.opcode(), b.owner(), b.name(), b.descriptor(), b.isInterface());
            mv.visitInsn(Opcodes.RETURN);
            mv.visitMaxs(0, 0);
            mv.visitEnd();
        }
    }

    private static String packageOf(String internalName) {
        int slash = internalName.lastIndexOf('/');
        return slash < 0 ? "" : internalName.substring(0, slash);
    }
}
