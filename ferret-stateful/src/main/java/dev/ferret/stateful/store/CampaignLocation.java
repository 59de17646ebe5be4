package dev.ferret.stateful.store;

import java.nio.file.Path;
import java.util.Map;

/**
 * Where a campaign database lives, as the user names it ({@code --campaign}): a file path is an
 * embedded H2 database in that file ({@code <path>.mv.db}; a trailing {@code .mv.db} is dropped;
 * during a run the coordinator serves it to the worker JVMs, {@link CampaignHost}); a
 * {@code jdbc:postgresql://host:port/db} URL is a PostgreSQL database. The PostgreSQL user and
 * password come from the URL's own {@code user} and {@code password} properties when it has them,
 * else from the environment variables {@value #USER_VARIABLE} and {@value #PASSWORD_VARIABLE}
 * (which worker JVMs inherit), else the driver's defaults.
 *
 * @param name the campaign as the user named it, without its password: for messages
 * @param url the JDBC URL
 * @param user the user, or null to let the URL or the driver decide
 * @param password the password, or null
 */
public record CampaignLocation(String name, String url, String user, String password) {

    /** The environment variable with the PostgreSQL user, used when the URL names none. */
    public static final String USER_VARIABLE = "FERRET_CAMPAIGN_USER";
    /** The environment variable with the PostgreSQL password, used when the URL names no user. */
    public static final String PASSWORD_VARIABLE = "FERRET_CAMPAIGN_PASSWORD";

    /**
     * The location a user's {@code --campaign} value names, with credentials from {@code env} when
     * the URL has none.
     *
     * @throws IllegalArgumentException for a blank value or a JDBC URL of another database
     */
    public static CampaignLocation parse(String spec, Map<String, String> env) {
        String s = spec == null ? "" : spec.strip();
        if (s.isEmpty()) {
            throw new IllegalArgumentException("is empty: give a file path or a jdbc:postgresql:// URL");
        }
        if (s.startsWith("jdbc:postgresql:")) {
            String name = s.replaceAll("(?i)([?&]password=)[^&]*", "$1***");
            if (s.matches("(?i).*[?&]user=.*")) {
                return new CampaignLocation(name, s, null, null);
            }
            return new CampaignLocation(name, s, env.get(USER_VARIABLE), env.get(PASSWORD_VARIABLE));
        }
        if (s.startsWith("jdbc:h2:")) {
            return new CampaignLocation(s, s, null, null);
        }
        if (s.startsWith("jdbc:")) {
            throw new IllegalArgumentException("names an unsupported database (" + s.split(":", 3)[1]
                    + "): give a file path (embedded H2) or a jdbc:postgresql:// URL");
        }
        String file = Path.of(s).toAbsolutePath().normalize().toString();
        if (file.endsWith(".mv.db")) {
            file = file.substring(0, file.length() - ".mv.db".length());
        }
        return new CampaignLocation(s, "jdbc:h2:file:" + file, null, null);
    }

    /** The location of a {@code --campaign} value, credentials from this process's environment. */
    public static CampaignLocation parse(String spec) {
        return parse(spec, System.getenv());
    }

    /** Whether this is an embedded H2 file. */
    public boolean h2File() {
        return url.startsWith("jdbc:h2:file:");
    }

    /** Whether this is a PostgreSQL database. */
    public boolean postgres() {
        return url.startsWith("jdbc:postgresql:");
    }

    @Override
    public String toString() {
        return name;
    }
}
