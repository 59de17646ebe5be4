package dev.ferret.junit.emit;

import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.junit.io.AtomicFileWriter;
import dev.ferret.junit.render.RenderedFile;
import dev.ferret.junit.render.TestRenderer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the files of a group incrementally and atomically ({@link AtomicFileWriter}): parts that
 * hold the same tests as when last written are not rendered again, so periodic flushes of a
 * growing suite cost little more than its newest part; parts no longer needed are deleted.
 */
final class SuiteWriter {

    private final Path outputDirectory;
    private final TestRenderer renderer;

    SuiteWriter(Path outputDirectory, TestRenderer renderer) {
        this.outputDirectory = outputDirectory;
        this.renderer = renderer;
    }

    /**
     * Writes the parts of a group whose tests changed since the last write.
     *
     * @return the files written
     */
    List<Path> write(Group group, List<List<GeneratedTest>> parts) throws IOException {
        List<Path> written = new ArrayList<>();
        for (int p = 0; p < parts.size(); p++) {
            List<GeneratedTest> part = parts.get(p);
            if (p < group.writtenParts.size() && Group.sameTests(part, group.writtenParts.get(p)) && p < group.files.size()) {
                continue;
            }
            RenderedFile file = renderer.render(group.packageName, group.className(p), part);
            if (p >= group.files.size()) {
                refuseForeign(file);
            }
            Path path = AtomicFileWriter.writeSource(outputDirectory, file.packageName(), file.className(), file.source());
            written.add(path);
            if (p < group.files.size()) {
                group.files.set(p, path);
            } else {
                group.files.add(path);
            }
        }
        for (int i = group.files.size() - 1; i >= parts.size(); i--) {
            Files.deleteIfExists(group.files.remove(i)); // fewer parts than before
        }
        group.writtenParts.clear();
        group.writtenParts.addAll(parts);
        return written;
    }

    /**
     * Refuses to replace a file Ferret did not write: one whose text lacks
     * {@link TestRenderer#MARKER} (a test a user wrote in a source root Ferret shares).
     */
    private void refuseForeign(RenderedFile file) throws IOException {
        Path dir = file.packageName().isEmpty() ? outputDirectory
                : outputDirectory.resolve(file.packageName().replace('.', '/'));
        Path target = dir.resolve(file.className() + ".java");
        if (Files.isRegularFile(target) && !Files.readString(target).contains(TestRenderer.MARKER)) {
            throw new IOException(target + " exists and was not written by Ferret: it is left alone (choose another "
                    + "output directory or test package)");
        }
    }
}
