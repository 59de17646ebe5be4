package dev.ferret.orchestration.report;

import java.util.Map;

/** Ferret's contract ids in plain words, as a user reads them in the report. */
final class Contracts {

    private static final Map<String, String> PLAIN = Map.ofEntries(
            Map.entry("equals-hashcode", "Equal objects must have equal hash codes."),
            Map.entry("equals-reflexive", "An object must equal itself."),
            Map.entry("equals-symmetric", "If a equals b, b must equal a."),
            Map.entry("equals-transitive", "If a equals b and b equals c, a must equal c."),
            Map.entry("equals-null", "equals(null) must return false."),
            Map.entry("equals-returns-normally", "equals must return, not throw."),
            Map.entry("hashcode-returns-normally", "hashCode must return, not throw."),
            Map.entry("tostring-returns-normally", "toString must return, not throw."),
            Map.entry("compareto-reflexive", "compareTo of an object with itself must be 0."),
            Map.entry("compareto-antisymmetric", "a.compareTo(b) must have the opposite sign of b.compareTo(a)."),
            Map.entry("compareto-transitive", "If a > b and b > c, then a > c."),
            Map.entry("compareto-equals", "compareTo must return 0 exactly for equal objects."),
            Map.entry("compareto-returns-normally", "compareTo must return, not throw."),
            Map.entry("size-toarray", "A collection's size() must match the length of its toArray()."),
            Map.entry("npe-without-null-input", "A NullPointerException was thrown although no input was null."),
            Map.entry("assertion-error", "An assertion in the code under test failed."));

    private Contracts() {
    }

    /** What the contract {@code id} demands, in a sentence; unknown ids are described generically. */
    static String plain(String id) {
        String known = PLAIN.get(id);
        if (known != null) {
            return known;
        }
        return id.isEmpty() ? "The test fails (see its source)." : "Violated: " + id + ".";
    }
}
