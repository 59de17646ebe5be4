package dev.ferret.guard.time;

import java.util.ArrayDeque;
import java.util.Deque;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites one method: redirects the clock reads {@link ClockCalls} lists, as calls, method
 * references ({@code invokedynamic} bootstrap arguments) and method-handle constants. A clock
 * reading constructor keeps its {@code new}: {@code new Date()} gets the shifted time as its
 * argument, and a {@code GregorianCalendar} made for the current time (by {@code new}, or as the
 * superclass of the object a constructor makes) is adjusted right after it is made. Nothing
 * inserted branches or leaves anything on the stack, so the frames stay valid.
 */
final class ClockMethodVisitor extends MethodVisitor {
    private final boolean constructor;
    private final Runnable onChange;
    /** The classes of the {@code new} instructions whose constructor has not been called yet, innermost first. */
    private final Deque<String> unconstructed = new ArrayDeque<>();

    /**
     * @param methodName the method's name
     * @param onChange called each time an instruction is changed or added
     */
    ClockMethodVisitor(MethodVisitor next, String methodName, Runnable onChange) {
        super(Opcodes.ASM9, next);
        this.constructor = methodName.equals("<init>");
        this.onChange = onChange;
    }

    @Override
    public void visitTypeInsn(int opcode, String type) {
        if (opcode == Opcodes.NEW) {
            unconstructed.push(type);
        }
        super.visitTypeInsn(opcode, type);
    }

    @Override
    public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
        if (opcode == Opcodes.INVOKESPECIAL && name.equals("<init>")) {
            constructorCall(owner, descriptor, isInterface);
            return;
        }
        Handle replacement = ClockCalls.redirect(opcode, owner, name, descriptor);
        if (replacement == null) {
            super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
        } else {
            onChange.run();
            super.visitMethodInsn(Opcodes.INVOKESTATIC, replacement.getOwner(), replacement.getName(),
                    replacement.getDesc(), false);
        }
    }

    /**
     * A constructor call: of a {@code new} when the innermost unconstructed {@code new} is of the
     * same class, else (in a constructor) the superclass's or another of the class's own.
     */
    private void constructorCall(String owner, String descriptor, boolean isInterface) {
        boolean ofNew = !unconstructed.isEmpty() && unconstructed.peek().equals(owner);
        if (ofNew) {
            unconstructed.pop();
        }
        if (!ClockCalls.readsClock(owner, descriptor)) {
            super.visitMethodInsn(Opcodes.INVOKESPECIAL, owner, "<init>", descriptor, isInterface);
            return;
        }
        onChange.run();
        if (ClockCalls.DATE.equals(owner)) {
            super.visitMethodInsn(Opcodes.INVOKESTATIC, ClockCalls.SHIFTED_TIME, "currentTimeMillis", "()J", false);
            super.visitMethodInsn(Opcodes.INVOKESPECIAL, owner, "<init>", "(J)V", isInterface);
            return;
        }
        super.visitMethodInsn(Opcodes.INVOKESPECIAL, owner, "<init>", descriptor, isInterface);
        if (ofNew) {
            super.visitInsn(Opcodes.DUP); // the calendar the new made, duplicated before the call
        } else if (constructor) {
            super.visitVarInsn(Opcodes.ALOAD, 0); // this, initialised by its superclass's constructor
        } else {
            return; // not code javac writes: leave the calendar as made
        }
        super.visitMethodInsn(Opcodes.INVOKESTATIC, ClockCalls.SHIFTED_TIME, ClockCalls.ADJUST,
                ClockCalls.ADJUST_DESCRIPTOR, false);
    }

    @Override
    public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... bootstrapArgs) {
        Object[] args = bootstrapArgs.clone();
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof Handle handle) {
                Handle replacement = ClockCalls.redirect(handle);
                if (replacement != handle) {
                    onChange.run();
                    args[i] = replacement;
                }
            }
        }
        super.visitInvokeDynamicInsn(name, descriptor, bootstrap, args);
    }

    @Override
    public void visitLdcInsn(Object value) {
        if (value instanceof Handle handle) {
            Handle replacement = ClockCalls.redirect(handle);
            if (replacement != handle) {
                onChange.run();
                super.visitLdcInsn(replacement);
                return;
            }
        }
        super.visitLdcInsn(value);
    }
}
