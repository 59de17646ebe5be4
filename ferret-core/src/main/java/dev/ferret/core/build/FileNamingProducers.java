package dev.ferret.core.build;

import java.util.List;
import java.util.regex.Pattern;

/**
 * JDK constructors and factories that name a file by themselves, relative to the working directory
 * or anywhere: {@code Path.of("")}, {@code Paths.get}, a {@code FileSystem}'s paths and roots,
 * {@code new File(".")}, {@code new FileOutputStream("name")}, {@code new PrintWriter("name")}.
 * They are never values built on demand: paths and files are made inside the scratch directory
 * ({@link ScratchValues}), and the streams of files from those ({@code new FileInputStream(File)}
 * stays). Named as in operation signatures, constructors as {@code class.<init>(...)}.
 */
final class FileNamingProducers {

    private static final List<Pattern> PATTERNS = List.of(
            "java\\.nio\\.file\\.Path\\.of\\(.*",
            "java\\.nio\\.file\\.Paths\\..*",
            "java\\.nio\\.file\\.Files\\..*",
            "java\\.nio\\.file\\.FileSystems?\\..*",
            "java\\.io\\.File\\..*",
            "java\\.io\\.(FileInputStream|FileOutputStream|FileReader|FileWriter|RandomAccessFile|PrintWriter"
                    + "|PrintStream)\\.<init>\\(java\\.lang\\.String.*",
            "java\\.util\\.Formatter\\.<init>\\(java\\.lang\\.String.*",
            "java\\.util\\.(zip\\.ZipFile|jar\\.JarFile)\\.<init>\\(java\\.lang\\.String.*")
            .stream().map(Pattern::compile).toList();

    private FileNamingProducers() {
    }

    /** Whether the member an operation signature names makes or opens a file of its own choosing. */
    static boolean matches(String signature) {
        for (Pattern p : PATTERNS) {
            if (p.matcher(signature).matches()) {
                return true;
            }
        }
        return false;
    }
}
