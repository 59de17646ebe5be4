package dev.ferret.guard.nio;

import dev.ferret.guard.boot.Effect;
import dev.ferret.guard.boot.Gate;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.nio.channels.AsynchronousFileChannel;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.AccessMode;
import java.nio.file.CopyOption;
import java.nio.file.DirectoryStream;
import java.nio.file.FileStore;
import java.nio.file.FileSystem;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileAttributeView;
import java.nio.file.spi.FileSystemProvider;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;

/**
 * The default file-system provider of a guarded JVM ({@code
 * -Djava.nio.file.spi.DefaultFileSystemProvider=dev.ferret.guard.nio.GuardedFileSystemProvider}):
 * wraps the JDK's own, so that every NIO operation on a default path — {@code Files.*}, file
 * channels, directory streams, {@code SecureDirectoryStream} included, attribute views — asks the
 * {@link Gate} before it changes anything. Reads pass straight through.
 */
public final class GuardedFileSystemProvider extends FileSystemProvider {
    private final FileSystemProvider delegate;
    private final GuardedFileSystem fileSystem;

    /**
     * Called by the JDK with its own default provider.
     *
     * @param delegate the provider wrapped
     */
    public GuardedFileSystemProvider(FileSystemProvider delegate) {
        this.delegate = delegate;
        FileSystem unwrapped = delegate.getFileSystem(URI.create("file:///"));
        this.fileSystem = new GuardedFileSystem(this, unwrapped);
        Gate.useFileSystem(unwrapped);
    }

    private static Path unwrap(Path path) {
        return GuardedPath.unwrap(path);
    }

    private Path wrap(Path path) {
        return fileSystem.wrap(path);
    }

    @Override
    public String getScheme() {
        return delegate.getScheme();
    }

    @Override
    public FileSystem newFileSystem(URI uri, Map<String, ?> env) throws IOException {
        return delegate.newFileSystem(uri, env);
    }

    @Override
    public FileSystem getFileSystem(URI uri) {
        delegate.getFileSystem(uri);
        return fileSystem;
    }

    @Override
    public Path getPath(URI uri) {
        return wrap(delegate.getPath(uri));
    }

    /** The effect of opening a file with these options: a write when any option writes. */
    static Effect opening(Set<? extends OpenOption> options) {
        for (OpenOption o : options) {
            if (o == StandardOpenOption.WRITE || o == StandardOpenOption.APPEND || o == StandardOpenOption.CREATE
                    || o == StandardOpenOption.CREATE_NEW || o == StandardOpenOption.TRUNCATE_EXISTING
                    || o == StandardOpenOption.DELETE_ON_CLOSE) {
                return o == StandardOpenOption.DELETE_ON_CLOSE ? Effect.FILE_DELETE : Effect.FILE_WRITE;
            }
        }
        return null;
    }

    private static void checkOpening(Path path, Set<? extends OpenOption> options) {
        Effect effect = opening(options);
        if (effect == null) {
            Gate.read(unwrap(path));
        } else {
            Gate.path(unwrap(path), Effect.FILE_WRITE);
            if (effect == Effect.FILE_DELETE) {
                Gate.path(unwrap(path), Effect.FILE_DELETE);
            }
        }
    }

    @Override
    public SeekableByteChannel newByteChannel(Path path, Set<? extends OpenOption> options, FileAttribute<?>... attrs)
            throws IOException {
        checkOpening(path, options);
        return delegate.newByteChannel(unwrap(path), options, attrs);
    }

    @Override
    public FileChannel newFileChannel(Path path, Set<? extends OpenOption> options, FileAttribute<?>... attrs)
            throws IOException {
        checkOpening(path, options);
        return delegate.newFileChannel(unwrap(path), options, attrs);
    }

    @Override
    public AsynchronousFileChannel newAsynchronousFileChannel(Path path, Set<? extends OpenOption> options,
                                                              ExecutorService executor, FileAttribute<?>... attrs)
            throws IOException {
        checkOpening(path, options);
        return delegate.newAsynchronousFileChannel(unwrap(path), options, executor, attrs);
    }

    @Override
    public InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        checkOpening(path, Set.of(options));
        return delegate.newInputStream(unwrap(path), options);
    }

    @Override
    public OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
        Gate.path(unwrap(path), Effect.FILE_WRITE); // with no options: create, truncate, write
        if (Set.of(options).contains(StandardOpenOption.DELETE_ON_CLOSE)) {
            Gate.path(unwrap(path), Effect.FILE_DELETE);
        }
        return delegate.newOutputStream(unwrap(path), options);
    }

    @Override
    public DirectoryStream<Path> newDirectoryStream(Path dir, DirectoryStream.Filter<? super Path> filter)
            throws IOException {
        Gate.read(unwrap(dir));
        DirectoryStream<Path> stream = delegate.newDirectoryStream(unwrap(dir),
                entry -> filter.accept(wrap(entry)));
        return wrapStream(stream, unwrap(dir));
    }

    /** A guarded stream around {@code stream}, a secure one if it is secure. */
    DirectoryStream<Path> wrapStream(DirectoryStream<Path> stream, Path dir) {
        return stream instanceof SecureDirectoryStream<Path> secure
                ? new GuardedSecureDirectoryStream(this, secure, dir.toAbsolutePath())
                : new GuardedDirectoryStream(this, stream);
    }

    GuardedFileSystem guardedFileSystem() {
        return fileSystem;
    }

    @Override
    public void createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        Gate.path(unwrap(dir), Effect.FILE_CREATE);
        delegate.createDirectory(unwrap(dir), attrs);
    }

    @Override
    public void createSymbolicLink(Path link, Path target, FileAttribute<?>... attrs) throws IOException {
        Gate.path(unwrap(link), Effect.FILE_CREATE);
        delegate.createSymbolicLink(unwrap(link), unwrap(target), attrs);
    }

    @Override
    public void createLink(Path link, Path existing) throws IOException {
        Gate.link(unwrap(link), unwrap(existing));
        delegate.createLink(unwrap(link), unwrap(existing));
    }

    @Override
    public void delete(Path path) throws IOException {
        Gate.path(unwrap(path), Effect.FILE_DELETE);
        delegate.delete(unwrap(path));
    }

    @Override
    public boolean deleteIfExists(Path path) throws IOException {
        Gate.path(unwrap(path), Effect.FILE_DELETE);
        return delegate.deleteIfExists(unwrap(path));
    }

    @Override
    public Path readSymbolicLink(Path link) throws IOException {
        Gate.read(unwrap(link));
        return wrap(delegate.readSymbolicLink(unwrap(link)));
    }

    @Override
    public void copy(Path source, Path target, CopyOption... options) throws IOException {
        Gate.replace(unwrap(target), Effect.FILE_WRITE);
        delegate.copy(unwrap(source), unwrap(target), options);
    }

    @Override
    public void move(Path source, Path target, CopyOption... options) throws IOException {
        Gate.path(unwrap(source), Effect.FILE_RENAME);
        Gate.replace(unwrap(target), Effect.FILE_RENAME);
        delegate.move(unwrap(source), unwrap(target), options);
    }

    @Override
    public boolean isSameFile(Path path, Path path2) throws IOException {
        Gate.read(unwrap(path));
        Gate.read(unwrap(path2));
        return delegate.isSameFile(unwrap(path), unwrap(path2));
    }

    @Override
    public boolean isHidden(Path path) throws IOException {
        Gate.read(unwrap(path));
        return delegate.isHidden(unwrap(path));
    }

    @Override
    public FileStore getFileStore(Path path) throws IOException {
        return delegate.getFileStore(unwrap(path));
    }

    @Override
    public void checkAccess(Path path, AccessMode... modes) throws IOException {
        Gate.read(unwrap(path));
        delegate.checkAccess(unwrap(path), modes);
    }

    @Override
    public <V extends FileAttributeView> V getFileAttributeView(Path path, Class<V> type, LinkOption... options) {
        V view = delegate.getFileAttributeView(unwrap(path), type, options);
        return view == null ? null : AttributeViews.guarded(type, view, unwrap(path));
    }

    @Override
    public <A extends BasicFileAttributes> A readAttributes(Path path, Class<A> type, LinkOption... options)
            throws IOException {
        Gate.read(unwrap(path));
        return delegate.readAttributes(unwrap(path), type, options);
    }

    @Override
    public Map<String, Object> readAttributes(Path path, String attributes, LinkOption... options)
            throws IOException {
        Gate.read(unwrap(path));
        return delegate.readAttributes(unwrap(path), attributes, options);
    }

    @Override
    public void setAttribute(Path path, String attribute, Object value, LinkOption... options) throws IOException {
        Gate.path(unwrap(path), Effect.FILE_ATTRIBUTES);
        delegate.setAttribute(unwrap(path), attribute, value, options);
    }
}
