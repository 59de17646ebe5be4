package dev.ferret.orchestration;

import dev.ferret.core.run.InvalidInputException;
import dev.ferret.core.run.RunConfig;
import dev.ferret.stateful.store.CampaignHost;
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
 * coordinator creates or migrates the campaign database, registers the run under a fresh id,
 * which the workers then tag their rows with, and serves an H2 file to them for the run's length
 * ({@link CampaignHost}; closing stops it). Nothing of the code under test is involved, so a
 * database that cannot be reached, wrong credentials or a campaign of a newer schema are bad
 * input, reported in one line before the run begins.
 */
final class CampaignRun implements AutoCloseable {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
            .withZone(ZoneOffset.UTC);

    private final RunConfig config;
    private final CampaignHost host;

    private CampaignRun(RunConfig config, CampaignHost host) {
        this.config = config;
        this.host = host;
    }

    /** The configuration the engine gets: the run's id and the campaign as the workers reach it. */
    RunConfig config() {
        return config;
    }

    @Override
    public void close() {
        if (host != null) {
            host.close();
        }
    }

    /**
     * Registers the run in its campaign and serves the campaign to the workers (nothing without a
     * campaign).
     *
     * @throws InvalidInputException when the campaign cannot be opened, migrated or written
     */
    static CampaignRun open(RunConfig config) throws InvalidInputException {
        if (config.campaign().isEmpty()) {
            return new CampaignRun(config, null);
        }
        CampaignLocation location = CampaignLocation.parse(config.campaign());
        String runId = STAMP.format(Instant.now()) + "-" + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 16);
        try {
            CampaignStore.prepare(location, runId, config.seed(), config.classes());
            CampaignHost host = CampaignHost.serve(location);
            return new CampaignRun(config.withCampaign(host.campaignForWorkers(), runId), host);
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
    }

    /** The first line of the database's message (PostgreSQL's can span several). */
    static String oneLine(SQLException e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().strip();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl).strip();
    }
}
