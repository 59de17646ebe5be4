package dev.ferret.core.minimize;

import java.util.List;

/** Where replacements come from: naturally the component set of the generation run. */
@FunctionalInterface
public interface ReplacementSource {

    /**
     * Replacements whose value is assignable to every one of {@code requiredTypes} (primitive
     * types accept their boxes), with at most {@code maxLength} statements, ordered by increasing
     * length and, within a length, more general declared types first.
     */
    List<Replacement> replacements(List<Class<?>> requiredTypes, int maxLength);
}
