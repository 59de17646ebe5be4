package dev.ferret.guard.nio;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Path;
import java.util.Iterator;

/** A directory stream whose entries are guarded paths. */
final class GuardedDirectoryStream implements DirectoryStream<Path> {
    private final GuardedFileSystemProvider provider;
    private final DirectoryStream<Path> delegate;

    GuardedDirectoryStream(GuardedFileSystemProvider provider, DirectoryStream<Path> delegate) {
        this.provider = provider;
        this.delegate = delegate;
    }

    @Override
    public Iterator<Path> iterator() {
        return wrapped(provider, delegate.iterator());
    }

    /** The entries of {@code entries}, each wrapped. */
    static Iterator<Path> wrapped(GuardedFileSystemProvider provider, Iterator<Path> entries) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return entries.hasNext();
            }

            @Override
            public Path next() {
                return provider.guardedFileSystem().wrap(entries.next());
            }

            @Override
            public void remove() {
                entries.remove();
            }
        };
    }

    @Override
    public void close() throws IOException {
        delegate.close();
    }
}
