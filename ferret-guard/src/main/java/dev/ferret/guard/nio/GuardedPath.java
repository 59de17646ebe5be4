package dev.ferret.guard.nio;

import java.io.IOException;
import java.net.URI;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.Objects;

/**
 * A path of the {@link GuardedFileSystem}: the default provider's own path inside, so that every
 * operation on it goes through the {@link GuardedFileSystemProvider}.
 */
final class GuardedPath implements Path {
    private final GuardedFileSystem fileSystem;
    private final Path delegate;

    GuardedPath(GuardedFileSystem fileSystem, Path delegate) {
        this.fileSystem = fileSystem;
        this.delegate = Objects.requireNonNull(delegate);
    }

    /** The default provider's path inside a guarded one; any other path as it is. */
    static Path unwrap(Path path) {
        return path instanceof GuardedPath g ? g.delegate : path;
    }

    private Path wrap(Path path) {
        return fileSystem.wrap(path);
    }

    @Override
    public GuardedFileSystem getFileSystem() {
        return fileSystem;
    }

    @Override
    public boolean isAbsolute() {
        return delegate.isAbsolute();
    }

    @Override
    public Path getRoot() {
        return wrap(delegate.getRoot());
    }

    @Override
    public Path getFileName() {
        return wrap(delegate.getFileName());
    }

    @Override
    public Path getParent() {
        return wrap(delegate.getParent());
    }

    @Override
    public int getNameCount() {
        return delegate.getNameCount();
    }

    @Override
    public Path getName(int index) {
        return wrap(delegate.getName(index));
    }

    @Override
    public Path subpath(int beginIndex, int endIndex) {
        return wrap(delegate.subpath(beginIndex, endIndex));
    }

    @Override
    public boolean startsWith(Path other) {
        return other instanceof GuardedPath g && delegate.startsWith(g.delegate);
    }

    @Override
    public boolean endsWith(Path other) {
        return other instanceof GuardedPath g && delegate.endsWith(g.delegate);
    }

    @Override
    public Path normalize() {
        return wrap(delegate.normalize());
    }

    @Override
    public Path resolve(Path other) {
        return wrap(delegate.resolve(unwrap(other)));
    }

    @Override
    public Path relativize(Path other) {
        return wrap(delegate.relativize(unwrap(other)));
    }

    @Override
    public URI toUri() {
        return delegate.toUri();
    }

    @Override
    public Path toAbsolutePath() {
        return wrap(delegate.toAbsolutePath());
    }

    @Override
    public Path toRealPath(LinkOption... options) throws IOException {
        return wrap(delegate.toRealPath(options));
    }

    @Override
    public WatchKey register(WatchService watcher, WatchEvent.Kind<?>[] events, WatchEvent.Modifier... modifiers)
            throws IOException {
        return delegate.register(watcher, events, modifiers);
    }

    @Override
    public int compareTo(Path other) {
        return delegate.compareTo(unwrap(other));
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GuardedPath g && delegate.equals(g.delegate);
    }

    @Override
    public int hashCode() {
        return delegate.hashCode();
    }

    @Override
    public String toString() {
        return delegate.toString();
    }
}
