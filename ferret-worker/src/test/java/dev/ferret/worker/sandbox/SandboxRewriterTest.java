package dev.ferret.worker.sandbox;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.worker.sandbox.runtime.Incident;
import dev.ferret.worker.sandbox.runtime.IncidentLog;
import dev.ferret.worker.sandbox.runtime.SandboxViolation;
import dev.ferret.worker.sandbox.runtime.Trap;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Loads {@link HostileFixture} rewritten by {@link SandboxRewriter} and calls it by reflection. */
class SandboxRewriterTest {
    private static final String FIXTURE = HostileFixture.class.getName();

    @TempDir
    Path dir;

    private Object fixture;
    private List<Incident> initializerIncidents;
    private Path victim;

    @BeforeEach
    void loadRewrittenFixture() throws Exception {
        Trap.reset();
        Class<?> c = new RewritingLoader(new SandboxRewriter(), HostileFixture.class).loadClass(FIXTURE);
        assertNotSame(HostileFixture.class, c);
        fixture = c.getConstructor().newInstance();
        initializerIncidents = Trap.drainIncidents();
        victim = Files.writeString(dir.resolve("victim.txt"), "keep me");
    }

    @AfterEach
    void blockEverythingAgain() {
        Trap.reset();
    }

    private Object call(String name, Object... args) throws Exception {
        for (Method m : fixture.getClass().getMethods()) {
            if (m.getName().equals(name)) {
                return m.invoke(fixture, args);
            }
        }
        throw new NoSuchMethodException(name);
    }

    private SandboxViolation violation(String name, Object... args) {
        InvocationTargetException e = assertThrows(InvocationTargetException.class, () -> call(name, args));
        return assertInstanceOf(SandboxViolation.class, e.getCause());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "exit            | system-exit  | System.exit(3)",
        "runtimeExit     | runtime-exit | Runtime.exit(4)",
        "halt            | runtime-halt | Runtime.halt(1)",
        "exitByReference | system-exit  | System.exit(5)"})
    void shouldThrowInsteadOfEndingTheJvm(String method, String kind, String detail) {
        assertEquals(detail + " called by the code under test", violation(method).getMessage());
        assertEquals(List.of(new Incident(kind, FIXTURE + "." + method, detail)), Trap.drainIncidents());
        assertEquals(List.of(), Trap.drainIncidents(), "drained");
    }

    @Test
    void shouldRecordAViolationTheCodeUnderTestSwallows() throws Exception {
        assertEquals("swallowed", call("exitAndSwallow"));
        assertEquals(List.of(new Incident("system-exit", FIXTURE + ".exitAndSwallow", "System.exit(9)")),
                Trap.drainIncidents());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "delete              | File.delete",
        "deleteOnExit        | File.deleteOnExit",
        "filesDelete         | Files.delete",
        "filesDeleteIfExists | Files.deleteIfExists",
        "deleteByReference   | File.delete"})
    void shouldBlockFileDeletionByDefault(String method, String call) {
        String detail = call + "(" + victim + ")";
        assertEquals("file deletion blocked: " + detail, violation(method, victim.toString()).getMessage());
        assertTrue(Files.exists(victim));
        assertEquals(List.of(new Incident("file-delete", FIXTURE + "." + method, detail)), Trap.drainIncidents());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"delete", "filesDelete", "filesDeleteIfExists", "deleteByReference"})
    void shouldDeleteWhenThePolicyAllowsIt(String method) throws Exception {
        Trap.configure(true, false);
        Object result = call(method, victim.toString());
        assertTrue(result == null || result.equals(true), method + " returned " + result);
        assertFalse(Files.exists(victim));
        assertEquals(List.of(), Trap.drainIncidents());
    }

    @Test
    void shouldBlockProcessesByDefault() {
        assertEquals("process start blocked: ProcessBuilder.start([true])", violation("start", "true").getMessage());
        assertEquals(List.of(new Incident("process-start", FIXTURE + ".start", "ProcessBuilder.start([true])")),
                Trap.drainIncidents());
        for (int overload = 0; overload < 6; overload++) {
            String command = overload < 3 ? "true" : "[true]";
            assertEquals("process start blocked: Runtime.exec(" + command + ")",
                    violation("exec", overload, "true").getMessage(), "overload " + overload);
        }
        assertEquals(List.of(new Incident("process-start", FIXTURE + ".exec", "Runtime.exec(true)"),
                new Incident("process-start", FIXTURE + ".exec", "Runtime.exec([true])")), Trap.drainIncidents(),
                "equal incidents are kept once");
    }

    @Test
    void shouldStartProcessesWhenThePolicyAllowsIt() throws Exception {
        Trap.configure(false, true);
        List<Process> processes = new ArrayList<>();
        processes.add((Process) call("start", "true"));
        for (int overload = 0; overload < 6; overload++) {
            processes.add((Process) call("exec", overload, "true"));
        }
        for (Process p : processes) {
            assertTrue(p.waitFor(30, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue());
        }
        assertEquals(List.of(), Trap.drainIncidents());
        assertTrue(Files.exists(victim), "deletion still blocked");
        assertInstanceOf(SandboxViolation.class,
                assertThrows(InvocationTargetException.class, () -> call("delete", victim.toString())).getCause());
    }

    @Test
    void shouldReportAStaticWriteOncePerWritingMethod() throws Exception {
        assertEquals(11, call("next"));
        assertEquals(12, call("next"), "the write still happens");
        assertEquals(List.of(new Incident("static-write", FIXTURE + ".next", FIXTURE + ".count")),
                Trap.drainIncidents());
        call("next");
        assertEquals(List.of(), Trap.drainIncidents());
    }

    @Test
    void shouldIgnoreAStaticInitializersWritesToItsOwnFields() {
        assertEquals(List.of(new Incident("static-write", FIXTURE + ".<clinit>", FIXTURE + "$Other.value")),
                initializerIncidents);
    }

    @Test
    void shouldKeepRewrittenBranchesVerifiable() throws Exception {
        assertEquals(0 + 2 + 4, call("sumEven", 6));
        assertEquals(-1, call("sumEven", 0));
        assertEquals(List.of(new Incident("static-write", FIXTURE + ".sumEven", FIXTURE + ".count")),
                Trap.drainIncidents());
    }

    @Test
    void shouldReturnTheSameArrayWhenNothingChanges() throws Exception {
        byte[] plain = RewritingLoader.classFile(PlainFixture.class.getName());
        assertSame(plain, new SandboxRewriter().rewrite(PlainFixture.class.getName(), plain));
        Class<?> c = new RewritingLoader(new SandboxRewriter(), PlainFixture.class).loadClass(PlainFixture.class.getName());
        assertEquals(7, c.getMethod("twice", int.class).invoke(c.getConstructor().newInstance(), 3));
        assertEquals(List.of(), Trap.drainIncidents());
    }

    @Test
    void shouldChangeAClassThatExits() {
        byte[] hostile = RewritingLoader.classFile(FIXTURE);
        byte[] rewritten = new SandboxRewriter().rewrite(FIXTURE, hostile);
        assertNotSame(hostile, rewritten);
        assertFalse(Arrays.equals(hostile, rewritten));
        assertArrayEquals(RewritingLoader.classFile(FIXTURE), hostile, "the input is not modified");
    }

    @Test
    void shouldReturnWhatItCannotParse() {
        SandboxRewriter rewriter = new SandboxRewriter();
        byte[] garbage = {1, 2, 3};
        assertSame(garbage, rewriter.rewrite("Garbage", garbage));
        byte[] empty = {};
        assertSame(empty, rewriter.rewrite("Empty", empty));
        byte[] future = RewritingLoader.classFile(FIXTURE);
        future[6] = 0;
        future[7] = 99; // major version 99: newer than ASM knows
        assertSame(future, rewriter.rewrite(FIXTURE, future));
    }

    @Test
    void shouldShareOnlyTheRuntimePackageAndKeepItFreeOfAsmAndCore() {
        assertEquals(List.of("dev.ferret.worker.sandbox.runtime."), new SandboxRewriter().runtimePackages());
        for (Class<?> c : List.of(Trap.class, Incident.class, IncidentLog.class, SandboxViolation.class)) {
            assertTrue(c.getName().startsWith(new SandboxRewriter().runtimePackages().get(0)), c.getName());
            String constants = new String(RewritingLoader.classFile(c.getName()), StandardCharsets.ISO_8859_1);
            assertFalse(constants.contains("org/objectweb"), c + " uses ASM");
            assertFalse(constants.contains("dev/ferret/core"), c + " uses ferret-core");
            assertFalse(constants.contains("dev/ferret/worker/sandbox/S"), c + " uses the rewriter's package");
        }
    }
}
