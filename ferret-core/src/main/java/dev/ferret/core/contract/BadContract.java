package dev.ferret.core.contract;

/**
 * A contract that cannot be checked: it does not parse, names a missing or impure method or an
 * unknown name, or has the wrong type. Reported once, then ignored.
 *
 * @param member the annotated class or member ({@code pkg.Stack.push})
 * @param annotation the annotation and its text ({@code @Requires("capacity( >= 1")})
 * @param why what is wrong with it
 */
public record BadContract(String member, String annotation, String why) {
}
