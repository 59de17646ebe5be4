package dev.ferret.worker.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.worker.sandbox.runtime.Incident;
import dev.ferret.worker.sandbox.runtime.IncidentLog;
import dev.ferret.worker.sandbox.runtime.Trap;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@link Trap} called directly, as rewritten code would. */
class TrapTest {
    @BeforeEach
    @AfterEach
    void reset() {
        Trap.reset();
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
