package dev.ferret.stateful.phase;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.ScratchOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.record.RecordedCall;
import dev.ferret.stateful.replay.SequenceCodec;
import dev.ferret.stateful.store.CampaignStore;
import dev.ferret.stateful.store.ForeignSequences;
import dev.ferret.stateful.store.StoredCall;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The objects of other runs of a kept campaign, rebuilt in this JVM: a stored sequence of another
 * writer is decoded ({@link SequenceCodec}) through the loader of the code under test once, under
 * a local id below -1 (the recorder's ids are not negative), and replayed like a recorded one. Also
 * what the campaign tells about routines this JVM did not call itself (a run without a random
 * phase calls none): their methods, a few passing calls of each as templates for the other inputs
 * of a new test, and which predicates are booleans.
 */
final class Replays implements ForeignSequences {

    /** Passing calls read per routine of another writer, as templates. */
    private static final int TEMPLATES_PER_ROUTINE = 5;

    private final CampaignStore store;
    private final ClassLoader loader;
    private final ScratchOperation scratch;
    private final Map<String, Integer> ids = new HashMap<>();
    private final List<Statement[]> decoded = new ArrayList<>();
    private final List<MethodOperation> added = new ArrayList<>();

    /** The signatures of this run's operations under test: a stored sequence may call only these of them. */
    private final Set<String> allowed;

    Replays(CampaignStore store, ClassLoader loader, Set<String> allowed) {
        this(store, loader, null, allowed);
    }

    /** @param scratch the run's temporary directory, which stored sequences that used one use; null for none */
    Replays(CampaignStore store, ClassLoader loader, ScratchOperation scratch, Set<String> allowed) {
        this.store = store;
        this.loader = loader;
        this.scratch = scratch;
        this.allowed = allowed;
    }

    /**
     * The replays of a phase whose operations under test are {@code operations}: registered with
     * the store's searches, and the routines other writers called added to {@code methods} and
     * {@code passing} ({@link #addRoutines}). Sequences decode through the loader of the classes
     * under test, and one that calls an operation of a class under test that this run does not
     * have (a member the user excluded here, a class not under test here) is not used; one that
     * used its run's temporary directory uses this run's ({@code scratch}; not used when null).
     */
    static Replays of(CampaignStore store, List<Operation> operations, ScratchOperation scratch,
                      Map<String, MethodOperation> methods, Map<String, List<RecordedCall>> passing)
            throws SQLException {
        List<Class<?>> classes = operations.stream().map(Operation::owner).filter(java.util.Objects::nonNull)
                .distinct().toList();
        ClassLoader loader = classes.stream().map(Class::getClassLoader).filter(java.util.Objects::nonNull)
                .findFirst().orElse(ClassLoader.getSystemClassLoader());
        Set<String> allowed = new HashSet<>();
        operations.forEach(o -> allowed.add(o.signature()));
        Replays replays = new Replays(store, loader, scratch, allowed);
        store.replayWith(replays);
        replays.added.addAll(replays.addRoutines(methods, passing, classes.stream().map(Class::getName).toList()));
        return replays;
    }

    /** The methods {@link #of} added: routines known only from the campaign. */
    List<MethodOperation> added() {
        return added;
    }

    @Override
    public int localId(String writer, long seq) throws SQLException {
        String key = writer + "/" + seq;
        Integer known = ids.get(key);
        if (known != null) {
            return known;
        }
        String steps = store.steps(writer, seq);
        Statement[] statements = steps == null ? null : SequenceCodec.decode(steps, loader, scratch);
        int id = -1;
        if (statements != null && callsOnlyAllowed(statements)) {
            decoded.add(statements);
            id = -1 - decoded.size();
        }
        ids.put(key, id);
        return id;
    }

    private boolean callsOnlyAllowed(Statement[] statements) {
        for (Statement s : statements) {
            if (s.operation().owner() != null && !allowed.contains(s.operation().signature())) {
                return false;
            }
        }
        return true;
    }

    /** The statements of a sequence by id: the recorder's for ids from 0, the decoded ones below -1. */
    Statement[] statements(int id, java.util.function.IntFunction<Statement[]> recorded) {
        return id >= 0 ? recorded.apply(id) : decoded.get(-2 - id);
    }

    /**
     * Adds the routines of {@code classes} that other writers called, with stored sequences: the
     * method (decoded from the call in its sequence) and, for a routine this JVM has no passing
     * call of, the stored passing calls as templates.
     *
     * @return the methods added
     */
    List<MethodOperation> addRoutines(Map<String, MethodOperation> methods, Map<String, List<RecordedCall>> passing,
                                      Collection<String> classes) throws SQLException {
        Set<String> own = new HashSet<>(passing.keySet());
        List<MethodOperation> added = new ArrayList<>();
        for (StoredCall c : store.replayablePassingCalls(classes, TEMPLATES_PER_ROUTINE)) {
            if (own.contains(c.routine())) {
                continue;
            }
            int id = localId(c.writer(), c.seq());
            if (id == -1) {
                continue;
            }
            Statement[] statements = decoded.get(-2 - id);
            if (c.at() >= statements.length || !(statements[c.at()].operation() instanceof MethodOperation m)
                    || !m.signature().equals(c.routine())) {
                continue;
            }
            if (methods.putIfAbsent(c.routine(), m) == null) {
                added.add(m);
            }
            passing.computeIfAbsent(c.routine(), k -> new ArrayList<>())
                    .add(new RecordedCall(id, c.at(), m, c.inputs(), true, List.of()));
        }
        return added;
    }

    /**
     * The boolean predicates' names: those the recorder saw, and for the routines' input types the
     * names of their public zero-argument observers returning {@code boolean} (the recorder's
     * naming), for the routines {@code methods} known only from the campaign.
     */
    static Set<String> booleanNames(Set<String> recorded, Collection<MethodOperation> methods) {
        Set<String> out = new HashSet<>(recorded);
        out.add(Predicate.NOT_NULL);
        for (MethodOperation m : methods) {
            for (Class<?> type : m.inputTypes()) {
                if (type == boolean.class) {
                    out.add(Predicate.ITSELF);
                }
                for (Method o : type.isPrimitive() ? new Method[0] : type.getMethods()) {
                    if (o.getParameterCount() == 0 && o.getReturnType() == boolean.class
                            && !Modifier.isStatic(o.getModifiers())) {
                        out.add("$." + o.getName() + "()");
                    }
                }
            }
        }
        return out;
    }
}
