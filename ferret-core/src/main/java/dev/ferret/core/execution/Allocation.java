package dev.ferret.core.execution;

import java.lang.management.ManagementFactory;

/**
 * The bytes a thread has allocated so far, from the JVM's per-thread counter
 * ({@code com.sun.management.ThreadMXBean}); -1 where the JVM does not count them. The bean is
 * looked up on first use, by the first task of a {@link TimedRunner} with an allocation limit.
 */
final class Allocation {

    private Allocation() {
    }

    /** Holds the bean, or null when allocation is not counted. */
    private static final class Bean {
        static final com.sun.management.ThreadMXBean BEAN = lookUp();

        private static com.sun.management.ThreadMXBean lookUp() {
            if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean b
                    && b.isThreadAllocatedMemorySupported() && b.isThreadAllocatedMemoryEnabled()) {
                return b;
            }
            return null;
        }
    }

    /** The bytes {@code thread} allocated since it started, or -1 when unknown. */
    @SuppressWarnings("deprecation") // Thread.getId: threadId() is JDK 19+, Ferret runs on 17
    static long bytes(Thread thread) {
        com.sun.management.ThreadMXBean b = Bean.BEAN;
        return b == null ? -1 : b.getThreadAllocatedBytes(thread.getId());
    }
}
