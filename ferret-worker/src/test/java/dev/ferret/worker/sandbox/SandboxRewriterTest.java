package dev.ferret.worker.sandbox;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.worker.sandbox.runtime.Incident;
import dev.ferret.worker.sandbox.runtime.IncidentLog;
import dev.ferret.worker.sandbox.runtime.SandboxViolation;
import dev.ferret.worker.sandbox.runtime.Trap;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Loads {@link HostileFixture} rewritten by {@link SandboxRewriter} and calls it by reflection. */
class SandboxRewriterTest {
    private static final String FIXTURE = HostileFixture.class.getName();

    private Object fixture;
    private List<Incident> initializerIncidents;

    @BeforeEach
    void loadRewrittenFixture() throws Exception {
        Trap.reset();
        Class<?> c = new RewritingLoader(new SandboxRewriter(), HostileFixture.class).loadClass(FIXTURE);
        assertNotSame(HostileFixture.class, c);
        fixture = c.getConstructor().newInstance();
        initializerIncidents = Trap.drainIncidents();
    }

    @AfterEach
    void forgetIncidents() {
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
    void shouldChangeAClassThatWritesStaticFields() {
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
