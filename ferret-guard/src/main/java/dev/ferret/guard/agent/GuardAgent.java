package dev.ferret.guard.agent;

import dev.ferret.guard.boot.Gate;
import dev.ferret.guard.boot.Rules;
import java.io.File;
import java.io.IOException;
import java.io.Reader;
import java.lang.instrument.Instrumentation;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

/**
 * The guard's Java agent ({@code -javaagent:ferret-guard-agent.jar=<configuration file>}; the
 * agent jar's manifest puts the {@code Gate}'s jar on the bootstrap class path). Before the main
 * class runs it lets {@code java.base} call the gate, patches the JDK's entry points of effects
 * ({@link JdkPatches}, loaded with ASM in a class loader of its own), and arms the gate when the
 * configuration carries rules (a JVM that runs generated tests); a worker JVM arms it itself once
 * it is ready. Where {@code -Dferret.clock.shift} is set (a re-run under a shifted clock) the
 * application's classes are given the worker's clock rewriting ({@code time.ClockTransformer}).
 * The JDK's classes come patched ahead of time when the starting JVM had the same JDK
 * ({@link PatchedClasses}); otherwise they are patched here. See {@link GuardConfiguration} for the
 * file.
 */
public final class GuardAgent {

    /** {@code ShiftedTime.PROPERTY}, without loading it before the agent must. */
    private static final String SHIFT_PROPERTY = "ferret.clock.shift";

    private GuardAgent() {
    }

    /**
     * The agent's entry point.
     *
     * @param args the configuration file's path
     * @throws Exception anything that keeps the guard from being in place: the JVM does not start
     */
    public static void premain(String args, Instrumentation inst) throws Exception {
        Properties config = new Properties();
        try (Reader in = new java.io.InputStreamReader(new java.io.FileInputStream(args), StandardCharsets.UTF_8)) {
            config.load(in);
        }
        inst.redefineModule(Object.class.getModule(), Set.of(Gate.class.getModule()), Map.of(), Map.of(), Set.of(),
                Map.of());
        String patched = config.getProperty(GuardConfiguration.PATCHED_CLASSES);
        ClassLoader patchLoader = null;
        if (patched == null || !PatchedClasses.install(new File(patched), inst)) {
            patchLoader = patchLoader(config);
            patchLoader.loadClass("dev.ferret.guard.agent.JdkPatches").getMethod("install", Instrumentation.class)
                    .invoke(null, inst);
        }
        if (System.getProperty(SHIFT_PROPERTY) != null) { // a re-run of generated tests under a shifted clock
            patchLoader = patchLoader != null ? patchLoader : patchLoader(config);
            patchLoader.loadClass("dev.ferret.guard.time.ClockTransformer").getMethod("install", Instrumentation.class)
                    .invoke(null, inst);
        }
        String rules = config.getProperty(GuardConfiguration.RULES);
        if (rules != null) {
            Gate.arm(Rules.decode(rules, FileSystems.getDefault()));
        }
    }

    /** A class loader of its own for what uses ASM, so that ASM never meets the code under test's. */
    private static ClassLoader patchLoader(Properties config) throws IOException {
        return new URLClassLoader("ferret-guard-patches",
                urls(config.getProperty(GuardConfiguration.PATCH_CLASSPATH, "")), ClassLoader.getPlatformClassLoader());
    }

    private static URL[] urls(String classpath) throws IOException {
        List<URL> urls = new ArrayList<>();
        for (String entry : classpath.split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                urls.add(new File(entry).toURI().toURL());
            }
        }
        return urls.toArray(new URL[0]);
    }
}
