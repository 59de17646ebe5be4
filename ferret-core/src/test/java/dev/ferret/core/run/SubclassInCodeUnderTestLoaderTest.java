package dev.ferret.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.ferret.core.model.CallbackOperation;
import dev.ferret.core.model.SubclassOperation;
import java.lang.reflect.Method;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A generated subclass of a class the code under test's loader defines lives in that loader. */
class SubclassInCodeUnderTestLoaderTest {

    @Test
    void shouldDefineTheSubclassInTheCodeUnderTestsLoaderAndOverrideAPackagePrivateMethod() throws Throwable {
        Path classes = Path.of(SubclassInCodeUnderTestLoaderTest.class.getProtectionDomain().getCodeSource()
                .getLocation().toURI());
        try (URLClassLoader loader = CodeUnderTestLoader.create(List.of(classes))) {
            Class<?> gauge = Class.forName("dev.ferret.core.model.hooks.Gauge", true, loader);
            assertNotSame(dev.ferret.core.model.hooks.Gauge.class, gauge, "the loader's own copy");
            Method level = gauge.getDeclaredMethod("level");
            CallbackOperation.Body five = new CallbackOperation.Body(level, List.of(), 1);
            Object made = new SubclassOperation(gauge, List.of(String.class), List.of(String.class, int.class),
                    List.of(five), gauge).execute(new Object[] {"g", 5});

            assertSame(loader, made.getClass().getClassLoader());
            assertEquals(gauge.getPackageName(), made.getClass().getPackageName());
            assertEquals(10, gauge.getMethod("doubled").invoke(made), "the package-private level() is overridden");
        }
    }
}
