package dev.ferret.guard.launch;

/** Run in a guarded JVM by {@link GuardedJvmTest}: prints the time as the application reads it. */
public final class ClockProbe {

    private ClockProbe() {
    }

    public static void main(String[] args) {
        System.out.println("MILLIS " + System.currentTimeMillis());
        System.out.println("DATE " + java.time.LocalDate.now());
    }
}
