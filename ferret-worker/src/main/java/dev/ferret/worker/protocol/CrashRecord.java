package dev.ferret.worker.protocol;

import dev.ferret.core.execution.ExecutionWatcher;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Step;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The sequence a worker is running, kept in a memory-mapped file so that it survives the worker's
 * death: the page cache holds what the worker wrote even when the JVM crashes or is killed, and
 * writing costs memory stores, not system calls (thesis §9.2.2: each test is recorded before it
 * runs).
 *
 * <p>Layout: an int length at offset 0 (0 while a record is being written), then the body:
 * statement count, and per statement the serialized {@link Template} of its operation (cached per
 * operation) and its inputs. Casts are decided when reading: an input whose statement's type
 * differs from the parameter type gets one (redundant casts compile; the emitter drops any line
 * that does not).
 */
public final class CrashRecord {

    /** Size of the mapped file: room for the longest sequences with long literals. */
    public static final int SIZE = 4 << 20;
    private static final int BODY = 16;

    private CrashRecord() {
    }

    /** What the coordinator needs of an operation to write a step: a test-case action and names. */
    record Template(Action action, List<String> inputTypes, String variableType, String owner)
            implements Serializable { }

    /** A recorded sequence: its steps and the class under test it belongs to (null if none). */
    public record Recorded(List<Step> steps, String classUnderTest) { }

    /** The worker side: records each sequence before it runs. */
    public static final class Writer implements ExecutionWatcher, AutoCloseable {
        private static final int MAX_CACHED = 100_000;
        private final FileChannel channel;
        private final MappedByteBuffer buffer;
        private final Map<Operation, byte[]> templates = new IdentityHashMap<>();

        public Writer(Path file) throws IOException {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
            buffer = channel.map(FileChannel.MapMode.READ_WRITE, 0, SIZE);
            buffer.putInt(0, 0);
        }

        @Override
        public void starting(Statement[] statements, int length) {
            buffer.putInt(0, 0);
            int pos = BODY;
            buffer.putInt(pos, length);
            pos += 4;
            for (int i = 0; i < length; i++) {
                byte[] t = template(statements[i].operation());
                int[] in = statements[i].inputs();
                if (t == null || pos + t.length + 8 + 4 * in.length > SIZE) {
                    return; // not recordable: the length stays 0
                }
                buffer.putInt(pos, t.length);
                buffer.put(pos + 4, t);
                pos += 4 + t.length;
                buffer.putInt(pos, in.length);
                pos += 4;
                for (int j = 0; j < in.length; j++) {
                    buffer.putInt(pos, in[j]);
                    pos += 4;
                }
            }
            buffer.putInt(0, pos - BODY);
        }

        private byte[] template(Operation op) {
            byte[] t = templates.get(op);
            if (t == null) {
                if (templates.size() >= MAX_CACHED) {
                    templates.clear();
                }
                Class<?> out = op.outputType();
                t = serialize(new Template(op.toAction(), op.inputTypes().stream().map(Types::name).toList(),
                        out == void.class ? null : Types.name(out), op.owner() == null ? null : op.owner().getName()));
                templates.put(op, t);
            }
            return t;
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }

    /** The last sequence recorded in {@code file}, if a complete one is there. */
    public static Optional<Recorded> read(Path file) {
        try {
            if (!Files.isRegularFile(file)) {
                return Optional.empty();
            }
            ByteBuffer b;
            try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
                b = ch.map(FileChannel.MapMode.READ_ONLY, 0, Math.min(ch.size(), SIZE));
            }
            if (b.limit() < BODY + 4 || b.getInt(0) <= 0) {
                return Optional.empty();
            }
            int pos = BODY;
            int n = b.getInt(pos);
            pos += 4;
            List<Step> steps = new ArrayList<>(n);
            String owner = null;
            for (int i = 0; i < n; i++) {
                byte[] t = new byte[b.getInt(pos)];
                b.get(pos + 4, t);
                pos += 4 + t.length;
                Template template = (Template) deserialize(t);
                int k = b.getInt(pos);
                pos += 4;
                List<Integer> inputs = new ArrayList<>(k);
                for (int j = 0; j < k; j++) {
                    inputs.add(b.getInt(pos));
                    pos += 4;
                }
                List<String> castTo = new ArrayList<>(k);
                for (int j = 0; j < k; j++) {
                    String to = template.inputTypes().get(j);
                    String from = steps.get(inputs.get(j)).variableType();
                    castTo.add(to.equals(from) ? null : to);
                }
                steps.add(new Step(template.action(), inputs, castTo, template.variableType()));
                owner = template.owner() != null ? template.owner() : owner;
            }
            return Optional.of(new Recorded(steps, owner));
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // a torn or foreign file: nothing to report
        }
    }

    private static byte[] serialize(Object o) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                out.writeObject(o);
            }
            return bytes.toByteArray();
        } catch (IOException | RuntimeException e) {
            return null; // a literal that does not serialize: the sequence is not recordable
        }
    }

    private static Object deserialize(byte[] bytes) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return in.readObject();
        } catch (ClassNotFoundException e) {
            throw new IOException(e);
        }
    }
}
