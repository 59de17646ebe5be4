package dev.ferret.stateful.store;

import java.sql.SQLException;

/**
 * Makes a kept campaign reachable from the worker JVMs of one run. An embedded H2 file can be open
 * in one JVM only, so for the run's length the coordinator serves it over loopback TCP (an H2 TCP
 * server on a free port, local connections only, existing databases only) and the workers
 * connect to that; the coordinator runs none of the code under test, and the server outlives
 * every worker, so no worker's end cuts another's connection. A PostgreSQL campaign is reached
 * directly. Closing stops the server.
 */
public final class CampaignHost implements AutoCloseable {

    private final String campaignForWorkers;
    private final org.h2.tools.Server server;

    private CampaignHost(String campaignForWorkers, org.h2.tools.Server server) {
        this.campaignForWorkers = campaignForWorkers;
        this.server = server;
    }

    /**
     * Serves the campaign when it is an H2 file (which {@link CampaignStore#prepare} has created).
     *
     * @throws SQLException when the server cannot start
     */
    public static CampaignHost serve(CampaignLocation location) throws SQLException {
        if (!location.h2File()) {
            return new CampaignHost(location.url(), null);
        }
        org.h2.tools.Server server = org.h2.tools.Server.createTcpServer("-tcpPort", "0", "-ifExists", "-tcpDaemon")
                .start();
        String file = location.url().substring("jdbc:h2:file:".length());
        return new CampaignHost("jdbc:h2:tcp://127.0.0.1:" + server.getPort() + "/" + file, server);
    }

    /** The {@code campaign} setting the workers get: the server's URL, or the campaign's own. */
    public String campaignForWorkers() {
        return campaignForWorkers;
    }

    @Override
    public void close() {
        if (server != null) {
            server.stop();
        }
    }
}
