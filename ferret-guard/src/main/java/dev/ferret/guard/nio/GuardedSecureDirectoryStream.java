package dev.ferret.guard.nio;

import dev.ferret.guard.boot.Effect;
import dev.ferret.guard.boot.Gate;
import java.io.IOException;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.ProviderMismatchException;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileAttributeView;
import java.util.Iterator;
import java.util.Set;

/**
 * A secure directory stream (operations relative to an open directory, as guava's
 * {@code MoreFiles.deleteRecursively} deletes) whose changing operations ask the {@link Gate}
 * about the path they reach: the directory the stream was opened on, resolved against.
 */
final class GuardedSecureDirectoryStream implements SecureDirectoryStream<Path> {
    private final GuardedFileSystemProvider provider;
    private final SecureDirectoryStream<Path> delegate;
    /** The directory the stream is open on (the default provider's absolute path). */
    private final Path directory;

    GuardedSecureDirectoryStream(GuardedFileSystemProvider provider, SecureDirectoryStream<Path> delegate,
                                 Path directory) {
        this.provider = provider;
        this.delegate = delegate;
        this.directory = directory;
    }

    /** Where {@code path} (relative to the open directory, or absolute) is. */
    private Path reached(Path path) {
        Path p = GuardedPath.unwrap(path);
        return p.isAbsolute() ? p : directory.resolve(p);
    }

    @Override
    public SecureDirectoryStream<Path> newDirectoryStream(Path path, LinkOption... options) throws IOException {
        Gate.read(reached(path));
        SecureDirectoryStream<Path> inner = delegate.newDirectoryStream(GuardedPath.unwrap(path), options);
        return new GuardedSecureDirectoryStream(provider, inner, reached(path));
    }

    @Override
    public SeekableByteChannel newByteChannel(Path path, Set<? extends OpenOption> options,
                                              FileAttribute<?>... attrs) throws IOException {
        Effect effect = GuardedFileSystemProvider.opening(options);
        if (effect == null) {
            Gate.read(reached(path));
        } else {
            Gate.path(reached(path), Effect.FILE_WRITE);
            if (effect == Effect.FILE_DELETE) {
                Gate.path(reached(path), Effect.FILE_DELETE);
            }
        }
        return delegate.newByteChannel(GuardedPath.unwrap(path), options, attrs);
    }

    @Override
    public void deleteFile(Path path) throws IOException {
        Gate.path(reached(path), Effect.FILE_DELETE);
        delegate.deleteFile(GuardedPath.unwrap(path));
    }

    @Override
    public void deleteDirectory(Path path) throws IOException {
        Gate.path(reached(path), Effect.FILE_DELETE);
        delegate.deleteDirectory(GuardedPath.unwrap(path));
    }

    @Override
    public void move(Path srcpath, SecureDirectoryStream<Path> targetdir, Path targetpath) throws IOException {
        if (!(targetdir instanceof GuardedSecureDirectoryStream target)) {
            throw new ProviderMismatchException();
        }
        Gate.path(reached(srcpath), Effect.FILE_RENAME);
        Gate.replace(target.reached(targetpath), Effect.FILE_RENAME);
        delegate.move(GuardedPath.unwrap(srcpath), target.delegate, GuardedPath.unwrap(targetpath));
    }

    @Override
    public <V extends FileAttributeView> V getFileAttributeView(Class<V> type) {
        V view = delegate.getFileAttributeView(type);
        return view == null ? null : AttributeViews.guarded(type, view, directory);
    }

    @Override
    public <V extends FileAttributeView> V getFileAttributeView(Path path, Class<V> type, LinkOption... options) {
        V view = delegate.getFileAttributeView(GuardedPath.unwrap(path), type, options);
        return view == null ? null : AttributeViews.guarded(type, view, reached(path));
    }

    @Override
    public Iterator<Path> iterator() {
        return GuardedDirectoryStream.wrapped(provider, delegate.iterator());
    }

    @Override
    public void close() throws IOException {
        delegate.close();
    }
}
