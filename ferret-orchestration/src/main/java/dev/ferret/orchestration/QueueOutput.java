package dev.ferret.orchestration;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The output directory shared by the participants of a work queue ({@link QueueRun}): each class
 * is generated into a staging directory of its own under {@code <output>/.ferret-queue/}, then its
 * test files are moved into the shared tree. Before the move, the files a previous, killed attempt
 * at the class may have placed (listed in the class's manifest, {@code .ferret-queue/<class>.files})
 * are deleted, and the new list replaces the manifest, so a class's files are always those of one
 * attempt.
 */
final class QueueOutput {

    private final Path directory;

    QueueOutput(Path directory) {
        this.directory = directory;
    }

    /** A fresh staging directory for one attempt at a class. */
    Path staging(String participant, String className) throws IOException {
        Path dir = directory.resolve(".ferret-queue").resolve("work").resolve(participant.replaceAll("[^A-Za-z0-9.-]", "_"))
                .resolve(className);
        delete(dir);
        return Files.createDirectories(dir);
    }

    /** The test files placed for a class (relative to the shared directory), none before it is done. */
    List<String> placed(String className) throws IOException {
        Path manifest = directory.resolve(".ferret-queue").resolve(className + ".files");
        return Files.exists(manifest) ? Files.readAllLines(manifest).stream().filter(l -> !l.isBlank()).toList()
                : List.of();
    }

    /**
     * Moves the test sources of {@code staging} into the shared tree, replacing whatever an earlier
     * attempt at the class left, then deletes {@code staging}.
     *
     * @return how many files were placed
     */
    int place(String className, Path staging) throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> all = Files.walk(staging)) {
            all.filter(Files::isRegularFile).map(staging::relativize)
                    .filter(p -> p.toString().endsWith(".java") && !p.getName(0).toString().startsWith("."))
                    .filter(p -> !p.getName(0).toString().equals("ferret-report")).sorted().forEach(files::add);
        }
        Path manifest = directory.resolve(".ferret-queue").resolve(className + ".files");
        if (Files.exists(manifest)) {
            for (String earlier : Files.readAllLines(manifest)) {
                Files.deleteIfExists(directory.resolve(earlier));
            }
        }
        Path next = manifest.resolveSibling(manifest.getFileName() + ".tmp");
        Files.write(next, files.stream().map(Path::toString).toList());
        Files.move(next, manifest, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        for (Path f : files) {
            Path target = directory.resolve(f.toString());
            Files.createDirectories(target.getParent());
            Files.move(staging.resolve(f), target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        }
        delete(staging);
        return files.size();
    }

    /** Deletes a directory tree (nothing when it does not exist). */
    static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
