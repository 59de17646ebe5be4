package dev.ferret.worker.protocol;

import dev.ferret.core.oracle.ExceptionBehavior;
import dev.ferret.core.oracle.ExceptionPolicy;
import dev.ferret.core.run.RunConfig;
import java.io.InvalidObjectException;
import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A {@link RunConfig} in serializable form, component by component, so that a new option of
 * {@code RunConfig} crosses to the workers without an edit here. Values that are not
 * serializable are carried as strings: paths, and the exception policy as its rules.
 */
final class ConfigWire implements Serializable {

    private static final long serialVersionUID = 1L;

    /** A list of paths, as strings (classes, not records: see {@code WorkerTask.Wire}). */
    private static final class Paths implements Serializable {
        private static final long serialVersionUID = 1L;
        private final String[] paths;

        Paths(List<String> paths) {
            this.paths = paths.toArray(new String[0]);
        }

        List<String> paths() {
            return List.of(paths);
        }

        @Override
        public String toString() {
            return Arrays.toString(paths);
        }
    }

    /** The user rules of an exception policy, oldest first, as {@code class=BEHAVIOR}. */
    private static final class Policy implements Serializable {
        private static final long serialVersionUID = 1L;
        private final String[] rules;

        Policy(List<String> rules) {
            this.rules = rules.toArray(new String[0]);
        }

        List<String> rules() {
            return List.of(rules);
        }

        @Override
        public String toString() {
            return Arrays.toString(rules);
        }
    }

    private final Object[] components;

    private ConfigWire(Object[] components) {
        this.components = components;
    }

    /** The wire form of a configuration. */
    static ConfigWire of(RunConfig config) {
        RecordComponent[] rc = RunConfig.class.getRecordComponents();
        Object[] values = new Object[rc.length];
        for (int i = 0; i < rc.length; i++) {
            values[i] = encode(read(rc[i], config));
        }
        return new ConfigWire(values);
    }

    /** The configuration again. */
    RunConfig toRunConfig() throws InvalidObjectException {
        RecordComponent[] rc = RunConfig.class.getRecordComponents();
        if (rc.length != components.length) {
            throw new InvalidObjectException("a run configuration of " + components.length + " components, expected "
                    + rc.length + " (coordinator and worker of different versions?)");
        }
        Object[] values = new Object[rc.length];
        Class<?>[] types = new Class<?>[rc.length];
        for (int i = 0; i < rc.length; i++) {
            values[i] = decode(components[i]);
            types[i] = rc[i].getType();
        }
        try {
            Constructor<RunConfig> canonical = RunConfig.class.getDeclaredConstructor(types);
            return canonical.newInstance(values);
        } catch (ReflectiveOperationException | IllegalArgumentException e) {
            InvalidObjectException ex = new InvalidObjectException("cannot rebuild the run configuration: " + e);
            ex.initCause(e instanceof InvocationTargetException ite ? ite.getCause() : e);
            throw ex;
        }
    }

    private static Object read(RecordComponent component, RunConfig config) {
        try {
            return component.getAccessor().invoke(config);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read " + component.getName(), e);
        }
    }

    private static Object encode(Object value) {
        if (value instanceof ExceptionPolicy policy) {
            List<String> rules = new ArrayList<>();
            List<ExceptionPolicy.Rule> newestFirst = policy.rules();
            for (int i = newestFirst.size() - 1; i >= 0; i--) {
                rules.add(newestFirst.get(i).exceptionClass() + "=" + newestFirst.get(i).behavior().name());
            }
            return new Policy(rules);
        }
        if (value instanceof List<?> list && !list.isEmpty() && list.stream().allMatch(Path.class::isInstance)) {
            return new Paths(list.stream().map(Object::toString).toList());
        }
        if (value != null && !(value instanceof Serializable)) {
            throw new IllegalArgumentException("a run configuration value that cannot cross to a worker: "
                    + value.getClass().getName() + " (teach ConfigWire to carry it)");
        }
        return value;
    }

    private static Object decode(Object value) {
        if (value instanceof Policy p) {
            ExceptionPolicy policy = ExceptionPolicy.defaults();
            for (String rule : p.rules()) {
                int eq = rule.lastIndexOf('=');
                policy = policy.with(rule.substring(0, eq), ExceptionBehavior.valueOf(rule.substring(eq + 1)));
            }
            return policy;
        }
        if (value instanceof Paths p) {
            return p.paths().stream().map(Path::of).toList();
        }
        return value;
    }

    @Override
    public String toString() {
        return "ConfigWire" + Arrays.toString(components);
    }
}
