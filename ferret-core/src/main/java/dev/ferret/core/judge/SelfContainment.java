package dev.ferret.core.judge;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import java.util.Collection;
import java.util.Map;

/**
 * Whether a sequence put a collection or map into itself ({@code list.add(list)},
 * {@code map.put(map, map)}): the JDK documents such collections as unusable for
 * {@code equals}, {@code hashCode} and {@code toString}, so a sequence that builds one is
 * illegal, not a test.
 */
final class SelfContainment {

    private SelfContainment() {
    }

    /**
     * Whether a call among the first {@code executed + 1} statements passed its receiver, a
     * collection or map, as one of its own arguments.
     */
    static boolean found(Statement[] flat, Object[] values, int executed) {
        for (int i = 0; i <= executed && i < flat.length; i++) {
            int[] in = flat[i].inputs();
            if (in.length < 2 || !(flat[i].operation() instanceof MethodOperation m) || m.isStatic()) {
                continue;
            }
            Object receiver = values[in[0]];
            if (!(receiver instanceof Collection) && !(receiver instanceof Map)) {
                continue;
            }
            for (int p = 1; p < in.length; p++) {
                if (values[in[p]] == receiver) {
                    return true;
                }
            }
        }
        return false;
    }
}
