package dev.ferret.orchestration;

import dev.ferret.core.run.InvalidInputException;
import dev.ferret.core.run.RunConfig;
import dev.ferret.stateful.store.CampaignContents;
import dev.ferret.stateful.store.CampaignLocation;
import dev.ferret.stateful.store.IncompatibleCampaignException;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The stateful steps on a stored campaign, without a random phase ({@code ferret stateful
 * --campaign}): contracts inferred from every run in the campaign, new tests built from the
 * objects whose sequences the campaign stores in portable form, executed in a worker JVM, failing
 * ones written as error tests (minimized, compiled), the report as after {@code generate
 * --stateful}. The classes under test are the campaign's (or those of them the request names);
 * the run is an ordinary {@link Orchestrator#generate} whose whole time goes to the stateful
 * phase ({@code statefulShare} 1) in one worker: with nothing random, more workers would repeat
 * the same tests. The run registers itself in the campaign like any other.
 *
 * <p>Bad input, one line before anything runs: a campaign that does not exist, cannot be opened or
 * is of a newer schema; one without recorded calls or without stored sequences (written before
 * schema version 4); a named class the campaign lacks; no class of it on the classpath. A class of
 * the campaign that is not on the classpath while others are is skipped with a notice.
 */
public final class CampaignReplay {

    private CampaignReplay() {
    }

    /**
     * Runs the stateful steps on the campaign {@code request} names.
     *
     * @param request the settings (campaign, classpath, time limit, seed, output); its classes, when
     *     any, narrow the campaign's
     * @throws InvalidInputException for bad input, in one line
     */
    public static RunResult run(RunRequest request, RunObserver observer)
            throws InvalidInputException, IOException, InterruptedException {
        RunConfig config = request.config();
        CampaignLocation location;
        try {
            location = CampaignLocation.parse(config.campaign());
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException("--campaign " + e.getMessage());
        }
        CampaignContents contents = contents(location);
        List<String> classes = classes(location, contents, config.classes(), config.classpath(), observer);
        RunConfig replay = config.withTarget(config.classpath(), classes).withSkipUntestable(true).withStateful(true)
                .withStatefulShare(1.0);
        EngineSettings e = request.engine();
        EngineSettings one = new EngineSettings(e.inProcess(), 1, e.workerHeap(), e.jvmOptions(),
                e.allowProcesses(), e.ferretClasspath());
        return new Orchestrator().generate(new RunRequest(replay, one, request.output(), request.arguments()),
                observer);
    }

    private static CampaignContents contents(CampaignLocation location) throws InvalidInputException {
        try {
            return CampaignContents.read(location);
        } catch (FileNotFoundException | IncompatibleCampaignException e) {
            throw new InvalidInputException(e.getMessage());
        } catch (SQLException e) {
            throw new InvalidInputException("campaign " + location.name() + " cannot be opened: " + CampaignRun.oneLine(e));
        }
    }

    /** The campaign's classes to test: all, or those named; each on the classpath. */
    static List<String> classes(CampaignLocation location, CampaignContents contents, List<String> named,
                                List<Path> classpath, RunObserver observer) throws InvalidInputException {
        if (contents.calls().isEmpty()) {
            throw new InvalidInputException("campaign " + location.name() + " holds no recorded calls");
        }
        if (contents.replayable().isEmpty()) {
            throw new InvalidInputException("campaign " + location.name() + " stores no replayable sequences (its "
                    + "runs were made by a Ferret before campaign schema version 4): run generate --campaign on it again");
        }
        List<String> wanted = named.isEmpty() ? List.copyOf(contents.replayable().keySet()) : named;
        for (String c : wanted) {
            if (!contents.replayable().containsKey(c)) {
                throw new InvalidInputException("campaign " + location.name() + " has no replayable calls of " + c
                        + " (it has: " + String.join(", ", contents.replayable().keySet()) + ")");
            }
        }
        List<String> found = new ArrayList<>();
        try (URLClassLoader cp = new URLClassLoader(urls(classpath), ClassLoader.getPlatformClassLoader())) {
            for (String c : wanted) {
                if (cp.getResource(c.replace('.', '/') + ".class") != null) {
                    found.add(c);
                } else {
                    observer.notice("skipped " + c + ": a class of campaign " + location.name()
                            + " that is not on --classpath");
                }
            }
        } catch (IOException e) {
            throw new InvalidInputException("cannot read --classpath: " + e.getMessage());
        }
        if (found.isEmpty()) {
            throw new InvalidInputException("none of the classes of campaign " + location.name() + " is on --classpath ("
                    + String.join(", ", wanted) + ")");
        }
        return found;
    }

    private static URL[] urls(List<Path> classpath) throws MalformedURLException {
        URL[] out = new URL[classpath.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = classpath.get(i).toUri().toURL();
        }
        return out;
    }
}
