package dev.ferret.worker.protocol;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.net.Socket;

/**
 * One end of the connection between coordinator and worker: {@link Message}s as Java-serialized
 * objects over a local socket. Sending is thread-safe. {@link #send} flushes at once;
 * {@link #sendBuffered} leaves the message in the buffer until the next {@link #send} or
 * {@link #flush} (a worker flushes with every progress report, four times a second), which saves a
 * system call per regression test. Receiving is for one thread.
 */
public final class Channel implements AutoCloseable {

    private final Socket socket;
    private static final int RESET_EVERY = 1024;
    private final ObjectOutputStream out;
    private int sinceReset;
    private ObjectInputStream in;

    public Channel(Socket socket) throws IOException {
        this.socket = socket;
        socket.setTcpNoDelay(true);
        this.out = new ObjectOutputStream(new BufferedOutputStream(socket.getOutputStream(), 1 << 16));
        out.flush(); // the stream header, so the other end's ObjectInputStream can start
    }

    /** Sends a message and flushes it, with any buffered before it. */
    public synchronized void send(Message message) throws IOException {
        sendBuffered(message);
        out.flush();
    }

    /** Flushes the messages buffered so far. */
    public synchronized void flush() throws IOException {
        out.flush();
    }

    /** Writes a message to the buffer; it goes out with the next flush. */
    public synchronized void sendBuffered(Message message) throws IOException {
        out.writeObject(message);
        if (++sinceReset >= RESET_EVERY) {
            sinceReset = 0;
            out.reset(); // drop back-references now and then: memory stays flat over millions of messages
        }
    }

    /**
     * The next message, or null when the other end closed the connection (or died).
     *
     * @throws IOException if the connection breaks in another way or a message is malformed
     */
    public Message receive() throws IOException {
        try {
            if (in == null) {
                in = new ObjectInputStream(new BufferedInputStream(socket.getInputStream(), 1 << 16));
            }
            return (Message) in.readObject();
        } catch (EOFException e) {
            return null;
        } catch (ClassNotFoundException | ClassCastException e) {
            throw new IOException("malformed message: " + e, e);
        } catch (java.net.SocketException e) {
            if (socket.isClosed() || String.valueOf(e.getMessage()).contains("reset")) {
                return null;
            }
            throw e;
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
