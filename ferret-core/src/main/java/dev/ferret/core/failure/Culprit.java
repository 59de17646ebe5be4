package dev.ferret.core.failure;

import dev.ferret.core.minimize.Witness;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;

/**
 * Where an object contract's violation was caused, read off a minimized witness (issue 27 §4: one
 * failing test per root cause, across classes under test). In a minimized witness every call whose
 * result nothing uses is there only because the failure needs what it did; the last such call on
 * an object of a class under test is the culprit. A bug that corrupts an object's state (an
 * {@code LRUMap} storing a raw {@code null} key when full) shows through whatever later compares
 * that object, a copy or a view of it ({@code ListOrderedSet.listOrderedSet(lruMap.keySet())},
 * {@code MultiKeyMap.multiKeyMap(lruMap)}, {@code new LRUMap(lruMap)}); filed under the culprit's
 * class and method, those witnesses are one failure, and the test lands beside the class at fault.
 */
final class Culprit {

    private Culprit() {
    }

    /**
     * The index of the culprit in {@code w}: the last instance call of a class under test that is
     * not one of the failure's operands and whose result no later statement uses; -1 for none. A
     * call made on an operand counts only when it is a method of the class the failure is filed
     * under ({@code subject}, or one related to it): {@code lruMap.compute(null, f)} on the full
     * map compared with its copy is the culprit, while {@code treeList.remove(0)}, emptying a list
     * that an {@code ArrayListValuedHashMap}'s empty list (hashing to 0) is compared with, only
     * sets up the comparison.
     */
    static int index(Witness w, Class<?> subject) {
        Statement[] s = w.statements();
        for (int i = s.length - 1; i >= 0; i--) {
            if (s[i].operation() instanceof MethodOperation call && !call.isStatic() && call.owner() != null
                    && !w.isAnchor(i) && !w.usedLater(i)
                    && (!w.isAnchor(s[i].inputs()[0]) || related(call.owner(), subject))) {
                return i;
            }
        }
        return -1;
    }

    private static boolean related(Class<?> owner, Class<?> subject) {
        return subject == null || owner.isAssignableFrom(subject) || subject.isAssignableFrom(owner);
    }
}
