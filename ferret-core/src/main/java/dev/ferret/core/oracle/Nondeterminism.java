package dev.ferret.core.oracle;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Built-in list of JDK members whose results differ between runs (identity hash codes, time,
 * randomness, environment), and libraries' {@code ...Math.random()} (commons-math's
 * {@code FastMath}). Operations matching it are not generated and observers matching it
 * are not asserted. Members are named {@code class.member(paramTypes)} as in operation
 * signatures, constructors as {@code class.<init>(...)}.
 */
public final class Nondeterminism {

    private static final List<Pattern> PATTERNS = List.of(
            "java\\.lang\\.Object\\.<init>\\(\\)",
            ".*\\.hashCode\\(\\)",
            ".*\\.identityHashCode\\(.*",
            ".*\\.getClass\\(\\)",
            "java\\.lang\\.System\\..*",
            "java\\.lang\\.Runtime\\..*",
            "java\\.lang\\.Thread\\..*",
            "java\\.lang\\.ProcessHandle.*",
            ".*Math\\.random\\(\\)",
            "java\\.util\\.Random\\.<init>\\(\\)",
            "java\\.util\\.Collections\\.shuffle\\(java\\.util\\.List\\)",
            ".*\\.shuffle\\([^,]*\\)",
            ".*\\.shuffle\\([^,]*,int,int\\)",
            ".*\\.Random[A-Za-z]*Utils\\..*",
            "java\\.util\\.UUID\\.randomUUID\\(\\)",
            "java\\.util\\.Date\\.<init>\\(\\)",
            // the JDK's own clock reads: Ferret's calls of them are never shifted (only the code under test's are)
            "java\\.util\\.Calendar\\.getInstance\\(.*",
            "java\\.util\\.GregorianCalendar\\.<init>\\((|java\\.util\\.TimeZone|java\\.util\\.Locale|java\\.util\\.TimeZone,java\\.util\\.Locale)\\)",
            "java\\.time\\.Clock\\.(system|systemUTC|systemDefaultZone|tickMillis|tickSeconds|tickMinutes)\\(.*",
            ".*\\.dateNow\\(.*",
            "java\\.util\\.concurrent\\.ThreadLocalRandom\\..*",
            ".*\\.currentTimeMillis\\(\\)",
            ".*\\.nanoTime\\(\\)",
            ".*\\.now\\(.*",
            "java\\.io\\.File\\..*",
            "java\\.util\\.Properties\\.(list|store).*",
            "java\\.util\\.Locale\\.getDefault.*",
            "java\\.util\\.TimeZone\\.getDefault.*",
            // the default zone and charset of the JVM the test runs in, and comparisons with now
            "java\\.time\\.Zone(Id|Offset)\\.systemDefault\\(\\)",
            "java\\.nio\\.charset\\.Charset\\.defaultCharset\\(\\)",
            ".*\\.[a-z][A-Za-z]*Now\\(\\)").stream().map(Pattern::compile).toList();

    private Nondeterminism() {
    }

    /** Whether the member named by an operation signature is known to be nondeterministic. */
    public static boolean matches(String signature) {
        for (Pattern p : PATTERNS) {
            if (p.matcher(signature).matches()) {
                return true;
            }
        }
        return false;
    }
}
