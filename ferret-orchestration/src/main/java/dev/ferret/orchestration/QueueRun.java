package dev.ferret.orchestration;

import dev.ferret.core.run.InvalidInputException;
import dev.ferret.core.run.RunConfig;
import dev.ferret.stateful.store.CampaignLocation;
import dev.ferret.stateful.store.IncompatibleCampaignException;
import dev.ferret.stateful.store.WorkQueue;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;

/**
 * One participant of a run shared by several processes through a work queue in a PostgreSQL
 * campaign ({@code --campaign-queue}): joins the queue with the run's classes, then takes one class
 * at a time ({@link WorkQueue}), generates tests for it alone with {@link Orchestrator#generate}
 * and a seed derived from the run's seed and the class's name, moves its test files into the shared
 * output directory ({@link QueueOutput}) and marks it done, while a heartbeat renews the lease;
 * until every class of the queue is done. A class leased by another participant is waited for, as
 * its lease may run out (the participant died) and the class be handed out again.
 */
public final class QueueRun {

    /** The lease of a taken class when none is given. */
    public static final Duration DEFAULT_LEASE = Duration.ofSeconds(30);

    private final String name;
    private final Duration lease;
    private final String participant;
    private final UnaryOperator<String> spelling;
    private QueueSummary summary;

    private QueueRun(String name, Duration lease, UnaryOperator<String> spelling) {
        this.name = name;
        this.lease = lease;
        this.spelling = spelling;
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            host = "localhost";
        }
        String id = ProcessHandle.current().pid() + "@" + host;
        this.participant = (id.length() > 52 ? id.substring(0, 52) : id) + "-"
                + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 24);
    }

    /**
     * A participant of the queue {@code name} whose taken classes are leased for {@code lease}
     * ({@link Durations}; {@code null} or blank: {@link #DEFAULT_LEASE}), the settings spelled as
     * on the command line ({@code --campaign-queue}).
     *
     * @throws InvalidInputException for a blank or overlong name or a lease under a second
     */
    public static QueueRun of(String name, String lease) throws InvalidInputException {
        return of(name, lease, setting -> "--" + setting.replaceAll("([A-Z])", "-$1").toLowerCase(java.util.Locale.ROOT));
    }

    /**
     * As {@link #of(String, String)}, the settings ({@code campaignQueue}, {@code queueLease},
     * {@code campaign}) spelled in messages by {@code spelling} (the Maven plugin's parameter names:
     * the identity).
     */
    public static QueueRun of(String name, String lease, UnaryOperator<String> spelling) throws InvalidInputException {
        if (name == null || name.isBlank() || name.strip().length() > 200) {
            throw new InvalidInputException(spelling.apply("campaignQueue") + " needs a name of 1 to 200 characters");
        }
        Duration d = lease == null || lease.isBlank() ? DEFAULT_LEASE : Durations.parse(lease);
        if (d.compareTo(Duration.ofSeconds(1)) < 0) {
            throw new InvalidInputException(spelling.apply("queueLease") + " must be at least 1s, not " + lease);
        }
        return new QueueRun(name.strip(), d, spelling);
    }

    /** The queue's name. */
    public String name() {
        return name;
    }

    /** How long a taken class stays this participant's without its heartbeat. */
    public Duration lease() {
        return lease;
    }

    /** The queue's merged view once {@link #run} returned (every participant's, from the campaign), or null. */
    public QueueSummary summary() {
        return summary;
    }

    /** This process's name in the queue ({@code pid@host-random}). */
    public String participant() {
        return participant;
    }

    /**
     * Works on the queue until all its classes are done.
     *
     * @param request the shared run: its classes, seed, campaign (a {@code jdbc:postgresql://} URL)
     *     and output directory
     * @return the classes this participant completed, in order
     * @throws InvalidInputException when the run has no PostgreSQL campaign or it cannot be opened
     */
    public List<String> run(RunRequest request, RunObserver observer)
            throws InvalidInputException, IOException, InterruptedException {
        RunConfig config = request.config();
        if (config.campaign().isEmpty() || !CampaignLocation.parse(config.campaign()).postgres()) {
            throw new InvalidInputException(spelling.apply("campaignQueue") + " needs " + spelling.apply("campaign")
                    + " jdbc:postgresql://..., the database all participants share");
        }
        CampaignLocation location = CampaignLocation.parse(config.campaign());
        QueueOutput output = new QueueOutput(request.output().directory());
        List<String> done = new ArrayList<>();
        ScheduledExecutorService heartbeat = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "ferret-queue-heartbeat");
            t.setDaemon(true);
            return t;
        });
        try (WorkQueue queue = join(location, config.classes())) {
            while (true) {
                Optional<String> taken = queue.take();
                if (taken.isEmpty()) {
                    if (queue.finished()) {
                        summary = QueueSummary.of(name, queue.entries(), output);
                        return done;
                    }
                    Thread.sleep(Math.min(1000, lease.toMillis() / 3)); // others hold the rest: wait for them or their leases
                    continue;
                }
                String cls = taken.get();
                long period = Math.max(200, lease.toMillis() / 3);
                var beat = heartbeat.scheduleAtFixedRate(() -> renew(queue, cls), period, period, TimeUnit.MILLISECONDS);
                try {
                    if (work(request, cls, queue, output, observer)) {
                        done.add(cls);
                    }
                } finally {
                    beat.cancel(false);
                }
            }
        } catch (SQLException e) {
            throw new InvalidInputException("campaign " + location.name() + ": work queue " + name + " failed: "
                    + String.valueOf(e.getMessage()).strip().split("\n")[0]);
        } finally {
            heartbeat.shutdownNow();
        }
    }

    private WorkQueue join(CampaignLocation location, List<String> classes) throws InvalidInputException {
        try {
            return WorkQueue.join(location, name, classes, participant, lease);
        } catch (IncompatibleCampaignException e) {
            throw new InvalidInputException(e.getMessage());
        } catch (SQLException e) {
            throw new InvalidInputException("campaign " + location.name() + " cannot be opened: "
                    + String.valueOf(e.getMessage()).strip().split("\n")[0]);
        }
    }

    /** Generates one class into its staging directory and completes it; whether this participant completed it. */
    private boolean work(RunRequest request, String cls, WorkQueue queue, QueueOutput output, RunObserver observer)
            throws IOException, InterruptedException, SQLException {
        Path staging = output.staging(participant, cls);
        RunConfig config = request.config();
        RunRequest one = new RunRequest(config.withTarget(config.classpath(), List.of(cls))
                .withSeed(seedOf(config.seed(), cls)), request.engine(), request.output().withDirectory(staging),
                request.arguments());
        boolean generated = true;
        try {
            new Orchestrator().generate(one, observer);
        } catch (InvalidInputException e) {
            observer.notice("queue " + name + ": " + cls + " skipped: " + e.getMessage());
            generated = false;
        }
        int[] placed = new int[1];
        boolean mine;
        try {
            boolean withFiles = generated;
            mine = queue.complete(cls, () -> placed[0] = withFiles ? output.place(cls, staging) : 0);
        } catch (IOException | SQLException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException(e);
        }
        if (mine) {
            observer.notice("queue " + name + ": " + cls + " done here (" + placed[0] + " test files)");
        } else {
            QueueOutput.delete(staging);
            observer.notice("queue " + name + ": " + cls + " was completed by another participant (this one's lease ran out)");
        }
        return mine;
    }

    private static void renew(WorkQueue queue, String cls) {
        try {
            queue.renew(cls);
        } catch (SQLException e) {
            // the next renewal tries again; a lease that runs out only means the class is redone
        }
    }

    /** The seed of one class: the run's seed mixed with the class's name (SplitMix64's finalizer). */
    static long seedOf(long runSeed, String className) {
        long z = runSeed + 0x9E3779B97F4A7C15L * (className.hashCode() + 1L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
