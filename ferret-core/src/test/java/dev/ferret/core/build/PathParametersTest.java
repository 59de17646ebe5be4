package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.MethodOperation;
import java.io.File;
import org.junit.jupiter.api.Test;

class PathParametersTest {

    /** Utilities of files: a parameter named {@code name} names a file here. */
    public static final class FileTool {
        public FileTool(String baseDir) {
        }

        public static int count(String fileName, String text) {
            return 0;
        }

        public static String extension(String fullName) {
            return fullName;
        }

        public long size(File file) {
            return 0;
        }
    }

    /** A bean: its {@code name} is no file. */
    public static final class Bean {
        public void setName(String name) {
        }

        public void setProfilePath(String profilePath) {
        }

        public void setProfile(String profile) {
        }
    }

    private final PathParameters paths = new PathParameters();

    private static MethodOperation method(Class<?> c, String name, Class<?>... parameters) throws Exception {
        return new MethodOperation(c.getMethod(name, parameters), c, c, false);
    }

    @Test
    void aParameterNamedForAFileDirectoryOrPathNamesAFile() throws Exception {
        assertTrue(paths.namesFile(method(FileTool.class, "count", String.class, String.class), 0));
        assertFalse(paths.namesFile(method(FileTool.class, "count", String.class, String.class), 1), "text");
        assertTrue(paths.namesFile(new ConstructorOperation(FileTool.class.getConstructor(String.class),
                FileTool.class), 0), "baseDir");
        assertTrue(paths.namesFile(method(Bean.class, "setProfilePath", String.class), 1), "after the receiver");
        assertFalse(paths.namesFile(method(Bean.class, "setProfile", String.class), 1), "a word of its own");
    }

    @Test
    void aNameNamesAFileOnlyInAClassThatDealsWithFiles() throws Exception {
        assertTrue(paths.namesFile(method(FileTool.class, "extension", String.class), 0));
        assertFalse(paths.namesFile(method(Bean.class, "setName", String.class), 1));
    }

    @Test
    void namesNoFileOutsideTheCodeUnderTestOrForOtherTypes() throws Exception {
        assertFalse(paths.namesFile(new MethodOperation(FileTool.class.getMethod("count", String.class,
                String.class), FileTool.class, null, false), 0), "a JDK producer's: not the code under test");
        assertFalse(paths.namesFile(method(FileTool.class, "size", File.class), 1), "a File is not a String");
    }

    @Test
    void splitsNamesIntoWordsWhereTheCaseChanges() {
        assertEquals(java.util.List.of("full", "file", "name"), PathParameters.words("fullFileName"));
        assertEquals(java.util.List.of("base", "dir"), PathParameters.words("base_dir"));
        assertEquals(java.util.List.of("pathname"), PathParameters.words("pathname"));
        assertEquals(java.util.List.of("redirect"), PathParameters.words("redirect"), "no dir in it");
    }
}
