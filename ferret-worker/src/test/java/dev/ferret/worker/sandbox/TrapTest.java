package dev.ferret.worker.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.worker.sandbox.runtime.Incident;
import dev.ferret.worker.sandbox.runtime.IncidentLog;
import dev.ferret.worker.sandbox.runtime.SandboxViolation;
import dev.ferret.worker.sandbox.runtime.Trap;
import java.io.File;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@link Trap} called directly, as rewritten code would. */
class TrapTest {
    private static final String ME = TrapTest.class.getName();

    @BeforeEach
    @AfterEach
    void reset() {
        Trap.reset();
    }

    @Test
    void shouldNameTheNearestCallerOutsideTheRuntimePackage() {
        assertThrows(SandboxViolation.class, () -> Trap.systemExit(2));
        List<Incident> incidents = Trap.drainIncidents();
        assertEquals(1, incidents.size());
        assertEquals("system-exit", incidents.get(0).kind());
        assertTrue(incidents.get(0).member().startsWith(ME + "."), incidents.get(0).member());
    }

    @Test
    void shouldThrowANullPointerExceptionForANullReceiverLikeTheCallItReplaces() {
        assertThrows(NullPointerException.class, () -> Trap.fileDelete(null));
        assertThrows(NullPointerException.class, () -> Trap.runtimeHalt(null, 1));
        assertThrows(NullPointerException.class, () -> Trap.processStart(null));
        assertEquals(List.of(), Trap.drainIncidents());
    }

    @Test
    void shouldForgetThePolicyOnReset() {
        Trap.configure(true, true);
        Trap.reset();
        assertThrows(SandboxViolation.class, () -> Trap.fileDelete(new File("never-there")));
    }

    @Test
    void shouldRecordEachWriterOfAFieldOnce() {
        Trap.staticWrite("a.B.f", "a.B.set");
        Trap.staticWrite("a.B.f", "a.B.set");
        Trap.staticWrite("a.B.f", "a.C.reset");
        Trap.staticWrite("a.B.g", "a.B.set");
        assertEquals(List.of(new Incident("static-write", "a.B.set", "a.B.f"),
                new Incident("static-write", "a.C.reset", "a.B.f"),
                new Incident("static-write", "a.B.set", "a.B.g")), Trap.drainIncidents());
    }

    @Test
    void shouldBoundTheIncidentsBetweenDrains() {
        for (int i = 0; i < Trap.CAPACITY + 5; i++) {
            Trap.staticWrite("a.B.f" + i, "a.B.set");
        }
        List<Incident> incidents = Trap.drainIncidents();
        assertEquals(Trap.CAPACITY + 1, incidents.size());
        assertEquals(new Incident(IncidentLog.DROPPED, "", "5 incidents not kept"), incidents.get(Trap.CAPACITY));
    }
}
