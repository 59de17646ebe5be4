package dev.ferret.core.build;

import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.Types;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A value built on demand by a JDK constructor or factory ({@link DemandProducers}), its own
 * inputs taken from the pool or built on demand in turn, three levels deep at most; a
 * {@code Path} or {@code File} is made inside the scratch directory ({@link ScratchValues}) when
 * the run has one.
 */
final class DemandSource implements InputSource {

    private static final int DEPTH = 3;

    private final ValuePool pool;
    private final DemandProducers demand;
    private final ScratchValues scratch;

    DemandSource(ValuePool pool, DemandProducers demand) {
        this(pool, demand, null);
    }

    /** @param scratch makes paths and files inside the scratch directory; null for a run without one */
    DemandSource(ValuePool pool, DemandProducers demand, ScratchValues scratch) {
        this.pool = pool;
        this.demand = demand;
        this.scratch = scratch;
    }

    @Override
    public int supply(InputRequest request) {
        Sequence built = build(request.type(), DEPTH, request.random());
        return built == null ? -1 : request.append(built) + built.size() - 1;
    }

    /** A sequence whose last statement produces a value of {@code type} from a demand producer. */
    private Sequence build(Class<?> type, int depth, RandomGenerator random) {
        if (depth == 0) {
            return null;
        }
        if (scratch != null && ScratchValues.supplies(type)) {
            return scratch.build(type, random);
        }
        List<Operation> producers = demand.producersFor(type);
        if (producers.isEmpty()) {
            return null;
        }
        Operation producer = TypeArgumentChoice.instantiate(producers.get(random.nextInt(producers.size())), random);
        Assembly parts = new Assembly();
        int[] inputs = new int[producer.inputTypes().size()];
        for (int j = 0; j < inputs.length; j++) {
            Class<?> t = producer.inputTypes().get(j);
            ValuePool.Entry e = pool.select(Types.box(t), random);
            if (e != null && (Types.isLiteralType(t) || random.nextBoolean())) {
                inputs[j] = parts.append(e.kept().sequence()) + e.index();
                continue;
            }
            Sequence sub = build(t, depth - 1, random);
            if (sub == null) {
                if (e == null) {
                    return null;
                }
                inputs[j] = parts.append(e.kept().sequence()) + e.index();
            } else {
                inputs[j] = parts.append(sub) + sub.size() - 1;
            }
        }
        return parts.sequence(List.of(new Statement(producer, inputs)));
    }
}
