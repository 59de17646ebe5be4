package dev.ferret.worker.protocol;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.ArrayValue;
import dev.ferret.core.testcase.Check;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Writes a test for {@link TestCodec}; one visitor method per kind of action and check. */
final class TestWriter implements Action.Visitor<Void>, Check.Visitor<Void> {

    /** One write of an encoding. */
    private interface Encoding {
        void run() throws IOException;
    }

    final DataOutputStream out;
    final Map<String, Integer> strings = new HashMap<>();

    TestWriter(DataOutputStream out) {
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
            out.writeByte(7); // 5 before the re-entry bound and plain values (TestReader reads both)
            out.writeInt(impl.reentries());
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
                out.writeInt(m.plain());
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

    @Override
    public Void tempDir(Action.TempDir tempDir) {
        return write(() -> out.writeByte(6));
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

    /** A boxed primitive, a String, null, an array's value or an enum constant among its elements. */
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
        } else if (v instanceof ArrayValue a) {
            out.writeByte(10);
            string(a.componentType());
            out.writeInt(a.length());
            out.writeBoolean(a.hasElements());
            if (a.hasElements()) {
                for (Object e : a.elements()) {
                    value(e);
                }
            }
        } else if (v instanceof ArrayValue.Constant c) {
            out.writeByte(11);
            string(c.name());
        } else {
            throw new IllegalArgumentException("not a literal value: " + v.getClass().getName());
        }
    }
}
