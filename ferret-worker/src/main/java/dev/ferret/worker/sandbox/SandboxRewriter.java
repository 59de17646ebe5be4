package dev.ferret.worker.sandbox;

import dev.ferret.core.run.ClassRewriter;
import dev.ferret.worker.sandbox.runtime.Trap;
import java.util.List;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites each class of the code under test so that a write to a static field, other than by a
 * static initializer to its own class's fields, first calls {@link Trap#staticWrite}. (Ending the
 * JVM, files, processes and the network are the guard's, at the JDK's own boundary:
 * {@code dev.ferret.guard}.)
 *
 * <p>The rewrite adds a call that leaves the stack as it was, so only the maximum stack size is
 * recomputed: no stack map frame changes and no class is loaded.
 */
public final class SandboxRewriter implements ClassRewriter {

    @Override
    public byte[] rewrite(String className, byte[] classFile) {
        try {
            ClassReader reader = new ClassReader(classFile);
            ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
            boolean[] changed = {false};
            reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
                private String internalName;

                @Override
                public void visit(int version, int access, String name, String signature, String superName,
                        String[] interfaces) {
                    internalName = name;
                    super.visit(version, access, name, signature, superName, interfaces);
                }

                @Override
                public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                        String[] exceptions) {
                    MethodVisitor next = super.visitMethod(access, name, descriptor, signature, exceptions);
                    return new SandboxMethodVisitor(next, internalName, name, () -> changed[0] = true);
                }
            }, 0);
            return changed[0] ? writer.toByteArray() : classFile;
        } catch (RuntimeException | LinkageError e) {
            // Unparsable, too new for ASM, or a method grown past 64 KiB: define it as it is.
            return classFile;
        }
    }

    /** @return the package of {@link Trap}, which rewritten classes call */
    @Override
    public List<String> runtimePackages() {
        return List.of(Trap.class.getPackageName() + ".");
    }
}
