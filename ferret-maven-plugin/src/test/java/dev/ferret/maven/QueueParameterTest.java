package dev.ferret.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.run.InvalidInputException;
import dev.ferret.orchestration.QueueRun;
import dev.ferret.orchestration.RunObserver;
import dev.ferret.orchestration.RunRequest;
import dev.ferret.orchestration.RunSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** {@code campaignQueue} and {@code queueLease}: the command line's {@code --campaign-queue} and {@code --queue-lease}. */
class QueueParameterTest {

    @Test
    void shouldMapTheQueueNameAndLease() throws InvalidInputException {
        assertNull(GenerateMojo.queue(null, null), "no queue: an ordinary run");
        QueueRun queue = GenerateMojo.queue(" nightly ", "2m");
        assertEquals("nightly", queue.name());
        assertEquals(Duration.ofMinutes(2), queue.lease());
        assertEquals(QueueRun.DEFAULT_LEASE, GenerateMojo.queue("nightly", null).lease());
    }

    @Test
    void shouldNameTheParametersInItsErrors() {
        assertBad("campaignQueue needs a name of 1 to 200 characters", () -> GenerateMojo.queue(" ", null));
        assertBad("queueLease must be at least 1s, not 500ms", () -> GenerateMojo.queue("nightly", "500ms"));
        assertBad("queueLease needs campaignQueue", () -> GenerateMojo.queue(null, "2m"));
        RunRequest inMemory = RunSettings.spelledBy(UnaryOperator.identity()).stateful(true)
                .request(List.of(), List.of("a.B"), true, List.of());
        assertBad("campaignQueue needs campaign jdbc:postgresql://..., the database all participants share",
                () -> GenerateMojo.queue("nightly", null).run(inMemory, RunObserver.NOOP));
    }

    @Test
    void shouldReadTheUserProperties() throws Exception {
        String descriptor = Files.readString(Path.of("target/classes/META-INF/maven/plugin.xml"));
        assertTrue(descriptor.contains("<campaignQueue implementation=\"java.lang.String\">${ferret.campaignQueue}"),
                "-Dferret.campaignQueue");
        assertTrue(descriptor.contains("<queueLease implementation=\"java.lang.String\">${ferret.queueLease}"),
                "-Dferret.queueLease");
    }

    private static void assertBad(String message, org.junit.jupiter.api.function.Executable call) {
        InvalidInputException e = assertThrows(InvalidInputException.class, call);
        assertEquals(message, e.getMessage());
    }
}
