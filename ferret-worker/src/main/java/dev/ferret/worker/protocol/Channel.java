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
 * objects over a local socket. Sending is thread-safe and flushes each message, so nothing a
 * worker reported is lost when it dies afterwards. Receiving is for one thread.
 */
public final class Channel implements AutoCloseable {

    private final Socket socket;
    private final ObjectOutputStream out;
    private ObjectInputStream in;

    public Channel(Socket socket) throws IOException {
        this.socket = socket;
        socket.setTcpNoDelay(true);
        this.out = new ObjectOutputStream(new BufferedOutputStream(socket.getOutputStream(), 1 << 16));
        out.flush(); // the stream header, so the other end's ObjectInputStream can start
    }

    /** Sends a message and flushes it. */
    public synchronized void send(Message message) throws IOException {
        out.writeObject(message);
        out.reset(); // no back-references kept: memory stays flat over millions of messages
        out.flush();
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
