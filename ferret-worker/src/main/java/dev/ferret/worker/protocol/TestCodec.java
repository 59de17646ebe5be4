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
import java.util.List;

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
            TestWriter w = new TestWriter(new DataOutputStream(bytes));
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
        TestReader r = new TestReader(new DataInputStream(new ByteArrayInputStream(bytes)));
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
}
