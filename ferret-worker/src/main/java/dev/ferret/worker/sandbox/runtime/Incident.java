package dev.ferret.worker.sandbox.runtime;

import java.util.Objects;

/**
 * Something the code under test did that the sandbox noticed.
 *
 * @param kind one of {@code system-exit}, {@code runtime-exit}, {@code runtime-halt},
 *     {@code file-delete}, {@code process-start}, {@code static-write}, or {@code dropped} (see
 *     {@link IncidentLog})
 * @param member the code under test's member responsible, as {@code pkg.Class.method}; empty when
 *     no frame of the code under test was found
 * @param detail what it did, e.g. {@code System.exit(3)} or, for a static write, the field as
 *     {@code pkg.Class.field}
 */
public record Incident(String kind, String member, String detail) {

    /** Checks that no component is null. */
    public Incident {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(member, "member");
        Objects.requireNonNull(detail, "detail");
    }
}
