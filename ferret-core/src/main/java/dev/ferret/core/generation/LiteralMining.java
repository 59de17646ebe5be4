package dev.ferret.core.generation;

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
