package dev.ferret.orchestration;

import dev.ferret.core.run.InvalidInputException;
import java.util.List;

/**
 * Rebuilds a {@link RunRequest} from the arguments a front end recorded in the journal; the front
 * end that wrote them knows how to read them.
 */
@FunctionalInterface
public interface RequestParser {

    /**
     * @param arguments the arguments recorded when the run started
     * @throws InvalidInputException when they no longer make a request
     */
    RunRequest parse(List<String> arguments) throws InvalidInputException;
}
