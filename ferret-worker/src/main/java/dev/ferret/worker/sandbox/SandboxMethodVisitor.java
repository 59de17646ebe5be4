package dev.ferret.worker.sandbox;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites one method of the code under test: reports writes to static fields, except a static
 * initializer's writes to its own class's fields.
 */
final class SandboxMethodVisitor extends MethodVisitor {
    private static final String TRAP = org.objectweb.asm.Type.getInternalName(
            dev.ferret.worker.sandbox.runtime.Trap.class);
    private static final String STATIC_WRITE = "(Ljava/lang/String;Ljava/lang/String;)V";

    private final String className;
    private final boolean staticInitializer;
    private final String member;
    private final Runnable onChange;

    /**
     * @param className the internal name of the class the method belongs to
     * @param methodName the method's name
     * @param onChange called each time an instruction is changed or added
     */
    SandboxMethodVisitor(MethodVisitor next, String className, String methodName, Runnable onChange) {
        super(Opcodes.ASM9, next);
        this.className = className;
        this.staticInitializer = methodName.equals("<clinit>");
        this.member = className.replace('/', '.') + "." + methodName;
        this.onChange = onChange;
    }

    @Override
    public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
        if (opcode == Opcodes.PUTSTATIC && !(staticInitializer && owner.equals(className))
                && !name.startsWith("$jacoco")) { // coverage probes' own field, not the code under test's state
            onChange.run();
            super.visitLdcInsn(owner.replace('/', '.') + "." + name);
            super.visitLdcInsn(member);
            super.visitMethodInsn(Opcodes.INVOKESTATIC, TRAP, "staticWrite", STATIC_WRITE, false);
        }
        super.visitFieldInsn(opcode, owner, name, descriptor);
    }
}
