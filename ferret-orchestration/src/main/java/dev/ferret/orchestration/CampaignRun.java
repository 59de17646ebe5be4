package dev.ferret.orchestration;

import dev.ferret.core.run.InvalidInputException;
import dev.ferret.core.run.RunConfig;
import dev.ferret.stateful.store.CampaignLocation;
import dev.ferret.stateful.store.CampaignStore;
import dev.ferret.stateful.store.IncompatibleCampaignException;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A run's entry in its kept campaign ({@code --campaign}): before any worker starts, the
 * coordinator creates or migrates the campaign database and registers the run under a fresh id,
 * which the workers then tag their rows with. Nothing of the code under test is involved, so a
 * database that cannot be reached, wrong credentials or a campaign of a newer schema are bad
 * input, reported in one line before the run begins.
 */
final class CampaignRun {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
            .withZone(ZoneOffset.UTC);

    private CampaignRun() {
    }

    /**
     * The configuration with its run registered in the campaign (unchanged without a campaign).
     *
     * @throws InvalidInputException when the campaign cannot be opened, migrated or written
     */
    static RunConfig register(RunConfig config) throws InvalidInputException {
        if (config.campaign().isEmpty()) {
            return config;
        }
        CampaignLocation location = CampaignLocation.parse(config.campaign());
        String runId = STAMP.format(Instant.now()) + "-" + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 16);
        try {
            CampaignStore.prepare(location, runId, config.seed(), config.classes());
        } catch (IncompatibleCampaignException e) {
            throw new InvalidInputException(e.getMessage());
        } catch (SQLException e) {
            if (String.valueOf(e.getMessage()).contains("ClassNotFoundException") && !location.postgres()) {
                throw new InvalidInputException("campaign " + location.name() + " was written by another packaging of "
                        + "Ferret (the command line's jar relocates H2, the Maven plugin does not) and cannot be read "
                        + "by this one; share a campaign between them through PostgreSQL");
            }
            throw new InvalidInputException("campaign " + location.name() + " cannot be opened: " + oneLine(e));
        }
        return config.withCampaign(config.campaign(), runId);
    }

    /** The first line of the database's message (PostgreSQL's can span several). */
    private static String oneLine(SQLException e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().strip();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl).strip();
    }
}
