package dev.ferret.worker.journal;

import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.worker.protocol.TestCodec;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * An append-only record of a run, written as results arrive so that killing the run (even with
 * SIGKILL) loses nothing already reported: each record goes to the operating system in one write
 * before the next result is taken, and survives the process. Read back by {@code --resume}.
 *
 * <p>Records: the run's arguments first, then tests and progress marks, each as a type byte, a
 * length and a body. A record cut short by the kill is ignored.
 */
public final class Journal implements AutoCloseable {

    /** The journal's file inside an output directory. */
    public static Path file(Path outputDirectory) {
        return outputDirectory.resolve(".ferret").resolve("journal");
    }

    private static final byte ARGUMENTS = 'A';
    private static final byte TEST = 'T';
    private static final byte PROGRESS = 'P';

    private final FileOutputStream out;

    private Journal(FileOutputStream out) {
        this.out = out;
    }

    /** Starts a new journal in the output directory, replacing an old one, with the run's arguments. */
    public static Journal create(Path outputDirectory, List<String> arguments) throws IOException {
        Path f = file(outputDirectory);
        Files.createDirectories(f.getParent());
        Journal j = new Journal(new FileOutputStream(f.toFile(), false));
        j.write(ARGUMENTS, serialize(new ArrayList<>(arguments)));
        return j;
    }

    /** Continues an existing journal (a resumed run). */
    public static Journal append(Path outputDirectory) throws IOException {
        return new Journal(new FileOutputStream(file(outputDirectory).toFile(), true));
    }

    public synchronized void test(GeneratedTest test) throws IOException {
        write(TEST, TestCodec.encode(test));
    }

    /** Marks how far the run got: elapsed generation time and sequences executed so far. */
    public synchronized void progress(long elapsedMillis, long sequences) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream(16);
        DataOutputStream d = new DataOutputStream(b);
        d.writeLong(elapsedMillis);
        d.writeLong(sequences);
        write(PROGRESS, b.toByteArray());
    }

    private void write(byte type, byte[] body) throws IOException {
        byte[] record = new byte[5 + body.length];
        record[0] = type;
        record[1] = (byte) (body.length >>> 24);
        record[2] = (byte) (body.length >>> 16);
        record[3] = (byte) (body.length >>> 8);
        record[4] = (byte) body.length;
        System.arraycopy(body, 0, record, 5, body.length);
        out.write(record); // one system call: in the page cache once it returns
    }

    @Override
    public synchronized void close() throws IOException {
        out.close();
    }

    /**
     * What a journal holds.
     *
     * @param arguments the original command-line arguments
     * @param tests the tests, in the order they arrived
     * @param elapsedMillis generation time used so far (over all resumed parts)
     * @param sequences sequences executed so far
     * @param parts how many runs wrote to it (1 for a run never resumed)
     */
    public record Contents(List<String> arguments, List<GeneratedTest> tests, long elapsedMillis, long sequences,
                           int parts) {

        /** The largest test ordinal, or -1. */
        public long maxOrdinal() {
            return tests.stream().mapToLong(GeneratedTest::ordinal).max().orElse(-1);
        }
    }

    /**
     * Reads the journal of an output directory.
     *
     * @throws IOException if there is none or it does not start with the arguments
     */
    @SuppressWarnings("unchecked")
    public static Contents read(Path outputDirectory) throws IOException {
        Path f = file(outputDirectory);
        if (!Files.isRegularFile(f)) {
            throw new IOException("no Ferret run to resume in " + outputDirectory + " (no " + f + ")");
        }
        List<String> arguments = null;
        List<GeneratedTest> tests = new ArrayList<>();
        long elapsed = 0;
        long sequences = 0;
        long partElapsed = 0;
        long partSequences = 0;
        int parts = 0;
        try (InputStream in = Files.newInputStream(f); DataInputStream d = new DataInputStream(in)) {
            while (true) {
                int type = d.read();
                if (type < 0) {
                    break;
                }
                byte[] body;
                try {
                    body = new byte[d.readInt()];
                    d.readFully(body);
                } catch (EOFException | NegativeArraySizeException | OutOfMemoryError torn) {
                    break; // the record the kill cut short
                }
                if (type == ARGUMENTS) {
                    arguments = (List<String>) deserialize(body);
                    elapsed += partElapsed;
                    sequences += partSequences;
                    partElapsed = 0;
                    partSequences = 0;
                    parts++;
                } else if (type == TEST) {
                    tests.add(TestCodec.decode(body));
                } else if (type == PROGRESS) {
                    DataInputStream p = new DataInputStream(new java.io.ByteArrayInputStream(body));
                    partElapsed = p.readLong();
                    partSequences = p.readLong();
                }
            }
        }
        if (arguments == null) {
            throw new IOException("not a Ferret journal: " + f);
        }
        return new Contents(arguments, tests, elapsed + partElapsed, sequences + partSequences, parts);
    }

    /** Starts the next part of a resumed run: the same arguments again, so parts can be counted. */
    public synchronized void resumed(List<String> arguments) throws IOException {
        write(ARGUMENTS, serialize(new ArrayList<>(arguments)));
    }

    private static byte[] serialize(Object o) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream(512);
        try (ObjectOutputStream out = new ObjectOutputStream(b)) {
            out.writeObject(o);
        }
        return b.toByteArray();
    }

    private static Object deserialize(byte[] body) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(new java.io.ByteArrayInputStream(body))) {
            return in.readObject();
        } catch (ClassNotFoundException e) {
            throw new IOException("not a Ferret journal record: " + e.getMessage(), e);
        }
    }
}
