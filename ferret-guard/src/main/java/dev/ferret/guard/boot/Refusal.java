package dev.ferret.guard.boot;

/**
 * An effect the guard refused, or (for {@link Effect#FILE_READ}) a read it noted.
 *
 * @param effect what was attempted
 * @param target on what: a path, a command, an address, a property
 * @param member the nearest method outside the JDK and the guard that attempted it
 *     ({@code pkg.Class.method}), or empty
 * @param abandoned whether a thread of an abandoned call attempted it
 */
public record Refusal(Effect effect, String target, String member, boolean abandoned) {

    /** Whether the effect was refused (a read is only noted). */
    public boolean refused() {
        return effect != Effect.FILE_READ;
    }

    /** One line: {@code deleting /home/me refused (outside the scratch directory)}. */
    public String describe() {
        if (!refused()) {
            return "reading " + target + ", outside the scratch directory: what follows depends on the machine";
        }
        return effect.verb() + " " + target + " refused"
                + (abandoned ? " (a call abandoned after its timeout)" : effect.onFiles() ? " (outside the scratch directory)" : "");
    }
}
