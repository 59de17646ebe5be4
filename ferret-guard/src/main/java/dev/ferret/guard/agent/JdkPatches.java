package dev.ferret.guard.agent;

import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.lang.instrument.UnmodifiableClassException;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Patches the JDK's own entry points of effects so that each asks the {@code Gate} first: java.io's
 * file changes, process starts, socket connections and datagrams, ending the JVM, and changes of
 * JVM-wide state. Classes already loaded are retransformed; the others are patched as they load.
 * Loaded by the guard agent in a class loader of its own (ASM must not meet the code under test's).
 */
public final class JdkPatches implements ClassFileTransformer {
    private static final String GATE = "dev/ferret/guard/boot/Gate";
    private static final String FILE = "(Ljava/io/File;)V";

    /** Patches that must be in place in every guarded JVM: the agent fails the JVM's start without them. */
    static final Set<String> REQUIRED = PatchedClasses.REQUIRED;

    private final Map<String, Map<String, Patch>> byClass = new HashMap<>();
    private final Set<String> patched = ConcurrentHashMap.newKeySet();

    JdkPatches(List<Patch> patches) {
        for (Patch p : patches) {
            byClass.computeIfAbsent(p.owner(), o -> new HashMap<>()).put(p.member(), p);
        }
    }

    /**
     * Installs the patches; called by the agent through reflection.
     *
     * @throws IllegalStateException if a required class could not be patched
     */
    public static void install(Instrumentation inst) throws UnmodifiableClassException {
        JdkPatches patches = new JdkPatches(table());
        inst.addTransformer(patches, true);
        List<Class<?>> loaded = new ArrayList<>();
        for (Class<?> c : inst.getAllLoadedClasses()) {
            if (c.getClassLoader() == null && patches.byClass.containsKey(c.getName().replace('.', '/'))) {
                loaded.add(c);
            }
        }
        if (!loaded.isEmpty()) {
            inst.retransformClasses(loaded.toArray(new Class<?>[0]));
        }
        for (String required : REQUIRED) {
            if (!patches.patched.contains(required)) {
                try {
                    Class.forName(required.replace('/', '.'), false, null); // patched as it loads
                } catch (ClassNotFoundException e) {
                    throw new IllegalStateException("the guard could not load " + required, e);
                }
            }
        }
        for (String required : REQUIRED) {
            if (!patches.patched.contains(required)) {
                throw new IllegalStateException("the guard could not patch " + required);
            }
        }
    }

    /** The classes patched so far (internal names). */
    Set<String> patched() {
        return patched;
    }

    /**
     * Writes the JDK classes the guard patches, patched from this JVM's JDK, into {@code dir}: a
     * guarded JVM of the same JDK installs them as they are ({@link PatchedClasses}).
     */
    public static void writePatched(java.nio.file.Path dir) throws java.io.IOException {
        Map<String, byte[]> patched = ofThisJdk;
        if (patched == null) {
            patched = patchAll(JdkPatches::jdkClassFile);
            ofThisJdk = patched;
        }
        PatchedClasses.write(dir, patched);
    }

    /** This JVM's JDK classes, patched once. */
    private static volatile Map<String, byte[]> ofThisJdk;

    private static byte[] jdkClassFile(String internalName) {
        try (java.io.InputStream in = Object.class.getModule().getResourceAsStream(internalName + ".class")) {
            return in == null ? null : in.readAllBytes();
        } catch (java.io.IOException e) {
            return null;
        }
    }

    /**
     * The patched class file of every class of the table this JDK has, by internal name: what a
     * guarded JVM of the same JDK installs without ASM ({@link PatchedClasses}).
     *
     * @param original the JDK's class file of an internal name, or null if it has none
     */
    public static Map<String, byte[]> patchAll(java.util.function.Function<String, byte[]> original) {
        JdkPatches patches = new JdkPatches(table());
        Map<String, byte[]> out = new java.util.TreeMap<>();
        for (Map.Entry<String, Map<String, Patch>> e : patches.byClass.entrySet()) {
            byte[] bytes = original.apply(e.getKey());
            if (bytes != null) {
                out.put(e.getKey(), patch(bytes, e.getValue()));
            }
        }
        return out;
    }

    @Override
    public byte[] transform(Module module, ClassLoader loader, String className, Class<?> redefined,
                            ProtectionDomain domain, byte[] classFile) {
        Map<String, Patch> patches = className == null || loader != null ? null : byClass.get(className);
        if (patches == null) {
            return null;
        }
        try {
            byte[] out = patch(classFile, patches);
            patched.add(className);
            return out;
        } catch (RuntimeException e) {
            return null; // left as it is: a required class is then reported by install
        }
    }

    /** The class file with each listed method's entry calling the gate. */
    static byte[] patch(byte[] classFile, Map<String, Patch> patches) {
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                MethodVisitor next = super.visitMethod(access, name, descriptor, signature, exceptions);
                Patch p = patches.get(name + descriptor);
                return p == null ? next : new EntryCall(next, p, descriptor, (access & Opcodes.ACC_STATIC) != 0);
            }
        }, 0);
        return writer.toByteArray();
    }

    /** Puts the gate call before the method's first instruction. */
    private static final class EntryCall extends MethodVisitor {
        private final Patch patch;
        private final Type[] slotTypes;

        EntryCall(MethodVisitor next, Patch patch, String descriptor, boolean isStatic) {
            super(Opcodes.ASM9, next);
            this.patch = patch;
            this.slotTypes = slotTypes(descriptor, isStatic, patch.owner());
        }

        @Override
        public void visitCode() {
            super.visitCode();
            if (patch.constant() != null) {
                super.visitLdcInsn(patch.constant());
            }
            for (int slot : patch.arguments()) {
                super.visitVarInsn(slotTypes[slot].getOpcode(Opcodes.ILOAD), slot);
            }
            super.visitMethodInsn(Opcodes.INVOKESTATIC, GATE, patch.gateMethod(), patch.gateDescriptor(), false);
        }

        /** The type of each local variable slot holding the receiver and the arguments. */
        private static Type[] slotTypes(String descriptor, boolean isStatic, String owner) {
            List<Type> slots = new ArrayList<>();
            if (!isStatic) {
                slots.add(Type.getObjectType(owner));
            }
            for (Type t : Type.getArgumentTypes(descriptor)) {
                slots.add(t);
                if (t.getSize() == 2) {
                    slots.add(t);
                }
            }
            return slots.toArray(new Type[0]);
        }
    }

    /** Every patch: what the guard watches. */
    static List<Patch> table() {
        List<Patch> t = new ArrayList<>();
        String file = "java/io/File";
        t.add(Patch.passing(file, "delete", "()Z", "delete", FILE, 0));
        t.add(Patch.passing(file, "deleteOnExit", "()V", "delete", FILE, 0));
        t.add(Patch.passing(file, "createNewFile", "()Z", "create", FILE, 0));
        t.add(Patch.passing(file, "mkdir", "()Z", "create", FILE, 0));
        t.add(Patch.passing(file, "renameTo", "(Ljava/io/File;)Z", "rename", "(Ljava/io/File;Ljava/io/File;)V", 0, 1));
        t.add(Patch.passing(file, "setLastModified", "(J)Z", "attributes", FILE, 0));
        t.add(Patch.passing(file, "setReadOnly", "()Z", "attributes", FILE, 0));
        for (String set : List.of("setWritable", "setReadable", "setExecutable")) {
            t.add(Patch.passing(file, set, "(ZZ)Z", "attributes", FILE, 0));
        }
        t.add(Patch.passing(file, "createTempFile", "(Ljava/lang/String;Ljava/lang/String;Ljava/io/File;)Ljava/io/File;",
                "temporaryFile", FILE, 2));
        for (String read : List.of("exists()Z", "isFile()Z", "isDirectory()Z", "isHidden()Z", "canRead()Z", "canWrite()Z",
                "canExecute()Z", "length()J", "lastModified()J", "list()[Ljava/lang/String;")) {
            int paren = read.indexOf('(');
            t.add(Patch.passing(file, read.substring(0, paren), read.substring(paren), "read", FILE, 0));
        }
        t.add(Patch.passing("java/io/FileInputStream", "<init>", "(Ljava/io/File;)V", "read", FILE, 1));
        t.add(Patch.passing("java/io/FileOutputStream", "<init>", "(Ljava/io/File;Z)V", "write", FILE, 1));
        String raf = "java/io/RandomAccessFile";
        t.add(Patch.passing(raf, "<init>", "(Ljava/io/File;Ljava/lang/String;)V", "randomAccess",
                "(Ljava/io/File;Ljava/lang/String;)V", 1, 2));
        t.add(Patch.passing(raf, "<init>", "(Ljava/io/File;Ljava/lang/String;Z)V", "randomAccess",
                "(Ljava/io/File;Ljava/lang/String;Z)V", 1, 2, 3));
        String pb = "java/lang/ProcessBuilder";
        t.add(Patch.passing(pb, "start", "()Ljava/lang/Process;", "process", "(Ljava/lang/ProcessBuilder;)V", 0));
        t.add(Patch.passing(pb, "start", "([Ljava/lang/ProcessBuilder$Redirect;)Ljava/lang/Process;", "process",
                "(Ljava/lang/ProcessBuilder;)V", 0));
        t.add(Patch.passing("java/lang/Runtime", "exit", "(I)V", "exit", "(I)V", 1));
        t.add(Patch.passing("java/lang/Runtime", "halt", "(I)V", "halt", "(I)V", 1));
        String address = "(Ljava/net/SocketAddress;)V";
        t.add(Patch.passing("java/net/Socket", "connect", "(Ljava/net/SocketAddress;I)V", "connect", address, 1));
        t.add(Patch.passing("sun/nio/ch/SocketChannelImpl", "connect", "(Ljava/net/SocketAddress;)Z", "connect",
                address, 1));
        t.add(Patch.passing("java/net/DatagramSocket", "connect", "(Ljava/net/SocketAddress;)V", "connect", address, 1));
        t.add(Patch.passing("java/net/DatagramSocket", "connect", "(Ljava/net/InetAddress;I)V", "connect",
                "(Ljava/net/InetAddress;I)V", 1, 2));
        t.add(Patch.passing("java/net/DatagramSocket", "send", "(Ljava/net/DatagramPacket;)V", "datagram",
                "(Ljava/net/DatagramPacket;)V", 1));
        t.add(Patch.passing("sun/nio/ch/DatagramChannelImpl", "send", "(Ljava/nio/ByteBuffer;Ljava/net/SocketAddress;)I",
                "connect", address, 2));
        t.add(Patch.passing("sun/nio/ch/DatagramChannelImpl", "connect",
                "(Ljava/net/SocketAddress;)Ljava/nio/channels/DatagramChannel;", "connect", address, 1));
        t.add(Patch.passing("sun/nio/ch/DatagramChannelImpl", "connect",
                "(Ljava/net/SocketAddress;Z)Ljava/nio/channels/DatagramChannel;", "connect", address, 1));
        String system = "java/lang/System";
        t.add(Patch.passing(system, "setProperty", "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;",
                "property", "(Ljava/lang/String;)V", 0));
        t.add(Patch.passing(system, "clearProperty", "(Ljava/lang/String;)Ljava/lang/String;", "property",
                "(Ljava/lang/String;)V", 0));
        t.add(Patch.jvmState(system, "setProperties", "(Ljava/util/Properties;)V"));
        t.add(Patch.jvmState(system, "setOut", "(Ljava/io/PrintStream;)V"));
        t.add(Patch.jvmState(system, "setErr", "(Ljava/io/PrintStream;)V"));
        t.add(Patch.jvmState(system, "setIn", "(Ljava/io/InputStream;)V"));
        t.add(Patch.jvmState("java/util/Locale", "setDefault", "(Ljava/util/Locale;)V"));
        t.add(Patch.jvmState("java/util/Locale", "setDefault", "(Ljava/util/Locale$Category;Ljava/util/Locale;)V"));
        t.add(Patch.jvmState("java/util/TimeZone", "setDefault", "(Ljava/util/TimeZone;)V"));
        t.add(Patch.jvmState("java/lang/Thread", "setDefaultUncaughtExceptionHandler",
                "(Ljava/lang/Thread$UncaughtExceptionHandler;)V"));
        t.add(Patch.jvmState("java/security/Security", "setProperty", "(Ljava/lang/String;Ljava/lang/String;)V"));
        t.add(Patch.jvmState("java/security/Security", "addProvider", "(Ljava/security/Provider;)I"));
        t.add(Patch.jvmState("java/security/Security", "insertProviderAt", "(Ljava/security/Provider;I)I"));
        t.add(Patch.jvmState("java/security/Security", "removeProvider", "(Ljava/lang/String;)V"));
        t.add(Patch.jvmState("java/net/URL", "setURLStreamHandlerFactory", "(Ljava/net/URLStreamHandlerFactory;)V"));
        t.add(Patch.jvmState("java/net/URLConnection", "setContentHandlerFactory", "(Ljava/net/ContentHandlerFactory;)V"));
        t.add(Patch.jvmState("java/net/URLConnection", "setFileNameMap", "(Ljava/net/FileNameMap;)V"));
        t.add(Patch.jvmState("java/net/HttpURLConnection", "setFollowRedirects", "(Z)V"));
        t.add(Patch.jvmState("java/net/Authenticator", "setDefault", "(Ljava/net/Authenticator;)V"));
        t.add(Patch.jvmState("java/net/CookieHandler", "setDefault", "(Ljava/net/CookieHandler;)V"));
        t.add(Patch.jvmState("java/net/ProxySelector", "setDefault", "(Ljava/net/ProxySelector;)V"));
        t.add(Patch.jvmState("java/net/ResponseCache", "setDefault", "(Ljava/net/ResponseCache;)V"));
        t.add(Patch.jvmState("javax/net/ssl/SSLContext", "setDefault", "(Ljavax/net/ssl/SSLContext;)V"));
        t.add(Patch.jvmState("javax/net/ssl/HttpsURLConnection", "setDefaultHostnameVerifier",
                "(Ljavax/net/ssl/HostnameVerifier;)V"));
        t.add(Patch.jvmState("javax/net/ssl/HttpsURLConnection", "setDefaultSSLSocketFactory",
                "(Ljavax/net/ssl/SSLSocketFactory;)V"));
        return t;
    }
}
