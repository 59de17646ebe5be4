package dev.ferret.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.choice.Replay;
import dev.ferret.core.run.weave.ChainFixture;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class FieldReadWeaverTest {

    private static final String PACKAGE = "dev.ferret.core.run.weave.";

    /** Defines the fixture package's classes itself, through the weaver; the rest from its parent. */
    private static final class WovenLoader extends ClassLoader {
        private final FieldReadWeaver weaver = new FieldReadWeaver(List.of(ChainFixture.class.getName()));

        WovenLoader() {
            super(FieldReadWeaverTest.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                if (!name.startsWith(PACKAGE)) {
                    return super.loadClass(name, resolve);
                }
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
                        byte[] b = weaver.rewrite(name, in.readAllBytes());
                        c = defineClass(name, b, 0, b.length);
                    } catch (IOException e) {
                        throw new ClassNotFoundException(name, e);
                    }
                }
                return c;
            }
        }
    }

    private static Supplier<?> chains(ClassLoader loader, int n) throws Exception {
        return (Supplier<?>) Class.forName(ChainFixture.class.getName(), true, loader).getMethod("chains", int.class)
                .invoke(null, n);
    }

    private static Set<String> rendered(Supplier<?> g, List<String> trails) {
        Set<String> out = new HashSet<>();
        for (String t : trails) {
            out.add(Replay.of(g, t).toString());
        }
        return out;
    }

    @Test
    void shouldWeaveOnlyThePackagesOfTheGivenClassesAndNeverFerretChoice() {
        FieldReadWeaver weaver = new FieldReadWeaver(List.of("a.b.C", "d.E"));
        assertTrue(weaver.woven("a/b/X") && weaver.woven("d/Y"));
        assertFalse(weaver.woven("a/b/c/Z") || weaver.woven("a/X") || weaver.woven("dev/ferret/choice/Finitization"));
        byte[] elsewhere = {1, 2, 3};
        assertSame(elsewhere, weaver.rewrite("x.Y", elsewhere), "a class outside the packages is left alone");
    }

    @Test
    void shouldMarkWovenClasses() throws Exception {
        Class<?> woven = Class.forName(ChainFixture.class.getName(), true, new WovenLoader());
        assertEquals(boolean.class, woven.getDeclaredField(FieldReadWeaver.MARKER).getType());
        assertFalse(List.of(ChainFixture.class.getDeclaredFields()).stream()
                .anyMatch(f -> f.getName().equals(FieldReadWeaver.MARKER)));
    }

    @Test
    void shouldLetAFinitizationChooseFieldsAtTheirFirstReadAndFindTheSameStructures() throws Exception {
        Supplier<?> woven = chains(new WovenLoader(), 3);
        Supplier<?> plain = chains(getClass().getClassLoader(), 3);
        List<String> lazy = Replay.trails(woven, 1_000, 100_000);
        List<String> eager = Replay.trails(plain, 100_000, 1_000_000);
        assertEquals(8, lazy.size(), "one per sorted list of distinct values, up to renaming: " + lazy);
        assertTrue(eager.size() > lazy.size(), "unwoven, renamings and unread fields count apart: " + eager.size());
        assertEquals(rendered(plain, eager), rendered(woven, lazy));
        assertEquals(rendered(woven, lazy), rendered(plain, lazy), "a canonical trail rebuilds without weaving");
    }
}
