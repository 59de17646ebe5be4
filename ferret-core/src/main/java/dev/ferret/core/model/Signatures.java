package dev.ferret.core.model;

import java.util.Arrays;
import java.util.stream.Collectors;

/** Readable parameter lists for operation signatures. */
final class Signatures {

    private Signatures() {
    }

    static String params(Class<?>[] types) {
        return Arrays.stream(types).map(Types::name).collect(Collectors.joining(",", "(", ")"));
    }
}
