package dev.ferret.stateful.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CampaignLocationTest {

    private static final Map<String, String> ENV = Map.of(CampaignLocation.USER_VARIABLE, "alice",
            CampaignLocation.PASSWORD_VARIABLE, "pw");

    @Test
    void shouldKeepAPathAsAnH2FileTheWorkersShare() {
        CampaignLocation l = CampaignLocation.parse("build/camp.mv.db", ENV);
        String file = Path.of("build/camp").toAbsolutePath().normalize().toString();
        assertEquals("jdbc:h2:file:" + file, l.url());
        assertTrue(l.h2File());
        assertNull(l.user(), "the environment's credentials are for PostgreSQL");
        assertFalse(l.postgres());
        assertEquals("build/camp.mv.db", l.name());
    }

    @Test
    void shouldTakeCredentialsFromTheUrlElseFromTheEnvironment() {
        CampaignLocation own = CampaignLocation.parse("jdbc:postgresql://h:5432/c?user=bob&password=s3cret", ENV);
        assertNull(own.user(), "the URL's own user wins; the driver reads it");
        assertEquals("jdbc:postgresql://h:5432/c?user=bob&password=***", own.name());
        assertEquals("jdbc:postgresql://h:5432/c?user=bob&password=s3cret", own.url());
        CampaignLocation env = CampaignLocation.parse("jdbc:postgresql://h:5432/c", ENV);
        assertEquals("alice", env.user());
        assertEquals("pw", env.password());
        assertTrue(env.postgres());
        assertNull(CampaignLocation.parse("jdbc:postgresql://h/c", Map.of()).user());
    }

    @Test
    void shouldRefuseBlankValuesAndOtherDatabases() {
        assertThrows(IllegalArgumentException.class, () -> CampaignLocation.parse(" ", ENV));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CampaignLocation.parse("jdbc:mysql://h/c", ENV));
        assertTrue(e.getMessage().contains("unsupported database (mysql)"), e.getMessage());
    }
}
