package dev.ferret.maven;

import dev.ferret.core.run.InvalidInputException;
import java.nio.file.Path;
import java.util.List;

/**
 * Whether a killed run may be resumed with the plugin's configuration as it is now: the settings
 * the run recorded in its journal ({@code maven}, the project, the class patterns, then
 * {@code RunSettings.recorded()}) must be the current ones, or the budget left and the tests kept
 * would belong to another run.
 */
final class ResumeCheck {

    private ResumeCheck() {
    }

    /**
     * @param directory the output directory of the run
     * @param recorded the arguments the run recorded when it started
     * @param now the arguments the current configuration makes
     * @throws InvalidInputException naming the first setting that differs
     */
    static void sameConfiguration(Path directory, List<String> recorded, List<String> now)
            throws InvalidInputException {
        if (recorded.isEmpty() || !recorded.get(0).equals("maven")) {
            throw new InvalidInputException("cannot resume: the run in " + directory
                    + " was not started by the Maven plugin (resume it with ferret generate --resume)");
        }
        for (int i = 0; i < Math.max(recorded.size(), now.size()); i++) {
            String was = i < recorded.size() ? recorded.get(i) : "(nothing)";
            String is = i < now.size() ? now.get(i) : "(nothing)";
            if (!was.equals(is)) {
                throw new InvalidInputException("cannot resume: the run in " + directory + " was started with " + was
                        + ", the configuration now gives " + is + ": resume with the configuration it was started with");
            }
        }
    }
}
