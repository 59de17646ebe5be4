package dev.ferret.core.run;

import dev.ferret.core.model.Types;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;

/**
 * Which parameter types are <em>closed</em> (issue 12): classes of the code under test that no
 * generated subclass can extend because they are final, records, enums or sealed, or have only
 * private constructors. Their inputs come from existing values; the summary counts them. JDK
 * classes ({@code String}, boxes) are left out: nobody expects a generated one.
 */
final class ClosedTypes {

    private ClosedTypes() {
    }

    /** Whether {@code type} is a closed class of the code under test. */
    static boolean closed(Class<?> type) {
        if (type.isPrimitive() || type.isArray() || type.isInterface() || Types.isJdk(type)) {
            return false;
        }
        if (Modifier.isFinal(type.getModifiers()) || type.isRecord() || type.isEnum() || type.isSealed()) {
            return true;
        }
        for (Constructor<?> c : type.getDeclaredConstructors()) {
            if (!Modifier.isPrivate(c.getModifiers())) {
                return false;
            }
        }
        return true;
    }
}
