package dev.ferret.worker.protocol;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.ArrayValue;
import dev.ferret.core.testcase.Check;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** Reads what {@link TestWriter} wrote, for {@link TestCodec}. */
final class TestReader {
    final DataInputStream in;
    final List<String> strings = new ArrayList<>();

    TestReader(DataInputStream in) {
        this.in = in;
    }

    String string() throws IOException {
        int ref = in.readInt();
        if (ref == -1) {
            return null;
        }
        if (ref == -2) {
            String s = in.readUTF();
            strings.add(s);
            return s;
        }
        return strings.get(ref);
    }

    List<String> strings() throws IOException {
        int n = in.readInt();
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(string());
        }
        return out;
    }

    Action action() throws IOException {
        return switch (in.readByte()) {
            case 0 -> new Action.ConstructorCall(string(), strings());
            case 1 -> new Action.MethodCall(string(), string(), strings(), string(), in.readBoolean());
            case 2 -> new Action.FieldRead(string(), string(), string());
            case 3 -> new Action.Literal(string(), value());
            case 4 -> new Action.ArrayLiteral(string());
            case 5 -> implementation(false);
            case 6 -> new Action.TempDir();
            case 7 -> implementation(true);
            default -> throw new IOException("unknown action tag");
        };
    }

    /** @param bounded whether it was written with its re-entry bound and plain values (tag 7; tag 5 before) */
    private Action.Implementation implementation(boolean bounded) throws IOException {
        int reentries = bounded ? in.readInt() : 0;
        String type = string();
        List<String> superConstructor = in.readBoolean() ? strings() : null;
        String printed = in.readBoolean() ? string() : null;
        int n = in.readInt();
        List<Action.Overridden> methods = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String name = string();
            List<String> parameterTypes = strings();
            String returnType = string();
            int result = in.readInt();
            int plain = bounded ? in.readInt() : -1;
            String modifiers = string();
            List<String> exceptions = strings();
            List<Action.Assertion> requires = assertions();
            int calls = in.readInt();
            List<Action.BodyCall> body = new ArrayList<>(calls);
            for (int c = 0; c < calls; c++) {
                Action action = action();
                int k = in.readInt();
                List<Integer> refs = new ArrayList<>(k);
                for (int r = 0; r < k; r++) {
                    refs.add(in.readInt());
                }
                body.add(new Action.BodyCall(action, refs, strings(), assertions()));
            }
            methods.add(new Action.Overridden(name, parameterTypes, returnType, body, result, modifiers,
                    exceptions, requires, plain));
        }
        return new Action.Implementation(type, methods, superConstructor, printed, reentries);
    }

    private List<Action.Assertion> assertions() throws IOException {
        int n = in.readInt();
        List<Action.Assertion> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(new Action.Assertion(string(), string(), strings()));
        }
        return out;
    }

    Check check() throws IOException {
        switch (in.readByte()) {
            case 0:
                return new Check.ValueCheck(in.readInt(), string(), value());
            case 1:
                return new Check.ThrowsCheck(in.readInt(), string());
            case 2: {
                String contract = string();
                String condition = string();
                int n = in.readInt();
                List<Integer> operands = new ArrayList<>(n);
                for (int i = 0; i < n; i++) {
                    operands.add(in.readInt());
                }
                return new Check.ContractCheck(contract, condition, operands, in.readBoolean());
            }
            case 3:
                return new Check.NoExceptionCheck(in.readInt(), string(), string());
            default:
                throw new IOException("unknown check tag");
        }
    }

    private ArrayValue array() throws IOException {
        String componentType = string();
        int length = in.readInt();
        if (length < 0) {
            throw new IOException("negative array length");
        }
        if (!in.readBoolean()) {
            return ArrayValue.ofLength(componentType, length);
        }
        List<Object> elements = new ArrayList<>(Math.min(length, 1024));
        for (int i = 0; i < length; i++) {
            elements.add(value());
        }
        return ArrayValue.of(componentType, elements);
    }

    Object value() throws IOException {
        return switch (in.readByte()) {
            case 0 -> null;
            case 1 -> {
                int n = in.readInt();
                char[] c = new char[n];
                for (int i = 0; i < n; i++) {
                    c[i] = in.readChar();
                }
                yield new String(c);
            }
            case 2 -> in.readInt();
            case 3 -> in.readLong();
            case 4 -> in.readBoolean();
            case 5 -> in.readChar();
            case 6 -> in.readDouble();
            case 7 -> in.readFloat();
            case 8 -> in.readShort();
            case 9 -> in.readByte();
            case 10 -> array();
            case 11 -> new ArrayValue.Constant(string());
            default -> throw new IOException("unknown value tag");
        };
    }
}
