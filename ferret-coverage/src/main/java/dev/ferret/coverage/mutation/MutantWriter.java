package dev.ferret.coverage.mutation;

import dev.ferret.coverage.runtime.MutantSwitch;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Writes every mutant of a class into one version of it (a mutant schema): each mutation point
 * calls {@link MutantSwitch}, which computes the original instruction unless one of the point's
 * mutants is on. Points: arithmetic (math), conditional jumps (negated; orderings with their
 * boundary moved too), returns of a value (booleans true and false, numbers 0, references null),
 * increments of a local (the other way) and negations (removed). No branch is added, so the
 * method's stack map frames stay valid. Static initialisers, bridges and JaCoCo's own method are
 * left as they are, as are synthetic classes and interfaces. Mutant ids are
 * {@code classIndex * }{@link MutantSwitch#PER_CLASS}{@code  + n}, {@code n} counting the class's
 * mutants in the order its methods and instructions come, so two JVMs that rewrite the same class
 * file at the same index number its mutants the same way.
 */
public final class MutantWriter {

    private static final String SWITCH = Type.getInternalName(MutantSwitch.class);

    private MutantWriter() {
    }

    /**
     * The class with its mutants, or {@code classFile} itself when it has none or cannot take them
     * (an interface, a synthetic class, a method grown too large).
     *
     * @param classFile the class file (JaCoCo's instrumented one, when coverage is measured)
     * @param classIndex the class's index in the run's goal space
     */
    public static byte[] mutate(byte[] classFile, int classIndex) {
        try {
            ClassReader reader = new ClassReader(classFile);
            if ((reader.getAccess() & (Opcodes.ACC_INTERFACE | Opcodes.ACC_SYNTHETIC | Opcodes.ACC_ANNOTATION)) != 0) {
                return classFile;
            }
            ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
            int[] next = {classIndex * MutantSwitch.PER_CLASS};
            int limit = next[0] + MutantSwitch.PER_CLASS;
            String self = reader.getClassName();
            boolean frames = (readVersion(classFile) & 0xFFFF) >= Opcodes.V1_6;
            VoidCalls calls = new VoidCalls(self, frames);
            reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
                @Override
                public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                                 String[] exceptions) {
                    MethodVisitor mv = super.visitMethod(access, name, descriptor, signature, exceptions);
                    if (name.equals("<clinit>") || name.equals("$jacocoInit")
                            || (access & (Opcodes.ACC_BRIDGE | Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) != 0) {
                        return mv;
                    }
                    return new Points(mv, Type.getReturnType(descriptor), next, limit, calls);
                }

                @Override
                public void visitEnd() {
                    calls.writeBridges(cv);
                    super.visitEnd();
                }
            }, 0);
            return next[0] == classIndex * MutantSwitch.PER_CLASS ? classFile : writer.toByteArray();
        } catch (RuntimeException e) {
            return classFile; // a method grown too large, a class file ASM cannot read: no mutants
        }
    }

    private static int readVersion(byte[] classFile) {
        return ((classFile[6] & 0xFF) << 8) | (classFile[7] & 0xFF);
    }

    /** Replaces each mutation point of one method by a call of the switch. */
    private static final class Points extends MethodVisitor {
        private final Type returns;
        private final int[] next;
        private final int limit;

        private final VoidCalls calls;

        Points(MethodVisitor mv, Type returns, int[] next, int limit, VoidCalls calls) {
            super(Opcodes.ASM9, mv);
            this.returns = returns;
            this.next = next;
            this.limit = limit;
            this.calls = calls;
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            if (calls.removable(opcode, owner, name, descriptor)) {
                int id = take(1);
                if (id >= 0) {
                    calls.bridge(id, opcode, owner, name, descriptor, isInterface, this.mv);
                    return;
                }
            }
            super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
        }

        /** The first of {@code count} new mutant ids, or -1 when the class has no room left. */
        private int take(int count) {
            if (next[0] + count > limit) {
                return -1;
            }
            int id = next[0];
            next[0] += count;
            return id;
        }

        private void call(String name, String descriptor) {
            super.visitMethodInsn(Opcodes.INVOKESTATIC, SWITCH, name, descriptor, false);
        }

        @Override
        public void visitInsn(int opcode) {
            if (opcode >= Opcodes.IADD && opcode <= Opcodes.LXOR && !(opcode >= Opcodes.INEG && opcode <= Opcodes.DNEG)) {
                int id = take(1);
                if (id >= 0) {
                    super.visitLdcInsn(opcode);
                    super.visitLdcInsn(id);
                    call(arithmetic(opcode), arithmeticDescriptor(opcode));
                    return;
                }
            } else if (opcode >= Opcodes.INEG && opcode <= Opcodes.DNEG) {
                int id = take(1);
                if (id >= 0) {
                    String t = "IJFD".substring(opcode - Opcodes.INEG, opcode - Opcodes.INEG + 1);
                    super.visitLdcInsn(id);
                    call("ilfd".charAt(opcode - Opcodes.INEG) + "neg", "(" + t + "I)" + t);
                    return;
                }
            } else if (opcode >= Opcodes.IRETURN && opcode <= Opcodes.ARETURN) {
                returning(opcode);
            }
            super.visitInsn(opcode);
        }

        /** Before a value return: the switch may replace the value. */
        private void returning(int opcode) {
            boolean bool = returns.getSort() == Type.BOOLEAN;
            int id = take(bool ? 2 : 1);
            if (id < 0) {
                return;
            }
            super.visitLdcInsn(id);
            switch (opcode) {
                case Opcodes.IRETURN -> call(bool ? "zret" : "iret", "(II)I");
                case Opcodes.LRETURN -> call("lret", "(JI)J");
                case Opcodes.FRETURN -> call("fret", "(FI)F");
                case Opcodes.DRETURN -> call("dret", "(DI)D");
                default -> {
                    call("aret", "(Ljava/lang/Object;I)Ljava/lang/Object;");
                    super.visitTypeInsn(Opcodes.CHECKCAST, returns.getSort() == Type.ARRAY ? returns.getDescriptor()
                            : returns.getInternalName());
                }
            }
        }

        @Override
        public void visitJumpInsn(int opcode, org.objectweb.asm.Label label) {
            String helper = null;
            String descriptor = null;
            int count = 1;
            if (opcode >= Opcodes.IFEQ && opcode <= Opcodes.IFLE) {
                helper = "if0";
                descriptor = "(III)Z";
                count = opcode == Opcodes.IFEQ || opcode == Opcodes.IFNE ? 1 : 2;
            } else if (opcode >= Opcodes.IF_ICMPEQ && opcode <= Opcodes.IF_ICMPLE) {
                helper = "icmp";
                descriptor = "(IIII)Z";
                count = opcode == Opcodes.IF_ICMPEQ || opcode == Opcodes.IF_ICMPNE ? 1 : 2;
            } else if (opcode == Opcodes.IF_ACMPEQ || opcode == Opcodes.IF_ACMPNE) {
                helper = "acmp";
                descriptor = "(Ljava/lang/Object;Ljava/lang/Object;II)Z";
            } else if (opcode == Opcodes.IFNULL || opcode == Opcodes.IFNONNULL) {
                helper = "isnull";
                descriptor = "(Ljava/lang/Object;II)Z";
            }
            int id = helper == null ? -1 : take(count);
            if (id < 0) {
                super.visitJumpInsn(opcode, label);
                return;
            }
            super.visitLdcInsn(opcode);
            super.visitLdcInsn(id);
            call(helper, descriptor);
            super.visitJumpInsn(Opcodes.IFNE, label);
        }

        @Override
        public void visitIincInsn(int var, int increment) {
            int id = take(1);
            if (id < 0) {
                super.visitIincInsn(var, increment);
                return;
            }
            super.visitVarInsn(Opcodes.ILOAD, var);
            super.visitLdcInsn(increment);
            super.visitLdcInsn(id);
            call("step", "(II)I");
            super.visitInsn(Opcodes.IADD);
            super.visitVarInsn(Opcodes.ISTORE, var);
        }

        private static String arithmetic(int opcode) {
            if (opcode >= Opcodes.ISHL && opcode <= Opcodes.LUSHR) {
                return (opcode - Opcodes.ISHL) % 2 == 0 ? "ibin" : "lshift";
            }
            int type = opcode >= Opcodes.IAND ? (opcode - Opcodes.IAND) % 2 : (opcode - Opcodes.IADD) % 4;
            return "ilfd".charAt(type) + "bin";
        }

        private static String arithmeticDescriptor(int opcode) {
            return switch (arithmetic(opcode)) {
                case "ibin" -> "(IIII)I";
                case "lbin" -> "(JJII)J";
                case "lshift" -> "(JIII)J";
                case "fbin" -> "(FFII)F";
                default -> "(DDII)D";
            };
        }
    }
}
