package dev.ferret.core.build;

import dev.ferret.core.model.LiteralOperation;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads String, int, long, float and double constants from the constant pool of a class file
 * (JVMS §4.4), to be used as extra literals.
 */
final class ConstantMiner {

    private static final int MAX_STRING = 60;
    private static final double MAX_NUMBER = 100_000;

    private ConstantMiner() {
    }

    /** The constants of a class, as literal operations in constant-pool order; empty if unreadable. */
    static List<LiteralOperation> mine(Class<?> c) {
        String resource = "/" + c.getName().replace('.', '/') + ".class";
        try (InputStream in = c.getResourceAsStream(resource)) {
            return in == null ? List.of() : parse(new DataInputStream(in));
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    static List<LiteralOperation> parse(DataInputStream in) throws IOException {
        if (in.readInt() != 0xCAFEBABE) {
            return List.of();
        }
        in.readUnsignedShort();
        in.readUnsignedShort();
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        List<int[]> stringRefs = new ArrayList<>();
        List<LiteralOperation> out = new ArrayList<>();
        List<Object> values = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF();
                case 3 -> values.add(in.readInt());
                case 4 -> values.add(in.readFloat());
                case 5 -> {
                    values.add(in.readLong());
                    i++;
                }
                case 6 -> {
                    values.add(in.readDouble());
                    i++;
                }
                case 8 -> stringRefs.add(new int[] {in.readUnsignedShort()});
                case 7, 16, 19, 20 -> in.readUnsignedShort();
                case 9, 10, 11, 12, 17, 18 -> in.readInt();
                case 15 -> {
                    in.readUnsignedByte();
                    in.readUnsignedShort();
                }
                default -> {
                    return List.of();
                }
            }
        }
        for (int[] ref : stringRefs) {
            String s = utf8[ref[0]];
            if (s != null && s.length() <= MAX_STRING) {
                values.add(s);
            }
        }
        for (Object v : values) {
            if (v instanceof Number n && Math.abs(n.doubleValue()) > MAX_NUMBER) {
                continue; // allocation sizes like Integer.MAX_VALUE - 8 only exhaust memory
            }
            Class<?> type = v instanceof Integer ? int.class
                    : v instanceof Long ? long.class
                    : v instanceof Float ? float.class
                    : v instanceof Double ? double.class
                    : String.class;
            out.add(new LiteralOperation(type, v));
        }
        return dedupe(out);
    }

    private static List<LiteralOperation> dedupe(List<LiteralOperation> ops) {
        Set<String> seen = new LinkedHashSet<>();
        List<LiteralOperation> out = new ArrayList<>();
        for (LiteralOperation op : ops) {
            if (seen.add(op.signature())) {
                out.add(op);
            }
        }
        return out;
    }
}
