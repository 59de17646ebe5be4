package dev.ferret.worker.sandbox;

import dev.ferret.worker.sandbox.runtime.Trap;
import java.util.HashMap;
import java.util.Map;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Which JDK methods the sandbox redirects to which {@link Trap} methods. A static method keeps its
 * descriptor; an instance method's receiver becomes the Trap method's first parameter, so the call
 * has the same stack effect and the method's frames stay valid.
 */
final class TrapCalls {
    /** The internal name of {@link Trap}. */
    static final String TRAP = Type.getInternalName(Trap.class);

    /** {@code static|virtual owner.name descriptor} -> Trap method name. */
    private static final Map<String, String> REDIRECTS = new HashMap<>();

    static {
        redirectStatic("java/lang/System", "exit", "(I)V", "systemExit");
        redirectVirtual("java/lang/Runtime", "exit", "(I)V", "runtimeExit");
        redirectVirtual("java/lang/Runtime", "halt", "(I)V", "runtimeHalt");
        redirectVirtual("java/io/File", "delete", "()Z", "fileDelete");
        redirectVirtual("java/io/File", "deleteOnExit", "()V", "fileDeleteOnExit");
        redirectStatic("java/nio/file/Files", "delete", "(Ljava/nio/file/Path;)V", "filesDelete");
        redirectStatic("java/nio/file/Files", "deleteIfExists", "(Ljava/nio/file/Path;)Z", "filesDeleteIfExists");
        redirectVirtual("java/lang/ProcessBuilder", "start", "()Ljava/lang/Process;", "processStart");
        String process = ")Ljava/lang/Process;";
        for (String command : new String[] {"Ljava/lang/String;", "[Ljava/lang/String;"}) {
            redirectVirtual("java/lang/Runtime", "exec", "(" + command + process, "runtimeExec");
            redirectVirtual("java/lang/Runtime", "exec", "(" + command + "[Ljava/lang/String;" + process, "runtimeExec");
            redirectVirtual("java/lang/Runtime", "exec", "(" + command + "[Ljava/lang/String;Ljava/io/File;" + process,
                    "runtimeExec");
        }
    }

    private TrapCalls() {
    }

    private static void redirectStatic(String owner, String name, String descriptor, String trapName) {
        REDIRECTS.put(key(true, owner, name, descriptor), trapName);
    }

    private static void redirectVirtual(String owner, String name, String descriptor, String trapName) {
        REDIRECTS.put(key(false, owner, name, descriptor), trapName);
    }

    private static String key(boolean isStatic, String owner, String name, String descriptor) {
        return (isStatic ? "static " : "virtual ") + owner + "." + name + descriptor;
    }

    /**
     * @param opcode the call's opcode ({@code INVOKESTATIC}, {@code INVOKEVIRTUAL}, ...)
     * @return the static call on {@link #TRAP} to make instead, or null to leave the call alone
     */
    static Handle redirect(int opcode, String owner, String name, String descriptor) {
        boolean isStatic = opcode == Opcodes.INVOKESTATIC;
        if (!isStatic && opcode != Opcodes.INVOKEVIRTUAL) {
            return null;
        }
        String trapName = REDIRECTS.get(key(isStatic, owner, name, descriptor));
        if (trapName == null) {
            return null;
        }
        String trapDescriptor = isStatic ? descriptor : "(L" + owner + ";" + descriptor.substring(1);
        return new Handle(Opcodes.H_INVOKESTATIC, TRAP, trapName, trapDescriptor, false);
    }

    /**
     * @return the handle to pass instead of {@code handle} (e.g. the bootstrap argument of a method
     *     reference {@code System::exit}), or {@code handle} itself
     */
    static Handle redirect(Handle handle) {
        int opcode;
        if (handle.getTag() == Opcodes.H_INVOKESTATIC) {
            opcode = Opcodes.INVOKESTATIC;
        } else if (handle.getTag() == Opcodes.H_INVOKEVIRTUAL) {
            opcode = Opcodes.INVOKEVIRTUAL;
        } else {
            return handle;
        }
        Handle trap = redirect(opcode, handle.getOwner(), handle.getName(), handle.getDesc());
        return trap == null ? handle : trap;
    }
}
