package dev.ferret.coverage.probe;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.jacoco.core.internal.data.CRC64;
import org.jacoco.core.instr.Instrumenter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The coverage goals of a run, numbered: every probe of every class under test and of its nested
 * classes ({@code Outer$*}), as found first on the classpath, classes in name order, probes in
 * JaCoCo's order. Built from the class files alone (nothing is loaded or run), so a worker JVM and
 * the coordinator that builds it from the same classpath and classes number goals the same way.
 */
public final class GoalSpace {

    /** One instrumented class. */
    public record ClassGoals(String name, byte[] classFile, long classId, int probes, int firstGoal) {
    }

    private final List<ClassGoals> classes;
    private final Map<String, Integer> indexByName = new HashMap<>();
    private final int goals;

    private GoalSpace(List<ClassGoals> classes) {
        this.classes = List.copyOf(classes);
        int total = 0;
        for (int i = 0; i < classes.size(); i++) {
            indexByName.put(classes.get(i).name(), i);
            total += classes.get(i).probes();
        }
        this.goals = total;
    }

    /**
     * @param classpath the run's classpath (jars and directories)
     * @param classesUnderTest binary names of the classes under test
     * @return their goal space; classes not found or not readable by JaCoCo are left out
     */
    public static GoalSpace of(List<Path> classpath, List<String> classesUnderTest) {
        Map<String, byte[]> found = new TreeMap<>();
        List<String> prefixes = classesUnderTest.stream().map(c -> c.replace('.', '/')).toList();
        for (Path entry : classpath) {
            try {
                if (Files.isDirectory(entry)) {
                    fromDirectory(entry, prefixes, found);
                } else if (Files.isRegularFile(entry)) {
                    fromJar(entry, prefixes, found);
                }
            } catch (IOException e) {
                // an unreadable entry has no goals; loading from it fails elsewhere with a clear message
            }
        }
        List<ClassGoals> out = new ArrayList<>();
        int first = 0;
        for (Map.Entry<String, byte[]> e : found.entrySet()) {
            int probes = probeCount(e.getKey(), e.getValue());
            if (probes > 0) {
                out.add(new ClassGoals(e.getKey(), e.getValue(), CRC64.classId(e.getValue()), probes, first));
                first += probes;
            }
        }
        return new GoalSpace(out);
    }

    /**
     * The goal space made of classes read before (another JVM's {@link #of(List, List)} on the same
     * classpath and classes, sent to a worker so that it need not read and count them again);
     * goals are numbered again in the order given.
     */
    public static GoalSpace ofClasses(List<ClassGoals> classes) {
        List<ClassGoals> out = new ArrayList<>();
        int first = 0;
        for (ClassGoals c : classes) {
            out.add(new ClassGoals(c.name(), c.classFile(), c.classId(), c.probes(), first));
            first += c.probes();
        }
        return new GoalSpace(out);
    }

    /** The instrumented classes, in goal order. */
    public List<ClassGoals> classes() {
        return classes;
    }

    /** The number of goals. */
    public int goals() {
        return goals;
    }

    /** The index of a class (binary name) in {@link #classes()}, or -1 if it has no goals. */
    public int indexOf(String binaryName) {
        return indexByName.getOrDefault(binaryName, -1);
    }

    /** The index in {@link #classes()} of the class a goal belongs to. */
    public int classOf(int goal) {
        int lo = 0;
        int hi = classes.size() - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (classes.get(mid).firstGoal() <= goal) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** Whether a class file path ({@code a/b/C$D.class}) is one of the classes or nested in one. */
    private static String matches(String path, List<String> prefixes) {
        if (!path.endsWith(".class")) {
            return null;
        }
        String internal = path.substring(0, path.length() - ".class".length());
        for (String p : prefixes) {
            if (internal.equals(p) || internal.startsWith(p + "$")) {
                return internal.replace('/', '.');
            }
        }
        return null;
    }

    private static void fromJar(Path jar, List<String> prefixes, Map<String, byte[]> found) throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            for (Enumeration<? extends ZipEntry> en = zip.entries(); en.hasMoreElements(); ) {
                ZipEntry z = en.nextElement();
                String name = matches(z.getName(), prefixes);
                if (name != null && !found.containsKey(name)) {
                    try (InputStream in = zip.getInputStream(z)) {
                        found.put(name, in.readAllBytes());
                    }
                }
            }
        }
    }

    /**
     * Reads the classes from their package directories only (a class {@code a.b.C} and its
     * nested classes are files {@code a/b/C.class} and {@code a/b/C$*.class}): a worker does this
     * before its first sequence, and walking a whole output directory of thousands of classes
     * would delay it.
     */
    private static void fromDirectory(Path dir, List<String> prefixes, Map<String, byte[]> found) throws IOException {
        Map<String, List<String>> byPackage = new TreeMap<>();
        for (String p : prefixes) {
            int slash = p.lastIndexOf('/');
            byPackage.computeIfAbsent(slash < 0 ? "" : p.substring(0, slash), k -> new ArrayList<>()).add(p);
        }
        for (Map.Entry<String, List<String>> e : byPackage.entrySet()) {
            java.io.File packageDir = e.getKey().isEmpty() ? dir.toFile() : dir.resolve(e.getKey()).toFile();
            String[] names = packageDir.list();
            if (names == null) {
                continue;
            }
            java.util.Arrays.sort(names);
            String base = e.getKey().isEmpty() ? "" : e.getKey() + "/";
            for (String file : names) {
                String name = matches(base + file, e.getValue());
                java.io.File f = new java.io.File(packageDir, file);
                if (name != null && !found.containsKey(name) && f.isFile()) {
                    found.put(name, Files.readAllBytes(f.toPath()));
                }
            }
        }
    }

    /** JaCoCo's probe count for a class: instrument it once and note what it asks for. */
    private static int probeCount(String name, byte[] classFile) {
        int[] count = {0};
        Instrumenter counter = new Instrumenter((classId, className, probeCount, mv) -> {
            count[0] = probeCount;
            return pushEmptyArray(probeCount, mv);
        });
        try {
            counter.instrument(classFile, name);
            return count[0];
        } catch (IOException | RuntimeException e) {
            return 0; // JaCoCo cannot read it (too new, malformed): no goals, loaded as it is
        }
    }

    private static int pushEmptyArray(int probeCount, MethodVisitor mv) {
        mv.visitLdcInsn(probeCount);
        mv.visitIntInsn(Opcodes.NEWARRAY, Opcodes.T_BOOLEAN);
        return 1;
    }

    @Override
    public String toString() {
        return "GoalSpace[" + classes.size() + " classes, " + goals + " goals]";
    }
}
