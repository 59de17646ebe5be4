package dev.ferret.core.contract;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.Map;

/**
 * The names of a method's parameters, from its class file: the {@code MethodParameters} attribute
 * ({@code javac -parameters}) through reflection, else the {@code LocalVariableTable} that debug
 * information keeps (javac {@code -g}, Maven's default). Null where neither is there. Contracts name
 * parameters by them; the build stage tells from them which strings name files.
 */
public final class ParameterNames {

    private static final int UTF8 = 1;

    private ParameterNames() {
    }

    /** The names, one per parameter, or null if the class file does not keep them. */
    public static String[] of(Executable e) {
        if (e.getParameterCount() == 0) {
            return new String[0];
        }
        if (e.getParameters()[0].isNamePresent()) {
            String[] names = new String[e.getParameterCount()];
            for (int i = 0; i < names.length; i++) {
                names[i] = e.getParameters()[i].getName();
            }
            return names;
        }
        try {
            return fromDebugInfo(e);
        } catch (IOException | RuntimeException ex) { // NOPMD: an unreadable class file keeps no names
            return null;
        }
    }

    private static String[] fromDebugInfo(Executable e) throws IOException {
        Class<?> c = e.getDeclaringClass();
        String file = c.getName().substring(c.getName().lastIndexOf('.') + 1) + ".class";
        try (InputStream raw = c.getResourceAsStream(file)) {
            if (raw == null) {
                return null;
            }
            DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(raw));
            in.skipBytes(8); // magic, minor and major version
            Map<Integer, String> utf8 = constants(in);
            in.skipBytes(6); // access, this, super
            in.skipBytes(2 * in.readUnsignedShort()); // interfaces
            skipMembers(in); // fields
            String name = e instanceof Constructor<?> ? "<init>" : e.getName();
            String descriptor = descriptor(e);
            int methods = in.readUnsignedShort();
            for (int m = 0; m < methods; m++) {
                in.skipBytes(2);
                boolean match = name.equals(utf8.get(in.readUnsignedShort()))
                        & descriptor.equals(utf8.get(in.readUnsignedShort()));
                String[] names = attributes(in, utf8, match ? e : null);
                if (match) {
                    return names;
                }
            }
            return null;
        }
    }

    private static Map<Integer, String> constants(DataInputStream in) throws IOException {
        Map<Integer, String> utf8 = new HashMap<>();
        int count = in.readUnsignedShort();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case UTF8 -> utf8.put(i, in.readUTF());
                case 7, 8, 16, 19, 20 -> in.skipBytes(2); // class, string, method type, module, package
                case 15 -> in.skipBytes(3); // method handle
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
                case 5, 6 -> {
                    in.skipBytes(8); // long, double: two entries
                    i++;
                }
                default -> throw new IOException("bad constant tag " + tag);
            }
        }
        return utf8;
    }

    private static void skipMembers(DataInputStream in) throws IOException {
        int count = in.readUnsignedShort();
        for (int i = 0; i < count; i++) {
            in.skipBytes(6);
            attributes(in, Map.of(), null);
        }
    }

    /** Skips a member's attributes; for {@code wanted}, returns its parameter names from its code's debug information. */
    private static String[] attributes(DataInputStream in, Map<Integer, String> utf8, Executable wanted)
            throws IOException {
        String[] names = null;
        int count = in.readUnsignedShort();
        for (int a = 0; a < count; a++) {
            String name = utf8.get(in.readUnsignedShort());
            int length = in.readInt();
            if (wanted != null && "Code".equals(name)) {
                in.skipBytes(4);
                in.skipBytes(in.readInt()); // the code
                in.skipBytes(8 * in.readUnsignedShort()); // exception table
                names = localVariables(in, utf8, wanted);
            } else {
                in.skipBytes(length);
            }
        }
        return names;
    }

    private static String[] localVariables(DataInputStream in, Map<Integer, String> utf8, Executable e)
            throws IOException {
        int[] slotOf = new int[e.getParameterCount()];
        int slot = Modifier.isStatic(e.getModifiers()) ? 0 : 1;
        for (int i = 0; i < slotOf.length; i++) {
            slotOf[i] = slot;
            Class<?> t = e.getParameterTypes()[i];
            slot += t == long.class || t == double.class ? 2 : 1;
        }
        String[] names = new String[slotOf.length];
        int count = in.readUnsignedShort();
        for (int a = 0; a < count; a++) {
            String name = utf8.get(in.readUnsignedShort());
            int length = in.readInt();
            if (!"LocalVariableTable".equals(name)) {
                in.skipBytes(length);
                continue;
            }
            int entries = in.readUnsignedShort();
            for (int k = 0; k < entries; k++) {
                int start = in.readUnsignedShort();
                in.skipBytes(2);
                String var = utf8.get(in.readUnsignedShort());
                in.skipBytes(2);
                int index = in.readUnsignedShort();
                for (int i = 0; i < slotOf.length; i++) {
                    if (slotOf[i] == index && start == 0) {
                        names[i] = var;
                    }
                }
            }
        }
        for (String n : names) {
            if (n == null) {
                return null;
            }
        }
        return names;
    }

    private static String descriptor(Executable e) {
        StringBuilder d = new StringBuilder("(");
        for (Class<?> p : e.getParameterTypes()) {
            d.append(p.descriptorString());
        }
        d.append(')').append(e instanceof Method m ? m.getReturnType().descriptorString() : "V");
        return d.toString();
    }
}
