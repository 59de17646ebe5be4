package dev.ferret.orchestration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.run.InvalidInputException;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class DurationsTest {

    @Test
    void readsUnitsBareSecondsAndIsoDurations() throws Exception {
        assertEquals(Duration.ofMillis(500), Durations.parse("500ms"));
        assertEquals(Duration.ofSeconds(30), Durations.parse(" 30S "));
        assertEquals(Duration.ofMinutes(2), Durations.parse("2m"));
        assertEquals(Duration.ofHours(1), Durations.parse("1h"));
        assertEquals(Duration.ofSeconds(90), Durations.parse("90"));
        assertEquals(Duration.ofMinutes(1), Durations.parse("PT1M"));
    }

    @Test
    void rejectsZeroNegativeAndMalformedDurationsSayingHowToWriteOne() {
        for (String bad : new String[] {"0s", "-5s", "PT-1S", "thirty", "30 sec", "", "99999999999999999999"}) {
            InvalidInputException e = assertThrows(InvalidInputException.class, () -> Durations.parse(bad), bad);
            assertTrue(e.getMessage().contains("e.g. 500ms, 30s"), e.getMessage());
        }
    }
}
