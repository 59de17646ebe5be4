package dev.ferret.core.run;

import dev.ferret.core.contract.BadContract;
import dev.ferret.core.contract.MethodContract;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.build.LiteralMining;
import dev.ferret.core.build.UserGenerators;
import dev.ferret.core.execution.CoverageMeter;
import dev.ferret.core.execution.Confinement;
import dev.ferret.core.execution.ExecutionWatcher;
import dev.ferret.core.execution.ScratchConfinement;
import dev.ferret.core.execution.ValueObserver;
import dev.ferret.core.execution.VariedEnvironment;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.SamePackage;
import dev.ferret.core.model.Types;
import dev.ferret.core.oracle.Contract;
import dev.ferret.core.oracle.Contracts;
import dev.ferret.core.select.OperationExtractor;
import java.io.IOException;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs generation in the calling JVM, with the code under test in its own class loader. The
 * isolation work moves this behind a worker JVM; the contract ({@link GenerationEngine}) stays.
 *
 * <p>Unless {@linkplain #confined confined} otherwise, each run's sequences get a scratch directory
 * of their own ({@link ScratchConfinement}: a new temporary directory, laid out before the
 * sequences that use it, deleted when the run ends), in which every path and file they are given
 * lives; nothing is guarded.
 */
public final class InProcessEngine implements GenerationEngine {

    /** The name of the class loader of the code under test ({@link ClassLoader#getName()}). */
    public static final String CODE_UNDER_TEST_LOADER = "ferret-code-under-test";

    private final ClassRewriter rewriter;
    private final ExecutionWatcher watcher;
    private final ValueObserver observer;
    private final CoverageMeter meter;
    private final ExtraPhase phase;
    private final Confinement confinement;
    private final VariedEnvironment varied;

    /** An engine that loads the code under test as it is and watches nothing. */
    public InProcessEngine() {
        this(ClassRewriter.NONE, ExecutionWatcher.NONE);
    }

    /**
     * @param rewriter applied to every class of the code under test as it loads
     * @param watcher told about every sequence just before it runs
     */
    public InProcessEngine(ClassRewriter rewriter, ExecutionWatcher watcher) {
        this(rewriter, watcher, ValueObserver.NONE);
    }

    /**
     * @param rewriter applied to every class of the code under test as it loads
     * @param watcher told about every sequence just before it runs
     * @param observer sees every call of the sequences judged, with the live values; off with
     *     {@link ValueObserver#NONE}
     */
    public InProcessEngine(ClassRewriter rewriter, ExecutionWatcher watcher, ValueObserver observer) {
        this(rewriter, watcher, observer, CoverageMeter.NONE);
    }

    /**
     * @param rewriter applied to every class of the code under test as it loads (the coverage
     *     instrumentation among them, when {@code meter} measures)
     * @param watcher told about every sequence just before it runs
     * @param observer sees every call of the sequences judged, with the live values; off with
     *     {@link ValueObserver#NONE}
     * @param meter reads the coverage goals of each judged sequence; {@link CoverageMeter#NONE}
     *     for none (regression tests are then kept without coverage feedback)
     */
    public InProcessEngine(ClassRewriter rewriter, ExecutionWatcher watcher, ValueObserver observer,
                           CoverageMeter meter) {
        this(rewriter, watcher, observer, meter, ExtraPhase.NONE);
    }

    /**
     * @param rewriter applied to every class of the code under test as it loads
     * @param watcher told about every sequence just before it runs
     * @param observer sees every call of the sequences judged; off with {@link ValueObserver#NONE}
     * @param meter reads the coverage goals of each judged sequence; {@link CoverageMeter#NONE} for none
     * @param phase runs after the random loop when {@link RunConfig#stateful()} is on (its observer
     *     then watches the loop too); {@link ExtraPhase#NONE} for none
     */
    public InProcessEngine(ClassRewriter rewriter, ExecutionWatcher watcher, ValueObserver observer,
                           CoverageMeter meter, ExtraPhase phase) {
        this(rewriter, watcher, observer, meter, phase, null, VariedEnvironment.NONE);
    }

    private InProcessEngine(ClassRewriter rewriter, ExecutionWatcher watcher, ValueObserver observer,
                            CoverageMeter meter, ExtraPhase phase, Confinement confinement, VariedEnvironment varied) {
        this.varied = java.util.Objects.requireNonNull(varied, "varied");
        this.confinement = confinement; // null: a scratch confinement of its own per run
        this.phase = java.util.Objects.requireNonNull(phase, "phase");
        this.rewriter = java.util.Objects.requireNonNull(rewriter, "rewriter");
        this.watcher = java.util.Objects.requireNonNull(watcher, "watcher");
        this.observer = java.util.Objects.requireNonNull(observer, "observer");
        this.meter = java.util.Objects.requireNonNull(meter, "meter");
    }

    /**
     * An engine like this one whose sequences run in {@code confinement}: it is told about each
     * sequence before the watcher is, and a sequence whose effects it refused is illegal. Its
     * scratch directory is the one every path and file of the sequences is made in
     * ({@link Confinement#NONE}: none is made); the caller owns it (the engine never closes it).
     */
    public InProcessEngine confined(Confinement confinement) {
        return new InProcessEngine(rewriter, watcher, observer, meter, phase,
                java.util.Objects.requireNonNull(confinement, "confinement"), varied);
    }

    /**
     * An engine like this one that runs each regression test it is about to keep once more in
     * {@code varied} (when {@link RunConfig#environmentVariation()} is on) and drops the checks
     * whose values change there. The rewriter should make the code under test read the clock the
     * variation moves.
     */
    public InProcessEngine varied(VariedEnvironment varied) {
        return new InProcessEngine(rewriter, watcher, observer, meter, phase, confinement, varied);
    }

    @Override
    public RunSummary run(RunConfig config, GenerationListener listener) throws InvalidInputException {
        if (confinement != null) {
            return run(config, listener, confinement);
        }
        ScratchConfinement scratch;
        try {
            scratch = ScratchConfinement.create();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot make a scratch directory", e);
        }
        try {
            return run(config, listener, scratch);
        } finally {
            try {
                scratch.close();
            } catch (IOException e) {
                listener.notice("could not delete the scratch directory " + scratch.scratchDirectory() + ": "
                        + e.getMessage());
            }
        }
    }

    private RunSummary run(RunConfig config, GenerationListener listener, Confinement confinement)
            throws InvalidInputException {
        ClassSelection.checkClasspath(config.classpath());
        URLClassLoader loader = CodeUnderTestLoader.create(config.classpath(), config.generators().isEmpty() ? rewriter
                : rewriter.andThen(new FieldReadWeaver(woven(config))));
        try {
            List<Class<?>> classes = load(config, loader, listener);
            if (config.skipUntestable()) {
                SamePackage.none(); // a list or a scan: the public API of what it found
            } else {
                SamePackage.of(classes); // classes named one by one: package-private ones too, where they share a package
            }
            List<Operation> ops = new ArrayList<>();
            List<String> skipped = new ArrayList<>();
            for (Class<?> c : classes) {
                List<Operation> own = OperationExtractor.operationsOf(c).stream()
                        .filter(op -> !config.excludedMembers().contains(op.memberName())).toList();
                if (own.isEmpty()) {
                    if (!config.skipUntestable()) {
                        throw new InvalidInputException("class " + c.getName()
                                + " has nothing testable: no constructors, methods or fields usable from a test"
                                + (SamePackage.contains(c) || Types.isPublic(c) ? ""
                                : " (not public, and the classes under test are in more than one package)"));
                    }
                    skipped.add(c.getName());
                    continue;
                }
                ops.addAll(own);
            }
            if (!skipped.isEmpty()) {
                listener.notice("skipping " + skipped.size() + " of " + classes.size() + " classes with nothing testable"
                        + " from a test in another package (not public, or no public members): "
                        + String.join(", ", skipped.subList(0, Math.min(5, skipped.size())))
                        + (skipped.size() > 5 ? ", ..." : ""));
            }
            if (ops.isEmpty()) {
                throw new InvalidInputException("nothing testable in the selected classes");
            }
            reportBadContracts(ops, listener);
            Map<Class<?>, List<LiteralOperation>> mined = LiteralMining.mine(classes);
            List<Contract> contracts = contracts(config, loader);
            UserGenerators generators = generators(config, loader);
            ExecutionWatcher entering = (statements, length) -> {
                confinement.entering(statements, length);
                watcher.starting(statements, length);
            };
            return new Generator(config, ops, mined, contracts, generators, loader, listener, entering, observer,
                    meter, phase, confinement, varied)
                    .run();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("generation interrupted", e);
        } finally {
            try {
                loader.close();
            } catch (IOException e) {
                listener.notice("could not close the class loader: " + e.getMessage());
            }
        }
    }

    /**
     * Reports, once each, the contracts of the operations that cannot be checked (incident
     * {@code bad-contract}): they are ignored, and the run goes on.
     */
    private static void reportBadContracts(List<Operation> ops, GenerationListener listener) {
        java.util.Set<BadContract> seen = new java.util.HashSet<>();
        for (Operation op : ops) {
            MethodContract c = op instanceof MethodOperation m ? m.contract()
                    : op instanceof ConstructorOperation k ? k.contract() : MethodContract.NONE;
            for (BadContract bad : c.bad()) {
                if (seen.add(bad)) {
                    listener.incident("bad-contract", bad.member(), bad.annotation() + ": " + bad.why());
                }
            }
        }
    }

    private static List<Class<?>> load(RunConfig config, ClassLoader loader, GenerationListener listener)
            throws InvalidInputException {
        List<Class<?>> out = new ArrayList<>();
        for (String name : config.classes()) {
            try {
                out.add(Class.forName(name, false, loader));
            } catch (ClassNotFoundException e) {
                throw new InvalidInputException("unknown class " + name + ": not found on the classpath");
            } catch (LinkageError e) {
                String msg = "cannot load class " + name + ": " + e;
                if (!config.skipUntestable()) {
                    throw new InvalidInputException(msg);
                }
                listener.notice(msg);
            }
        }
        return out;
    }

    /** The classes whose packages are woven for lazy finitizations: the classes under test and the generators. */
    private static List<String> woven(RunConfig config) {
        List<String> names = new ArrayList<>(config.classes());
        names.addAll(config.generators());
        return names;
    }

    private static UserGenerators generators(RunConfig config, ClassLoader loader) throws InvalidInputException {
        try {
            return UserGenerators.load(config.generators(), loader);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(e.getMessage());
        }
    }

    private static List<Contract> contracts(RunConfig config, ClassLoader loader) throws InvalidInputException {
        List<Contract> out = new ArrayList<>();
        List<String> known = new ArrayList<>();
        for (Contract c : Contracts.defaults()) {
            known.add(c.name());
            if (!config.disabledContracts().contains(c.name())) {
                out.add(c);
            }
        }
        for (String d : config.disabledContracts()) {
            if (!known.contains(d)) {
                throw new InvalidInputException("unknown contract to disable: " + d + " (known: " + String.join(", ", known) + ")");
            }
        }
        for (String name : config.contracts()) {
            try {
                Class<?> c = Class.forName(name, true, loader);
                if (!Contract.class.isAssignableFrom(c)) {
                    throw new InvalidInputException("contract class " + name + " does not implement " + Contract.class.getName());
                }
                out.add((Contract) c.getConstructor().newInstance());
            } catch (ClassNotFoundException e) {
                throw new InvalidInputException("unknown contract class " + name + ": not found on the classpath");
            } catch (ReflectiveOperationException | LinkageError e) {
                throw new InvalidInputException("cannot instantiate contract " + name + ": " + e);
            }
        }
        return out;
    }
}
