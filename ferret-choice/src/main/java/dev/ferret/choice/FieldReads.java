package dev.ferret.choice;

/**
 * The hook of lazily initialised fields (Korat's field-access monitoring): code whose field reads
 * are woven calls {@link #read} just before each read of an instance field, and a
 * {@link Finitization} exploring on the calling thread chooses the field's value at its first read.
 * Ferret weaves the classes of the code under test's and the generators' packages in its worker
 * JVMs when it is given generators, and marks each woven class with the static field
 * {@value #MARKER}. Outside an exploration a read costs one thread-local lookup.
 */
public final class FieldReads {

    /** The name of the static field that marks a woven class. */
    public static final String MARKER = "$ferret$reads";

    private static final ThreadLocal<Structure> ACTIVE = new ThreadLocal<>();

    private FieldReads() {
    }

    /**
     * Called by woven code before it reads {@code field} of {@code owner}.
     *
     * @param owner the object whose field is about to be read
     * @param field the field's name
     */
    public static void read(Object owner, String field) {
        Structure s = ACTIVE.get();
        if (s != null) {
            s.read(owner, field);
        }
    }

    /** Whether the class carries the mark of woven field reads. */
    static boolean woven(Class<?> c) {
        try {
            c.getDeclaredField(MARKER);
            return true;
        } catch (NoSuchFieldException e) {
            return false;
        }
    }

    /** Makes {@code s} the structure whose fields reads initialise on this thread; returns the previous one. */
    static Structure activate(Structure s) {
        Structure previous = ACTIVE.get();
        ACTIVE.set(s);
        return previous;
    }

    static void restore(Structure previous) {
        if (previous == null) {
            ACTIVE.remove();
        } else {
            ACTIVE.set(previous);
        }
    }
}
