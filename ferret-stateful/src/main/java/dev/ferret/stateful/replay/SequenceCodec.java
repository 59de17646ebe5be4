package dev.ferret.stateful.replay;

import dev.ferret.core.model.ArrayOperation;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.FieldOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.ScratchOperation;
import dev.ferret.core.model.Statement;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;

/**
 * A recorded sequence in a portable text form that another JVM can replay: one line per
 * statement, with class names, member names and parameter types, literal values and the
 * statement's input indices, nothing of the recording JVM's heap. Lines are tokens separated by
 * spaces, each token URL-encoded:
 * <ul>
 *   <li>{@code L <type> <value>} a literal ({@code -} for null; a {@code char} as its code, a
 *       {@code float} or {@code double} as its raw bits in hex);
 *   <li>{@code M <receiver> <name> <parameter types> <owner> <overloaded> <inputs>} a method call;
 *   <li>{@code C <class> <parameter types> <owner> <type arguments> <inputs>} a constructor call;
 *   <li>{@code F <holder> <field> <owner>} a static field read;
 *   <li>{@code A <component type> <length> <inputs>} an array;
 *   <li>{@code T <inputs>} the test's temporary directory (decoded to the replaying run's own).
 * </ul>
 * Lists are comma-separated, {@code -} when empty or absent. A sequence with a statement of
 * another kind (a generated callback or subclass) has no portable form ({@link #encode} answers
 * null). Decoding resolves every name through the loader of the code under test; a name that no
 * longer resolves (the class changed) makes the sequence unusable ({@link #decode} answers null).
 */
public final class SequenceCodec {

    private static final String NONE = "-";

    private SequenceCodec() {
    }

    /** The portable form of the statements, or null when one of them has none. */
    public static String encode(Statement[] statements) {
        StringBuilder out = new StringBuilder(statements.length * 64);
        for (Statement s : statements) {
            String line = line(s.operation());
            if (line == null) {
                return null;
            }
            out.append(line).append(' ').append(list(Arrays.stream(s.inputs()).mapToObj(Integer::toString).toList()))
                    .append('\n');
        }
        return out.toString();
    }

    private static String line(Operation op) {
        if (op instanceof LiteralOperation l) {
            return "L " + token(l.outputType().getName()) + " " + literal(l.value());
        }
        if (op instanceof MethodOperation m) {
            Method method = m.method();
            String signature = m.signature();
            String receiver = signature.substring(0, signature.indexOf('(') - method.getName().length() - 1);
            return "M " + token(receiver) + " " + token(method.getName()) + " " + types(method.getParameterTypes())
                    + " " + owner(m) + " " + (m.overloaded() ? "1" : "0");
        }
        if (op instanceof ConstructorOperation c) {
            List<Class<?>> arguments = c.typeArguments();
            return "C " + token(c.constructor().getDeclaringClass().getName()) + " "
                    + types(c.constructor().getParameterTypes()) + " " + owner(c) + " "
                    + (arguments == null ? NONE : types(arguments.toArray(Class<?>[]::new)));
        }
        if (op instanceof FieldOperation f) {
            String signature = f.signature();
            int dot = signature.lastIndexOf('.');
            return "F " + token(signature.substring(0, dot)) + " " + token(signature.substring(dot + 1)) + " "
                    + owner(f);
        }
        if (op instanceof ArrayOperation a) {
            return "A " + token(a.outputType().getComponentType().getName()) + " " + a.inputTypes().size();
        }
        if (op instanceof ScratchOperation) {
            return "T";
        }
        return null;
    }

    private static String literal(Object v) {
        if (v == null) {
            return NONE;
        }
        if (v instanceof Character c) {
            return Integer.toString(c);
        }
        if (v instanceof Double d) {
            return Long.toHexString(Double.doubleToRawLongBits(d));
        }
        if (v instanceof Float f) {
            return Integer.toHexString(Float.floatToRawIntBits(f));
        }
        return "v" + token(v.toString()); // a prefix, so that the string "-" is not null
    }

    private static String owner(Operation op) {
        return op.owner() == null ? NONE : token(op.owner().getName());
    }

    private static String types(Class<?>[] types) {
        return list(Arrays.stream(types).map(Class::getName).toList());
    }

    private static String list(List<String> items) {
        if (items.isEmpty()) {
            return NONE;
        }
        StringJoiner j = new StringJoiner(",");
        items.forEach(i -> j.add(token(i)));
        return j.toString();
    }

    private static String token(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    /**
     * The statements again, their classes and members resolved through {@code loader}, or null
     * when one no longer resolves or the text is not an encoded sequence.
     */
    public static Statement[] decode(String encoded, ClassLoader loader) {
        return decode(encoded, loader, null);
    }

    /**
     * The statements again, their classes and members resolved through {@code loader} and the
     * temporary directory taken to be {@code scratch}, or null when one no longer resolves, the
     * text is not an encoded sequence, or it uses a temporary directory and {@code scratch} is null.
     */
    public static Statement[] decode(String encoded, ClassLoader loader, ScratchOperation scratch) {
        try {
            String[] lines = encoded.split("\n");
            Statement[] out = new Statement[lines.length];
            for (int i = 0; i < lines.length; i++) {
                String[] t = lines[i].split(" ");
                Operation op = "T".equals(t[0]) ? java.util.Objects.requireNonNull(scratch, "no temporary directory")
                        : operation(t, new Names(loader));
                out[i] = new Statement(op, ints(t[t.length - 1]));
            }
            return out;
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return null;
        }
    }

    private static Operation operation(String[] t, Names names) throws ReflectiveOperationException {
        switch (t[0]) {
            case "L" -> {
                return literal(names.type(t[1]), t[2]);
            }
            case "M" -> {
                Class<?> receiver = names.type(t[1]);
                Method m = receiver.getMethod(text(t[2]), names.types(t[3]));
                return new MethodOperation(m, receiver, names.owner(t[4]), "1".equals(t[5]));
            }
            case "C" -> {
                Constructor<?> k = names.type(t[1]).getConstructor(names.types(t[2]));
                ConstructorOperation c = new ConstructorOperation(k, names.owner(t[3]));
                return NONE.equals(t[4]) ? c : c.instantiated(List.of(names.types(t[4])));
            }
            case "F" -> {
                Class<?> holder = names.type(t[1]);
                return new FieldOperation(holder.getField(text(t[2])), holder, names.owner(t[3]));
            }
            case "A" -> {
                return new ArrayOperation(names.type(t[1]), Integer.parseInt(t[2]));
            }
            default -> throw new IllegalArgumentException("unknown statement kind " + t[0]);
        }
    }

    private static LiteralOperation literal(Class<?> type, String value) {
        if (NONE.equals(value)) {
            return LiteralOperation.nullOf(type);
        }
        Object v;
        if (type == char.class) {
            v = (char) Integer.parseInt(value);
        } else if (type == double.class) {
            v = Double.longBitsToDouble(Long.parseUnsignedLong(value, 16));
        } else if (type == float.class) {
            v = Float.intBitsToFloat(Integer.parseUnsignedInt(value, 16));
        } else {
            String s = text(value.substring(1));
            v = switch (type.getName()) {
                case "boolean" -> Boolean.parseBoolean(s);
                case "byte" -> Byte.parseByte(s);
                case "short" -> Short.parseShort(s);
                case "int" -> Integer.parseInt(s);
                case "long" -> Long.parseLong(s);
                default -> s;
            };
        }
        return new LiteralOperation(type, v);
    }

    private static int[] ints(String list) {
        return NONE.equals(list) ? new int[0] : Arrays.stream(list.split(",")).mapToInt(Integer::parseInt).toArray();
    }

    private static String text(String token) {
        return URLDecoder.decode(token, StandardCharsets.UTF_8);
    }

    /** Resolves names through the loader of the code under test. */
    private record Names(ClassLoader loader) {

        Class<?> type(String token) throws ClassNotFoundException {
            String name = text(token);
            return switch (name) {
                case "boolean" -> boolean.class;
                case "byte" -> byte.class;
                case "char" -> char.class;
                case "short" -> short.class;
                case "int" -> int.class;
                case "long" -> long.class;
                case "float" -> float.class;
                case "double" -> double.class;
                case "void" -> void.class;
                default -> Class.forName(name, false, loader);
            };
        }

        Class<?>[] types(String list) throws ClassNotFoundException {
            if (NONE.equals(list)) {
                return new Class<?>[0];
            }
            List<Class<?>> out = new ArrayList<>();
            for (String t : list.split(",")) {
                out.add(type(t));
            }
            return out.toArray(Class<?>[]::new);
        }

        Class<?> owner(String token) throws ClassNotFoundException {
            return NONE.equals(token) ? null : type(token);
        }
    }
}
