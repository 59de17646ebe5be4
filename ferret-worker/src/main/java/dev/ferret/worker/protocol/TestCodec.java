package dev.ferret.worker.protocol;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.Coverage;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A compact binary form of a {@link GeneratedTest}, an order of magnitude cheaper than Java
 * serialization: tests cross from worker to coordinator and into the journal by the thousand per
 * second. Strings repeat (type and method names), so each encoding carries its own small string
 * table: a string is written once, then referred to by number.
 */
public final class TestCodec {

    private TestCodec() {
    }

    public static byte[] encode(GeneratedTest t) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(256 + 64 * t.steps().size());
            Writer w = new Writer(new DataOutputStream(bytes));
            w.string(t.classUnderTest());
            w.out.writeByte(t.kind().ordinal());
            w.out.writeInt(t.steps().size());
            for (Step s : t.steps()) {
                w.action(s.action());
                w.out.writeInt(s.inputs().size());
                for (int i = 0; i < s.inputs().size(); i++) {
                    w.out.writeInt(s.inputs().get(i));
                    w.string(s.inputCasts().get(i));
                }
                w.string(s.variableType());
                w.out.writeBoolean(s.rawTypes());
            }
            w.out.writeInt(t.checks().size());
            for (Check c : t.checks()) {
                w.check(c);
            }
            w.string(t.violation());
            w.string(t.failingMethod());
            w.out.writeLong(t.seed());
            w.out.writeLong(t.ordinal());
            writeCoverage(w.out, t.coverage());
            w.out.flush();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array does not fail
        }
    }

    public static GeneratedTest decode(byte[] bytes) throws IOException {
        Reader r = new Reader(new DataInputStream(new ByteArrayInputStream(bytes)));
        try {
            String cut = r.string();
            TestKind kind = TestKind.values()[r.in.readByte()];
            int n = r.in.readInt();
            List<Step> steps = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                Action a = r.action();
                int k = r.in.readInt();
                List<Integer> inputs = new ArrayList<>(k);
                List<String> casts = new ArrayList<>(k);
                for (int j = 0; j < k; j++) {
                    inputs.add(r.in.readInt());
                    casts.add(r.string());
                }
                steps.add(new Step(a, inputs, casts, r.string(), r.in.readBoolean()));
            }
            int c = r.in.readInt();
            List<Check> checks = new ArrayList<>(c);
            for (int i = 0; i < c; i++) {
                checks.add(r.check());
            }
            return new GeneratedTest(cut, kind, steps, checks, r.string(), r.string(), r.in.readLong(), r.in.readLong(),
                    readCoverage(r.in));
        } catch (RuntimeException e) {
            throw new IOException("not an encoded test: " + e, e);
        }
    }

    /** The goals as a count and ascending deltas, each a variable-length integer (7 bits per byte). */
    private static void writeCoverage(DataOutputStream out, Coverage coverage) throws IOException {
        writeVarint(out, coverage.size());
        int previous = 0;
        for (int i = 0; i < coverage.size(); i++) {
            int goal = coverage.goal(i);
            writeVarint(out, i == 0 ? goal : goal - previous);
            previous = goal;
        }
    }

    /** Encodings written before tests carried coverage end after the ordinal. */
    private static Coverage readCoverage(DataInputStream in) throws IOException {
        if (in.available() == 0) {
            return Coverage.NONE;
        }
        int[] goals = new int[readVarint(in)];
        int previous = 0;
        for (int i = 0; i < goals.length; i++) {
            previous = i == 0 ? readVarint(in) : previous + readVarint(in);
            goals[i] = previous;
        }
        return Coverage.of(goals);
    }

    private static void writeVarint(DataOutputStream out, int value) throws IOException {
        int v = value;
        while ((v & ~0x7F) != 0) {
            out.writeByte((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.writeByte(v);
    }

    private static int readVarint(DataInputStream in) throws IOException {
        int value = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            int b = in.readUnsignedByte();
            value |= (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return value;
            }
        }
        throw new IOException("malformed variable-length integer");
    }

    /** One write of an encoding. */
    private interface Encoding {
        void run() throws IOException;
    }

    /** Writes a test; one visitor method per kind of action and check. */
    private static final class Writer implements Action.Visitor<Void>, Check.Visitor<Void> {
        final DataOutputStream out;
        final Map<String, Integer> strings = new HashMap<>();

        Writer(DataOutputStream out) {
            this.out = out;
        }

        void string(String s) throws IOException {
            if (s == null) {
                out.writeInt(-1);
                return;
            }
            Integer known = strings.get(s);
            if (known != null) {
                out.writeInt(known);
                return;
            }
            strings.put(s, strings.size());
            out.writeInt(-2);
            out.writeUTF(s.length() > 16_000 ? s.substring(0, 16_000) : s); // writeUTF holds 64 KB
        }

        void strings(List<String> list) throws IOException {
            out.writeInt(list.size());
            for (String s : list) {
                string(s);
            }
        }

        void action(Action a) {
            a.accept(this);
        }

        void check(Check c) {
            c.accept(this);
        }

        @Override
        public Void constructorCall(Action.ConstructorCall c) {
            return write(() -> {
                out.writeByte(0);
                string(c.owner());
                strings(c.parameterTypes());
            });
        }

        @Override
        public Void methodCall(Action.MethodCall m) {
            return write(() -> {
                out.writeByte(1);
                string(m.owner());
                string(m.name());
                strings(m.parameterTypes());
                string(m.returnType());
                out.writeBoolean(m.isStatic());
            });
        }

        @Override
        public Void fieldRead(Action.FieldRead f) {
            return write(() -> {
                out.writeByte(2);
                string(f.owner());
                string(f.name());
                string(f.type());
            });
        }

        @Override
        public Void literal(Action.Literal l) {
            return write(() -> {
                out.writeByte(3);
                string(l.type());
                value(l.value());
            });
        }

        @Override
        public Void arrayLiteral(Action.ArrayLiteral l) {
            return write(() -> {
                out.writeByte(4);
                string(l.componentType());
            });
        }

        @Override
        public Void implementation(Action.Implementation impl) {
            return write(() -> {
                out.writeByte(5);
                string(impl.interfaceType());
                out.writeBoolean(impl.isSubclass());
                if (impl.isSubclass()) {
                    strings(impl.superConstructor());
                }
                out.writeBoolean(impl.printed() != null);
                if (impl.printed() != null) {
                    string(impl.printed());
                }
                out.writeInt(impl.methods().size());
                for (Action.Overridden m : impl.methods()) {
                    string(m.name());
                    strings(m.parameterTypes());
                    string(m.returnType());
                    out.writeInt(m.result());
                    string(m.modifiers());
                    strings(m.exceptions());
                    assertions(m.requires());
                    out.writeInt(m.calls().size());
                    for (Action.BodyCall c : m.calls()) {
                        c.action().accept(this);
                        out.writeInt(c.refs().size());
                        for (int ref : c.refs()) {
                            out.writeInt(ref);
                        }
                        strings(c.types());
                        assertions(c.ensures());
                    }
                }
            });
        }

        private void assertions(List<Action.Assertion> assertions) throws IOException {
            out.writeInt(assertions.size());
            for (Action.Assertion a : assertions) {
                string(a.contract());
                string(a.condition());
                strings(a.olds());
            }
        }

        @Override
        public Void valueCheck(Check.ValueCheck v) {
            return write(() -> {
                out.writeByte(0);
                out.writeInt(v.step());
                string(v.observer());
                value(v.expected());
            });
        }

        @Override
        public Void throwsCheck(Check.ThrowsCheck t) {
            return write(() -> {
                out.writeByte(1);
                out.writeInt(t.step());
                string(t.exceptionType());
            });
        }

        @Override
        public Void contractCheck(Check.ContractCheck k) {
            return write(() -> {
                out.writeByte(2);
                string(k.contract());
                string(k.condition());
                out.writeInt(k.operands().size());
                for (int o : k.operands()) {
                    out.writeInt(o);
                }
                out.writeBoolean(k.throwsException());
            });
        }

        @Override
        public Void noExceptionCheck(Check.NoExceptionCheck e) {
            return write(() -> {
                out.writeByte(3);
                out.writeInt(e.step());
                string(e.exceptionType());
                string(e.rule());
            });
        }

        /** Runs a write for a visitor method, which cannot throw {@code IOException}. */
        private static Void write(Encoding encoding) {
            try {
                encoding.run();
                return null;
            } catch (IOException e) {
                throw new UncheckedIOException(e); // a byte array does not fail
            }
        }

        /** A boxed primitive, a String or null. */
        void value(Object v) throws IOException {
            if (v == null) {
                out.writeByte(0);
            } else if (v instanceof String s) {
                out.writeByte(1);
                out.writeInt(s.length());
                out.writeChars(s); // any length, any char (unpaired surrogates too)
            } else if (v instanceof Integer i) {
                out.writeByte(2);
                out.writeInt(i);
            } else if (v instanceof Long l) {
                out.writeByte(3);
                out.writeLong(l);
            } else if (v instanceof Boolean b) {
                out.writeByte(4);
                out.writeBoolean(b);
            } else if (v instanceof Character c) {
                out.writeByte(5);
                out.writeChar(c);
            } else if (v instanceof Double d) {
                out.writeByte(6);
                out.writeDouble(d);
            } else if (v instanceof Float f) {
                out.writeByte(7);
                out.writeFloat(f);
            } else if (v instanceof Short s) {
                out.writeByte(8);
                out.writeShort(s);
            } else if (v instanceof Byte b) {
                out.writeByte(9);
                out.writeByte(b);
            } else {
                throw new IllegalArgumentException("not a literal value: " + v.getClass().getName());
            }
        }
    }

    private static final class Reader {
        final DataInputStream in;
        final List<String> strings = new ArrayList<>();

        Reader(DataInputStream in) {
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
                case 5 -> implementation();
                default -> throw new IOException("unknown action tag");
            };
        }

        private Action.Implementation implementation() throws IOException {
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
                        exceptions, requires));
            }
            return new Action.Implementation(type, methods, superConstructor, printed);
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
                default -> throw new IOException("unknown value tag");
            };
        }
    }
}
