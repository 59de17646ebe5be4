package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.execution.CallClock;
import dev.ferret.core.execution.Execution;
import dev.ferret.core.execution.SequenceExecutor;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.ScratchOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.ScratchLayout;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScratchSourceTest {

    /** Takes a file, a path and a file name. */
    public static final class Reader {
        public static int read(File file, Path path, String fileName, String text) {
            return 0;
        }
    }

    @TempDir
    Path scratch;

    private MethodOperation read() throws Exception {
        return new MethodOperation(Reader.class.getMethod("read", File.class, Path.class, String.class,
                String.class), Reader.class, Reader.class, false);
    }

    /** The steps the source makes for input {@code slot} of {@code read}, and the value they give. */
    private record Supplied(List<String> steps, Object value) { }

    private Supplied supply(ScratchSource source, int slot, long seed) throws Exception {
        Operation op = read();
        Assembly assembly = new Assembly();
        InputRequest request = new InputRequest(op, slot, op.inputTypes().get(slot), assembly,
                new SplittableRandom(seed));
        assertTrue(source.applies(request));
        int index = source.supply(request);
        Statement[] flat = assembly.sequence(List.of()).statements();
        assertEquals(flat.length - 1, index, "the value is the last statement");
        Execution ex = SequenceExecutor.execute(flat, CallClock.NONE);
        assertFalse(ex.failed());
        List<String> steps = new ArrayList<>();
        for (Statement s : flat) {
            Action a = s.operation().toAction();
            steps.add(a instanceof Action.TempDir ? "tempDir" : a instanceof Action.Literal l
                    ? "\"" + l.value() + "\"" : ((Action.MethodCall) a).name());
        }
        return new Supplied(steps, ex.values()[index]);
    }

    private ScratchSource files() {
        return new ScratchSource(new ScratchValues(new ScratchOperation(scratch)), null);
    }

    private ScratchSource fileNames() {
        return new ScratchSource(new ScratchValues(new ScratchOperation(scratch)), new PathParameters());
    }

    @Test
    void suppliesPathsInsideTheDirectoryAsTheDirectoryOrANameResolvedInIt() throws Exception {
        Set<Object> seen = new HashSet<>();
        for (long seed = 0; seed < 60; seed++) {
            Supplied s = supply(files(), 1, seed);
            Path p = (Path) s.value();
            assertTrue(p.startsWith(scratch), p.toString());
            assertEquals("tempDir", s.steps().get(0));
            if (s.steps().size() == 1) {
                assertEquals(scratch, p);
                seen.add("");
            } else {
                assertEquals("resolve", s.steps().get(2));
                String name = s.steps().get(1).substring(1, s.steps().get(1).length() - 1);
                assertEquals(scratch.resolve(name), p);
                seen.add(name);
            }
        }
        Set<Object> all = new HashSet<>(ScratchLayout.names());
        all.add("");
        assertEquals(all, seen, "the directory and every name");
    }

    @Test
    void suppliesFilesAndFileNamesFromThosePaths() throws Exception {
        Supplied file = supply(files(), 0, 3);
        assertEquals("toFile", file.steps().get(file.steps().size() - 1));
        assertTrue(((File) file.value()).toPath().startsWith(scratch));
        Supplied name = supply(fileNames(), 2, 3);
        assertEquals("toString", name.steps().get(name.steps().size() - 1));
        assertTrue(Path.of((String) name.value()).startsWith(scratch), String.valueOf(name.value()));
        assertEquals(((File) file.value()).getPath(), name.value(), "the same draw, the same name");
    }

    @Test
    void appliesToNoOtherStringAndNoReceiver() throws Exception {
        Operation op = read();
        InputRequest text = new InputRequest(op, 3, String.class, new Assembly(), new SplittableRandom(0));
        assertFalse(fileNames().applies(text));
        assertFalse(files().applies(text));
        assertFalse(fileNames().applies(new InputRequest(op, 1, Path.class, new Assembly(), new SplittableRandom(0))),
                "paths come from the other kind");
        MethodOperation resolve = new MethodOperation(Path.class.getMethod("resolve", String.class), Path.class,
                Path.class, true);
        assertFalse(files().applies(new InputRequest(resolve, 0, Path.class, new Assembly(),
                new SplittableRandom(0))), "a receiver");
    }

    @Test
    void buildsPathsAndFilesOnDemandInsideTheDirectory() throws Exception {
        DemandSource demand = new DemandSource(new ValuePool(10, List.of()), new DemandProducers(),
                new ScratchValues(new ScratchOperation(scratch)));
        Object value = SuppliedInput.supply(demand, File.class, 5, MethodOperation.class);
        assertTrue(((File) value).toPath().startsWith(scratch), String.valueOf(value));
    }
}
