package dev.ferret.guard.boot;

/** A kind of effect the guard watches, named as Ferret's incidents name it. */
public enum Effect {
    /** Opening a file for writing, or writing its contents. */
    FILE_WRITE("file-write", "writing"),
    /** Creating a file, directory or link. */
    FILE_CREATE("file-create", "creating"),
    /** Deleting a file or directory (at once, on exit, or when a stream closes). */
    FILE_DELETE("file-delete", "deleting"),
    /** Renaming or moving a file or directory (both ends count). */
    FILE_RENAME("file-rename", "renaming"),
    /** Changing a file's attributes: times, permissions, owner. */
    FILE_ATTRIBUTES("file-attributes", "changing the attributes of"),
    /**
     * Reading a file or directory outside the places whose contents are the same on every machine
     * (noted, never refused: what the code then does depends on the machine).
     */
    FILE_READ("file-read", "reading"),
    /** Starting an operating-system process. */
    PROCESS("process-start", "starting a process"),
    /** Connecting to, or sending to, an address other than loopback. */
    NETWORK("network", "connecting to"),
    /** Changing JVM-wide state: system properties, standard streams, default locale or time zone. */
    JVM_STATE("jvm-state", "changing"),
    /** Ending the JVM in order ({@code System.exit}, {@code Runtime.exit}). */
    EXIT("system-exit", "ending the JVM with"),
    /** Ending the JVM at once ({@code Runtime.halt}). */
    HALT("runtime-halt", "halting the JVM with");

    private final String incident;
    private final String verb;

    Effect(String incident, String verb) {
        this.incident = incident;
        this.verb = verb;
    }

    /** The incident kind Ferret reports a refusal of this effect under ({@code file-delete}, ...). */
    public String incident() {
        return incident;
    }

    /** What the effect does to its target, in words ({@code deleting}, {@code connecting to}). */
    public String verb() {
        return verb;
    }

    /** Whether the effect changes the file system. */
    public boolean onFiles() {
        return ordinal() <= FILE_READ.ordinal();
    }
}
