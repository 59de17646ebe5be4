package dev.ferret.core.build;

import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Literals mined from the constant pools of the classes under test, grouped by boxed type. */
public final class LiteralMining {

    private LiteralMining() {
    }

    /**
     * The String and numeric constants of the classes' constant pools, each once, grouped by boxed
     * type in the order the classes and their pools list them.
     */
    public static Map<Class<?>, List<LiteralOperation>> mine(List<Class<?>> classes) {
        Map<Class<?>, List<LiteralOperation>> out = new LinkedHashMap<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (Class<?> c : classes) {
            for (LiteralOperation op : ConstantMiner.mine(c)) {
                if (seen.add(op.signature())) {
                    out.computeIfAbsent(Types.box(op.outputType()), k -> new ArrayList<>()).add(op);
                }
            }
        }
        return out;
    }
}
