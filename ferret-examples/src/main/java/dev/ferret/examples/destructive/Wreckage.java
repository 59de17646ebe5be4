package dev.ferret.examples.destructive;

import java.io.File;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;

/** The destructive helpers the classes of this package share: deletion of whole trees. */
public final class Wreckage {

    private Wreckage() {
    }

    /** Deletes everything inside {@code dir} through {@code java.io}; returns how many entries went. */
    public static int deleteContents(File dir) {
        int deleted = 0;
        File[] entries = dir.listFiles();
        if (entries == null) {
            return 0;
        }
        for (File f : entries) {
            if (f.isDirectory()) {
                deleted += deleteContents(f);
            }
            if (f.delete()) {
                deleted++;
            }
        }
        return deleted;
    }

    /** Deletes everything inside {@code dir} through NIO; returns how many entries went. */
    public static int deleteContents(Path dir) throws IOException {
        int deleted = 0;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path p : entries) {
                if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    deleted += deleteContents(p);
                }
                Files.delete(p);
                deleted++;
            }
        }
        return deleted;
    }

    /**
     * Deletes everything inside {@code dir} relative to open directories, as guava's
     * {@code MoreFiles.deleteRecursively} does; returns how many entries went.
     */
    public static int deleteSecurely(Path dir) throws IOException {
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir)) {
            if (!(stream instanceof SecureDirectoryStream<Path> secure)) {
                return deleteContents(dir);
            }
            return deleteSecurely(secure);
        }
    }

    private static int deleteSecurely(SecureDirectoryStream<Path> dir) throws IOException {
        int deleted = 0;
        for (Path p : dir) {
            Path name = p.getFileName();
            boolean directory = dir.getFileAttributeView(name, java.nio.file.attribute.BasicFileAttributeView.class,
                    LinkOption.NOFOLLOW_LINKS).readAttributes().isDirectory();
            if (directory) {
                try (SecureDirectoryStream<Path> sub = dir.newDirectoryStream(name, LinkOption.NOFOLLOW_LINKS)) {
                    deleted += deleteSecurely(sub);
                }
                dir.deleteDirectory(name);
            } else {
                dir.deleteFile(name);
            }
            deleted++;
        }
        return deleted;
    }
}
