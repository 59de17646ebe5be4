package dev.ferret.guard.time;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Redirects the clock reads of a class of the code under test to
 * {@code dev.ferret.guard.boot.ShiftedTime}: {@code System.currentTimeMillis()} and
 * {@code nanoTime()}, {@code Instant.now()}, the system clocks of {@code Clock}, the {@code now()}
 * and {@code now(ZoneId)} of every {@code java.time} date and time type, {@code Chronology.dateNow},
 * {@code new Date()}, {@code Calendar.getInstance(...)} and {@code new GregorianCalendar(...)} for the
 * current time; also as method references and method-handle constants. While the shift is zero the
 * rewritten class behaves exactly as before. Calls through reflection, and clock reads inside the
 * JDK (a {@code SimpleDateFormat}'s two-digit-year window), are not redirected.
 *
 * <p>Use {@link #rewrite(byte[])} on a class file, or put a {@code ClockRewriter} into a chain of
 * class visitors. The rewritten class needs {@code ShiftedTime} visible to its loader (the
 * bootstrap class path in a guarded JVM; a worker's code-under-test loader delegates it).
 */
public final class ClockRewriter extends ClassVisitor {

    private static final int CONSTANT_CLASS = 7;

    private boolean changed;

    /** @param next the visitor the rewritten class goes to */
    public ClockRewriter(ClassVisitor next) {
        super(Opcodes.ASM9, next);
    }

    /**
     * Rewrites a class file.
     *
     * @param classFile the class as read
     * @return the rewritten class, or {@code null} when it reads no clock (nothing to change), or
     *     when it cannot be parsed or rewritten (leave it as it is)
     */
    public static byte[] rewrite(byte[] classFile) {
        try {
            ClassReader reader = new ClassReader(classFile);
            if (!namesClockOwner(reader) || reader.getClassName().startsWith(ClockCalls.SHIFTED_TIME)) {
                return null;
            }
            ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
            ClockRewriter rewriter = new ClockRewriter(writer);
            reader.accept(rewriter, 0);
            return rewriter.changed() ? writer.toByteArray() : null;
        } catch (RuntimeException | LinkageError e) {
            return null; // unparsable, too new for ASM, or a method grown past 64 KiB
        }
    }

    /** Whether anything was rewritten so far. */
    public boolean changed() {
        return changed;
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                     String[] exceptions) {
        MethodVisitor next = super.visitMethod(access, name, descriptor, signature, exceptions);
        return next == null ? null : new ClockMethodVisitor(next, name, () -> changed = true);
    }

    /**
     * Whether the constant pool names a class whose members {@link ClockCalls} redirects: most
     * classes do not, and are left without being visited.
     */
    private static boolean namesClockOwner(ClassReader reader) {
        char[] buffer = new char[reader.getMaxStringLength()];
        for (int i = 1; i < reader.getItemCount(); i++) {
            int offset = reader.getItem(i);
            if (offset > 0 && reader.readByte(offset - 1) == CONSTANT_CLASS
                    && ClockCalls.OWNERS.contains(reader.readUTF8(offset, buffer))) {
                return true;
            }
        }
        return false;
    }
}
