package dev.ferret.worker.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ferret.worker.sandbox.runtime.Incident;
import dev.ferret.worker.sandbox.runtime.IncidentLog;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class IncidentLogTest {

    private static Incident incident(int i) {
        return new Incident("file-delete", "a.B.m", "File.delete(" + i + ")");
    }

    @Test
    void shouldKeepEqualIncidentsOnceInTheOrderFirstSeen() {
        IncidentLog log = new IncidentLog(10);
        log.record(incident(2));
        log.record(incident(1));
        log.record(incident(2));
        assertEquals(List.of(incident(2), incident(1)), log.drain());
        assertEquals(List.of(), log.drain());
    }

    @Test
    void shouldCountWhatDoesNotFit() {
        IncidentLog log = new IncidentLog(2);
        for (int i = 0; i < 5; i++) {
            log.record(incident(i));
        }
        log.record(incident(0));
        assertEquals(List.of(incident(0), incident(1), new Incident(IncidentLog.DROPPED, "", "3 incidents not kept")),
                log.drain());
        log.record(incident(4));
        assertEquals(List.of(incident(4)), log.drain(), "the count starts again");
    }

    @Test
    void shouldLoseNothingRecordedFromManyThreads() throws Exception {
        IncidentLog log = new IncidentLog(10_000);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            int base = t * 1000;
            threads.add(new Thread(() -> {
                for (int i = 0; i < 1000; i++) {
                    log.record(incident(base + i));
                }
            }));
        }
        threads.forEach(Thread::start);
        List<Incident> drained = new ArrayList<>();
        for (Thread t : threads) {
            drained.addAll(log.drain());
            t.join();
        }
        drained.addAll(log.drain());
        assertEquals(4000, drained.size());
        assertEquals(4000, new HashSet<>(drained).size());
    }

    @Test
    void shouldRejectANonPositiveCapacity() {
        assertThrows(IllegalArgumentException.class, () -> new IncidentLog(0));
    }
}
