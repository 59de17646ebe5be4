package dev.ferret.core.run;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Weaves the reads of instance fields for ferret-choice's lazily initialised finitizations
 * ({@code dev.ferret.choice.Finitization}, issue 31): in every class of the given packages, each
 * {@code GETFIELD} of a field declared in one of them is preceded by
 * {@code FieldReads.read(owner, "name")} ({@code DUP}, the name, a static call: the stack and
 * stack map frames are as before), and the class gets the private static mark
 * {@code $ferret$reads} that tells the finitization its reads are seen. {@code FieldReads} comes
 * from the user's class path (ferret-choice, which the generators need anyway), not from Ferret.
 * Used only in runs with {@code --generator}, on the packages of the classes under test and of
 * the generators; outside an exploration a woven read costs a thread-local lookup.
 */
final class FieldReadWeaver implements ClassRewriter {

    static final String HOOK = "dev/ferret/choice/FieldReads";
    static final String MARKER = "$ferret$reads";

    private final Set<String> packages;

    /** @param classNames binary names whose packages are woven */
    FieldReadWeaver(Collection<String> classNames) {
        Set<String> p = new LinkedHashSet<>();
        for (String n : classNames) {
            int dot = n.lastIndexOf('.');
            p.add(dot < 0 ? "" : n.substring(0, dot + 1).replace('.', '/'));
        }
        this.packages = Set.copyOf(p);
    }

    /** Whether {@code internalName} (a class, {@code a/b/C}) is in a woven package. */
    boolean woven(String internalName) {
        int slash = internalName.lastIndexOf('/');
        return packages.contains(slash < 0 ? "" : internalName.substring(0, slash + 1))
                && !internalName.startsWith("dev/ferret/choice/");
    }

    @Override
    public byte[] rewrite(String className, byte[] classFile) {
        if (!woven(className.replace('.', '/'))) {
            return classFile;
        }
        try {
            ClassReader reader = new ClassReader(classFile);
            ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
            reader.accept(new Weaving(writer), 0);
            return writer.toByteArray();
        } catch (RuntimeException e) {
            return classFile; // a class ASM cannot read stays as it is
        }
    }

    @Override
    public List<String> runtimePackages() {
        return new ArrayList<>();
    }

    /** Adds the mark and weaves every method. */
    private final class Weaving extends ClassVisitor {
        private boolean isInterface;

        Weaving(ClassVisitor next) {
            super(Opcodes.ASM9, next);
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName,
                String[] interfaces) {
            isInterface = (access & Opcodes.ACC_INTERFACE) != 0;
            super.visit(version, access, name, signature, superName, interfaces);
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                String[] exceptions) {
            return new Reads(super.visitMethod(access, name, descriptor, signature, exceptions));
        }

        @Override
        public void visitEnd() {
            if (!isInterface) {
                super.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL | Opcodes.ACC_SYNTHETIC,
                        MARKER, "Z", null, 1).visitEnd();
            }
            super.visitEnd();
        }
    }

    /** Calls the hook before each read of a woven class's instance field. */
    private final class Reads extends MethodVisitor {
        Reads(MethodVisitor next) {
            super(Opcodes.ASM9, next);
        }

        @Override
        public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
            if (opcode == Opcodes.GETFIELD && woven(owner)) {
                super.visitInsn(Opcodes.DUP);
                super.visitLdcInsn(name);
                super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOK, "read", "(Ljava/lang/Object;Ljava/lang/String;)V",
                        false);
            }
            super.visitFieldInsn(opcode, owner, name, descriptor);
        }
    }
}
