package dev.ferret.maven;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.run.InvalidInputException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResumeCheckTest {

    private static final Path DIR = Path.of("target/generated-test-sources/ferret");
    private static final List<String> STARTED = List.of("maven", "g:a:jar:1", "timeLimit=10m", "seed=0");

    @Test
    void shouldResumeWithTheConfigurationTheRunWasStartedWith() {
        assertDoesNotThrow(() -> ResumeCheck.sameConfiguration(DIR, STARTED, List.copyOf(STARTED)));
    }

    @Test
    void shouldNameTheFirstSettingThatDiffers() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> ResumeCheck.sameConfiguration(DIR,
                STARTED, List.of("maven", "g:a:jar:1", "timeLimit=60s", "seed=1")));
        assertTrue(e.getMessage().contains("was started with timeLimit=10m, the configuration now gives timeLimit=60s"),
                e.getMessage());
    }

    @Test
    void shouldRefuseARunTheCommandLineStarted() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> ResumeCheck.sameConfiguration(DIR,
                List.of("--class", "a.B"), STARTED));
        assertTrue(e.getMessage().contains("not started by the Maven plugin"), e.getMessage());
    }
}
