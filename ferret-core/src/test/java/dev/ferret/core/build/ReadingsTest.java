package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.build.shapes.Clockwork;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.model.SubclassOperation;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class ReadingsTest {

    @Test
    void shouldTellReadingsFromOtherMethods() throws Exception {
        assertTrue(Readings.isReading(Clockwork.class.getMethod("read")));
        assertTrue(Readings.isReading(java.util.function.IntSupplier.class.getMethod("getAsInt")));
        assertFalse(Readings.isReading(Clockwork.class.getMethod("between", Clockwork.class)), "a parameter");
        assertFalse(Readings.isReading(Object.class.getMethod("toString")), "not a number");
    }

    @Test
    void shouldGenerateTimeSourcesWhoseReadingsAdvanceByAStepEveryCall() throws Throwable {
        Operation between = new MethodOperation(Clockwork.class.getMethod("between", Clockwork.class), Clockwork.class,
                Clockwork.class, false);
        SubclassSource source = new SubclassSource(List.of(between), new ValuePool(10, List.of()));
        TreeSet<Long> steps = new TreeSet<>();
        int constant = 0;
        for (int seed = 0; seed < 200; seed++) {
            Assembly assembly = new Assembly();
            InputRequest request = new InputRequest(between, 0, Clockwork.class, assembly, new SplittableRandom(seed));
            int index = source.supply(request);
            if (index < 0) {
                continue;
            }
            Statement[] all = assembly.sequence(List.of()).statements();
            Object[] values = new Object[all.length];
            for (int i = 0; i < all.length; i++) {
                Object[] in = new Object[all[i].inputs().length];
                for (int k = 0; k < in.length; k++) {
                    in[k] = values[all[i].inputs()[k]];
                }
                values[i] = all[i].operation().execute(in);
            }
            Clockwork clock = (Clockwork) values[index];
            long first = Clockwork.between(clock);
            long again = Clockwork.between(clock);
            if (first == 0) {
                constant++;
                continue;
            }
            assertEquals(first, again, "the same step every time, past any re-entry bound");
            assertEquals(0, ((SubclassOperation) all[index].operation()).reentries(), "its counter re-enters nothing");
            steps.add(first);
        }
        assertTrue(steps.size() >= 4, "steps of several sizes: " + steps);
        assertTrue(constant > 0, "and constant readings too");
    }
}
