package dev.ferret.stateful.phase;

import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.run.ExtraPhase;
import dev.ferret.core.run.GenerationListener;
import dev.ferret.core.run.StatefulReport;
import dev.ferret.core.run.StatefulReport.Contract;
import dev.ferret.core.run.StatefulReport.Status;
import dev.ferret.stateful.infer.Implication;
import dev.ferret.stateful.infer.ImplicationInference;
import dev.ferret.stateful.infer.PairInference;
import dev.ferret.stateful.infer.PairPrecondition;
import dev.ferret.stateful.infer.PostconditionInference;
import dev.ferret.stateful.infer.Precondition;
import dev.ferret.stateful.infer.PreconditionInference;
import dev.ferret.stateful.infer.Template;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.record.StateRecorder;
import dev.ferret.stateful.reduce.TestBuilder;
import dev.ferret.stateful.store.CampaignLocation;
import dev.ferret.stateful.store.CampaignStore;
import dev.ferret.stateful.store.PairCount;
import dev.ferret.stateful.store.PassingCall;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Stateful testing (Wei et al., ASE 2011) as the engine's extra phase, in the JVM that runs the
 * code under test: during the random loop its {@link StateRecorder} records the calls; after it,
 * the calls go into a campaign database ({@link CampaignStore}), preconditions, postconditions and
 * implications are inferred from the passing ones ({@link PreconditionInference},
 * {@link PostconditionInference}, {@link ImplicationInference}). For each precondition the
 * database is searched for stored objects that break it ({@link Attack}); for each implication
 * {@code old(A) ==> C}, for objects satisfying A and breaking a conditional precondition
 * ({@link ImplicationAttack}). Binary predicates ({@code predicates_2}:
 * {@code this.isSiblingOf(other)}, {@code this == other}) give binary preconditions and
 * conjunctions with a unary clause, attacked with stored pairs and through transitions
 * ({@link PairAttack}). Each becomes a new test ({@link TestBuilder}) judged like any candidate:
 * a failing one is a fault, filed as an error test; a passing one refutes the
 * precondition, and its last call's states (probed by the recorder) refute every postcondition
 * and implication of the routine they break ({@link Ensures}). The preconditions are attacked
 * first, in the order of {@link AttackPlan} (the likeliest to be wrong first; one that no stored
 * object breaks has no candidate without a search), with a few objects each that hold the
 * routine's other preconditions on the input; then binary preconditions, implications and binary
 * conjunctions in a stable order until the deadline. The database is opened as the random loop
 * starts. In a database of the run's own calls (the default), inference's input and the
 * searches of the unary and binary precondition attacks are read from the recorded calls in
 * memory ({@link OwnCalls}, {@link RecordedObjects}: the same rows, without the queries' cost),
 * and the calls are stored after those attacks when two fifths of the phase's time are left, for
 * the attacks that follow (the transitions when a fifth is). Each new test runs for a bounded
 * time ({@link Attack#bound}), and the postconditions are inferred after the precondition attacks. In a kept
 * campaign storing comes first and may take two fifths of the phase's time (calls left then are
 * dropped), every search runs in the database, the recorded sequences are stored in portable
 * form too, and the objects and routines of other runs whose sequences are stored take part
 * ({@link Replays}): a run that records nothing ({@code ferret stateful}) works from them alone.
 * Queries time out at the phase's end.
 */
public final class StatefulPhase implements ExtraPhase {

    /** Opens the campaign database. */
    @FunctionalInterface
    public interface StoreOpener {
        /** A store with the schema created. */
        CampaignStore open() throws SQLException;
    }

    /** Calls stored at a time, between looks at the clock. */
    private static final int CHUNK = 500;
    /** Calls stored at a time after the attacks, in a database of the run's own calls: the phase's end is near. */
    private static final int LATE_CHUNK = 100;

    private final StateRecorder recorder = new StateRecorder();
    private final StoreOpener opener;
    private final boolean ownCallsOnly;
    /** Opened when the engine asks for the observer, so the phase does not pay the database's start. */
    private CampaignStore opened;
    private SQLException openFailure;

    /** A phase over a fresh embedded database in memory. */
    public StatefulPhase() {
        this(CampaignStore::inMemory, true);
    }

    /**
     * A phase over the kept campaign {@code campaign} ({@code --campaign}, {@link CampaignLocation}),
     * writing as run {@code runId}; over a fresh database in memory when {@code campaign} is empty.
     */
    public static StatefulPhase of(String campaign, String runId) {
        if (campaign == null || campaign.isEmpty()) {
            return new StatefulPhase();
        }
        CampaignLocation location = CampaignLocation.parse(campaign);
        return new StatefulPhase(() -> CampaignStore.join(location, runId));
    }

    /** @param opener opens the campaign database when the phase starts */
    public StatefulPhase(StoreOpener opener) {
        this(opener, false);
    }

    /**
     * @param opener opens the campaign database when the phase starts
     * @param ownCallsOnly whether the database holds this run's calls only, so that the
     *     precondition attacks search the recorded calls in memory ({@link RecordedObjects})
     */
    private StatefulPhase(StoreOpener opener, boolean ownCallsOnly) {
        this.opener = opener;
        this.ownCallsOnly = ownCallsOnly;
    }

    /**
     * Stores the recorded calls in chunks of {@code size}, the first always when {@code first},
     * the others while one more, at the time the last took, ends before the deadline: the rest is
     * dropped.
     */
    private void store(CampaignStore store, long deadlineNanos, int size, boolean first) throws SQLException {
        List<RecordedCall> calls = recorder.calls();
        long last = 0;
        for (int from = 0; from < calls.size() && (from == 0 && first || System.nanoTime() + last < deadlineNanos);
                from += size) {
            long began = System.nanoTime();
            List<RecordedCall> chunk = calls.subList(from, Math.min(calls.size(), from + size));
            store.insert(chunk, id -> recorder.statements(id).length);
            store.keepSequences(chunk, recorder::statements);
            last = System.nanoTime() - began;
        }
    }

    @Override
    public ValueObserver observer() {
        if (opened == null && openFailure == null) {
            try {
                opened = opener.open();
            } catch (SQLException e) {
                openFailure = e;
            }
        }
        return recorder;
    }

    @Override
    public StatefulReport run(Trial trial, long deadlineNanos, GenerationListener listener)
            throws InterruptedException {
        long start = System.nanoTime();
        recorder.probeLastCalls();
        Attack[] attack = new Attack[1];
        observer();
        try (CampaignStore store = opened) {
            if (store == null) {
                throw openFailure;
            }
            if (!ownCallsOnly) {
                store(store, start + (deadlineNanos - start) * 2 / 5, CHUNK, true);
                store.timeoutWithin(deadlineNanos);
                store.endLoad(); // the precondition attacks search the database: indexed
            }
            Map<String, MethodOperation> methods = new LinkedHashMap<>();
            Map<String, List<RecordedCall>> passing = new LinkedHashMap<>();
            for (RecordedCall c : recorder.calls()) {
                methods.putIfAbsent(c.method().signature(), c.method());
                if (c.passed()) {
                    passing.computeIfAbsent(c.method().signature(), k -> new ArrayList<>()).add(c);
                }
            }
            // the shortest first: a new test replays its template's sequence up to the call
            passing.values().forEach(list -> list.sort(java.util.Comparator.comparingInt(RecordedCall::at)));
            Replays replays = Replays.of(store, trial.operations(), trial.scratchDirectory(), methods, passing);
            Set<String> booleans = Replays.booleanNames(recorder.booleanNames(), replays.added());
            PreconditionInference preconditions = new PreconditionInference(booleans,
                    (routine, role) -> Variables.name(methods.get(routine), role));
            List<Precondition> inferred = preconditions.infer((ownCallsOnly ? OwnCalls.observed(recorder.calls())
                    : store.observed()).stream().filter(o -> methods.containsKey(o.routine())).toList());
            TestBuilder builder = new TestBuilder(id -> replays.statements(id, recorder::statements));
            attack[0] = new Attack(trial, builder, deadlineNanos, recorder::takeProbe, null);
            store.timeoutWithin(deadlineNanos);
            ObjectSearch objects = ownCallsOnly ? new RecordedObjects(recorder.calls(),
                    id -> recorder.statements(id).length, CampaignStore.DEFAULT_CAP) : ObjectSearch.of(store);
            List<String> types = objects.types();
            List<Contract> contracts = attackPreconditions(objects, attack[0], inferred, methods, passing, types);
            // the binary preconditions from the same objects, then what searches the database
            List<PairCount> pairCounts = (ownCallsOnly ? OwnCalls.pairCounts(recorder.calls()) : store.pairCounts())
                    .stream().filter(c -> methods.containsKey(c.routine())).toList();
            List<PairPrecondition> pairPreconditions = new PairInference((routine, role) -> Variables.name(
                    methods.get(routine), role), new InputSources(passing)).infer(pairCounts);
            PairAttack pairs = new PairAttack(attack[0], preconditions, methods, passing);
            Map<PairPrecondition, Status> pairStatus = attackPairs(store, objects, pairs, pairPreconditions, types,
                    deadlineNanos);
            // inferred like the preconditions even when the deadline has passed: a query and a pass over the
            // calls; after the precondition attacks, which check their passing tests against them now
            List<PassingCall> calls = (ownCallsOnly ? OwnCalls.passingCalls(recorder.calls()) : store.passingCalls())
                    .stream().filter(c -> methods.containsKey(c.routine())).toList();
            RoutineTerms terms = new RoutineTerms(methods, booleans);
            Ensures ensures = new Ensures(new PostconditionInference(terms).infer(calls),
                    new ImplicationInference(terms).infer(calls));
            attack[0].checkAgainst(ensures);
            // the conjunctions and implications search the database: the calls are stored now when two
            // fifths of the share are left (what storing had first), the transitions filled when a fifth is
            long fifth = (deadlineNanos - start) / 5;
            long storing = 0;
            if (ownCallsOnly && System.nanoTime() < deadlineNanos - 2 * fifth) {
                long began = System.nanoTime();
                store(store, deadlineNanos - 2 * fifth, LATE_CHUNK, false);
                storing = System.nanoTime() - began;
                store.timeoutWithin(deadlineNanos);
            }
            // indexing and the transitions take about what storing took (CampaignWorkloadTest), and the
            // indexes' creation has no timeout: only when that much is left before the last fifth
            if (System.nanoTime() + storing < deadlineNanos - fifth) {
                fillTransitions(store, listener);
            }
            if (attack[0].timeLeft()) {
                attackConjunctionsAndImplications(store, pairs, pairStatus,
                        new ImplicationAttack(attack[0], ensures, preconditions, new Transitions(methods, passing)),
                        ensures, methods, calls, passing, store.types(), pairCounts, deadlineNanos);
            }
            pairStatus.forEach((p, status) -> contracts.add(new Contract(p.observed().className(), p.routine(),
                    p.clause(), p.observed().calls(), status)));
            contracts.addAll(ensures.contracts());
            long rows = ownCallsOnly ? recorder.calls().stream().mapToLong(c -> c.predicates().size() + c.pairs().size())
                    .sum() : store.predicateRows();
            return new StatefulReport(true, contracts, attack[0].faults(),
                    ownCallsOnly ? recorder.calls().size() : store.testCases(), rows, attack[0].built(),
                    attack[0].invalid(), (System.nanoTime() - start) / 1_000_000, store.product());
        } catch (SQLException e) {
            listener.notice("stateful phase stopped: the campaign database failed: " + e.getMessage());
            return new StatefulReport(true, List.of(), new TreeMap<>(), recorder.calls().size(), 0,
                    attack[0] == null ? 0 : attack[0].built(), attack[0] == null ? 0 : attack[0].invalid(),
                    (System.nanoTime() - start) / 1_000_000, "");
        }
    }

    /**
     * Indexes the database and fills the transitions for the attacks that follow the preconditions'
     * (binary predicates, implications); a failure (a timeout) leaves them out.
     */
    private static void fillTransitions(CampaignStore store, GenerationListener listener) {
        try {
            store.fillTransitions();
        } catch (SQLException e) {
            listener.notice("stateful phase: no transitions: " + e.getMessage());
        }
    }

    /**
     * Attacks the preconditions in the plan's order ({@link AttackPlan}) until the deadline; their
     * contracts in the order inferred. One whose value ranges show no stored object breaking it
     * has no candidate without a search.
     */
    private static List<Contract> attackPreconditions(ObjectSearch objects, Attack attack, List<Precondition> inferred,
                                                      Map<String, MethodOperation> methods,
                                                      Map<String, List<RecordedCall>> passing, List<String> types)
            throws SQLException, InterruptedException {
        List<Precondition> targets = new ArrayList<>();
        for (Precondition p : inferred) {
            MethodOperation m = methods.get(p.routine());
            if (!(p.template() == Template.NOT_NULL && p.role() == 0 && !m.isStatic())) {
                targets.add(p); // the receiver is never null
            }
        }
        AttackPlan plan = new AttackPlan(objects.ranges());
        Map<Precondition, Boolean> breakable = new java.util.IdentityHashMap<>();
        Map<String, List<Precondition>> byRoutine = new LinkedHashMap<>();
        Map<String, List<String>> fitting = new HashMap<>();
        for (Precondition p : targets) {
            MethodOperation m = methods.get(p.routine());
            boolean nullness = p.name().equals(dev.ferret.stateful.record.Predicate.NOT_NULL);
            breakable.put(p, plan.stored(p.broken(), fitting.computeIfAbsent(p.routine() + '/' + p.role() + '/' + nullness,
                    k -> Attack.fitting(m, p.role(), p.name(), types))));
            byRoutine.computeIfAbsent(p.routine(), k -> new ArrayList<>()).add(p);
        }
        Map<Precondition, Status> status = new java.util.IdentityHashMap<>();
        int waiting = (int) targets.stream().filter(breakable::get).count();
        for (Precondition p : AttackPlan.order(targets, breakable::get)) {
            // a kept campaign's inference reads other writers' calls: no passing call here, no template
            if (!breakable.get(p)) {
                status.put(p, Status.NO_CANDIDATE); // known without a search or a test
            } else if (!attack.timeLeft() || !passing.containsKey(p.routine())) {
                status.put(p, Status.NOT_ATTACKED);
            } else {
                attack.waiting(waiting);
                status.put(p, attack.attack(objects, p, methods.get(p.routine()), passing.get(p.routine()), types,
                        AttackPlan.others(p, byRoutine.get(p.routine())), attack.tries(waiting)));
                waiting--;
            }
        }
        attack.waiting(1);
        List<Contract> out = new ArrayList<>();
        for (Precondition p : targets) {
            out.add(new Contract(p.className(), p.routine(), p.clause(), p.support(), status.get(p)));
        }
        return out;
    }

    /**
     * The conjunctions of the refuted binary preconditions (one that failed becomes
     * {@code REFUTED_BY_FAILURE} in {@code pairStatus}), then the implications, then the
     * conjunctions of the binary values that are not preconditions, until the deadline.
     */
    private static void attackConjunctionsAndImplications(CampaignStore store, PairAttack pairs,
                                                          Map<PairPrecondition, Status> pairStatus,
                                                          ImplicationAttack implications, Ensures ensures,
                                                          Map<String, MethodOperation> methods, List<PassingCall> calls,
                                                          Map<String, List<RecordedCall>> passing, List<String> types,
                                                          List<PairCount> pairCounts, long deadlineNanos)
            throws SQLException, InterruptedException {
        for (Map.Entry<PairPrecondition, Status> e : pairStatus.entrySet()) {
            store.timeoutWithin(deadlineNanos);
            if (e.getValue() == Status.REFUTED && System.nanoTime() < deadlineNanos
                    && pairs.attackConjunctions(store, e.getKey(), types)) {
                e.setValue(Status.REFUTED_BY_FAILURE);
            }
        }
        attackImplications(store, implications, ensures, methods, calls, passing, types, deadlineNanos);
        for (PairCount c : pairCounts) {
            store.timeoutWithin(deadlineNanos);
            if (System.nanoTime() < deadlineNanos) {
                pairs.attackGiven(store, c, types);
            }
        }
    }

    /**
     * Attacks the binary preconditions in order until the deadline with the objects {@code objects}
     * holds (the database's queries time out at the deadline).
     */
    private static Map<PairPrecondition, Status> attackPairs(CampaignStore store, ObjectSearch objects,
                                                             PairAttack attack, List<PairPrecondition> inferred,
                                                             List<String> types, long deadlineNanos)
            throws SQLException, InterruptedException {
        Map<PairPrecondition, Status> out = new LinkedHashMap<>();
        int waiting = inferred.size();
        for (PairPrecondition p : inferred) {
            store.timeoutWithin(deadlineNanos);
            attack.attack().waiting(waiting--);
            out.put(p, attack.attack().timeLeft() ? attack.attack(objects, p, types) : Status.NOT_ATTACKED);
        }
        attack.attack().waiting(1);
        return out;
    }

    /** Attacks the implications in order until the deadline. */
    private static void attackImplications(CampaignStore store, ImplicationAttack attack, Ensures ensures,
                                           Map<String, MethodOperation> methods, List<PassingCall> calls,
                                           Map<String, List<RecordedCall>> passing, List<String> types,
                                           long deadlineNanos) throws SQLException, InterruptedException {
        int waiting = ensures.implications().size();
        for (Implication q : ensures.implications()) {
            attack.attack().waiting(waiting--);
            store.timeoutWithin(deadlineNanos);
            if (System.nanoTime() < deadlineNanos && passing.containsKey(q.routine())) {
                attack.attack(store, q, methods.get(q.routine()), callsOf(calls, q.routine()),
                        passing.get(q.routine()), types);
            }
        }
    }

    private static List<PassingCall> callsOf(List<PassingCall> calls, String routine) {
        return calls.stream().filter(c -> c.routine().equals(routine)).toList();
    }
}
