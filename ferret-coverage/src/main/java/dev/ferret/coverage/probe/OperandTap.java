package dev.ferret.coverage.probe;

import dev.ferret.coverage.runtime.Operands;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Puts a call to {@link Operands} before every conditional jump and switch of a class, with the
 * site key {@link #site(int, int)} of the jump: its class's index in the goal space and its
 * ordinal among the class's conditional jumps and switches, in code order, the way
 * {@link BranchMap} numbers them. Runs on JaCoCo's output: JaCoCo keeps one conditional jump per
 * original one (it may invert it, which leaves its operands alone) and adds its own only in its
 * {@code $jacoco} methods, which are skipped.
 */
final class OperandTap {

    private static final String RUNTIME = Operands.class.getName().replace('.', '/');
    /** The ordinals a class may have; later jumps are left alone. */
    static final int MAX_ORDINAL = 0xFFFF;

    private OperandTap() {
    }

    /** The key of the {@code ordinal}-th jump or switch of the class at {@code classIndex}. */
    static int site(int classIndex, int ordinal) {
        return classIndex << 16 | ordinal;
    }

    /** The class file with the calls put in. */
    static byte[] tap(byte[] classFile, int classIndex) {
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            private int ordinal;

            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                MethodVisitor mv = super.visitMethod(access, name, descriptor, signature, exceptions);
                if (name.startsWith("$jacoco")) {
                    return mv;
                }
                return new MethodVisitor(Opcodes.ASM9, mv) {
                    @Override
                    public void visitJumpInsn(int opcode, Label label) {
                        if (opcode != Opcodes.GOTO && opcode != Opcodes.JSR) {
                            tapJump(opcode, next());
                        }
                        super.visitJumpInsn(opcode, label);
                    }

                    @Override
                    public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
                        tapValue(next());
                        super.visitTableSwitchInsn(min, max, dflt, labels);
                    }

                    @Override
                    public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
                        tapValue(next());
                        super.visitLookupSwitchInsn(dflt, keys, labels);
                    }

                    private int next() {
                        return ordinal++;
                    }

                    private void tapJump(int opcode, int at) {
                        if (at > MAX_ORDINAL) {
                            return;
                        }
                        if (opcode >= Opcodes.IF_ICMPEQ && opcode <= Opcodes.IF_ICMPLE) {
                            super.visitInsn(Opcodes.DUP2);
                            call(at, "ints", "(III)V");
                        } else if (opcode == Opcodes.IF_ACMPEQ || opcode == Opcodes.IF_ACMPNE) {
                            super.visitInsn(Opcodes.DUP2);
                            call(at, "refs", "(Ljava/lang/Object;Ljava/lang/Object;I)V");
                        } else if (opcode == Opcodes.IFNULL || opcode == Opcodes.IFNONNULL) {
                            super.visitInsn(Opcodes.DUP);
                            call(at, "ref", "(Ljava/lang/Object;I)V");
                        } else {
                            tapValue(at);
                        }
                    }

                    private void tapValue(int at) {
                        if (at > MAX_ORDINAL) {
                            return;
                        }
                        super.visitInsn(Opcodes.DUP);
                        call(at, "value", "(II)V");
                    }

                    private void call(int at, String method, String descriptor) {
                        super.visitLdcInsn(site(classIndex, at));
                        super.visitMethodInsn(Opcodes.INVOKESTATIC, RUNTIME, method, descriptor, false);
                    }
                };
            }
        }, 0);
        return writer.toByteArray();
    }
}
