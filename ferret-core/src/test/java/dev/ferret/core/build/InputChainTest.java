package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class InputChainTest {

    /** A source that answers with a marker literal for String inputs (or passes), and records what it is asked. */
    private static final class FakeSource implements InputSource {
        final LiteralOperation marker = new LiteralOperation(String.class, "from-the-fake");
        final List<InputRequest> asked = new ArrayList<>();
        final boolean supplies;

        FakeSource(boolean supplies) {
            this.supplies = supplies;
        }

        @Override
        public boolean applies(InputRequest request) {
            return request.type() == String.class;
        }

        @Override
        public int supply(InputRequest request) {
            asked.add(request);
            return supplies ? request.append(Sequence.single(marker)) : -1;
        }
    }

    /** Counts the draws of {@code nextDouble}; the other draws are delegated and not counted. */
    private static final class CountingRandom implements RandomGenerator {
        final SplittableRandom delegate = new SplittableRandom(7);
        int doubles;

        @Override
        public long nextLong() {
            return delegate.nextLong();
        }

        @Override
        public double nextDouble() {
            doubles++;
            return delegate.nextDouble();
        }
    }

    private static Operation concat() throws Exception {
        return new MethodOperation(String.class.getMethod("concat", String.class), String.class, String.class, false);
    }

    private static ValuePool poolWithOneString() {
        LiteralOperation receiver = new LiteralOperation(String.class, "receiver");
        return new ValuePool(100, List.of(new KeptSequence(Sequence.single(receiver), new int[] {0},
                new Class<?>[] {String.class}, new Class<?>[] {String.class})));
    }

    @Test
    void shouldAskAPluggedInSourceAndUseItsValue() throws Exception {
        FakeSource fake = new FakeSource(true);
        ValuePool pool = poolWithOneString();
        InputChain chain = new InputChain(List.of(new InputChain.Link(fake, InputChain.ALWAYS),
                new InputChain.Link(new PoolSource(pool), InputChain.ALWAYS)));
        Operation concat = concat();
        Sequence s = new SequenceAssembler(chain, pool, new SplittableRandom(1)).assemble(concat);
        Statement[] flat = s.statements();
        Statement call = flat[flat.length - 1];
        assertSame(concat, call.operation());
        assertSame(fake.marker, flat[call.inputs()[0]].operation(), "the receiver comes from the fake");
        assertSame(fake.marker, flat[call.inputs()[1]].operation(), "the argument comes from the fake");
        assertEquals(2, fake.asked.size());
        assertEquals(0, fake.asked.get(0).slot());
        assertTrue(fake.asked.get(0).isReceiver());
        assertEquals(1, fake.asked.get(1).slot());
    }

    @Test
    void shouldTryTheNextSourceWhenOneHasNoValue() throws Exception {
        FakeSource passing = new FakeSource(false);
        ValuePool pool = poolWithOneString();
        InputChain chain = new InputChain(List.of(new InputChain.Link(passing, InputChain.ALWAYS),
                new InputChain.Link(new PoolSource(pool), InputChain.ALWAYS)));
        Sequence s = new SequenceAssembler(chain, pool, new SplittableRandom(1)).assemble(concat());
        Statement[] flat = s.statements();
        assertEquals(2, passing.asked.size());
        assertEquals("receiver", ((LiteralOperation) flat[flat[flat.length - 1].inputs()[1]].operation()).value());
    }

    @Test
    void shouldDrawOncePerWeightedSourceThatAppliesAndNeverForAlways() throws Exception {
        FakeSource first = new FakeSource(false);
        FakeSource second = new FakeSource(true);
        CountingRandom random = new CountingRandom();
        InputChain chain = new InputChain(List.of(
                new InputChain.Link(new NullSource(), 1.0),
                new InputChain.Link(first, 0.0),
                new InputChain.Link(first, InputChain.ALWAYS),
                new InputChain.Link(second, InputChain.ALWAYS)));
        InputRequest receiver = new InputRequest(concat(), 0, String.class, new Assembly(), random);
        assertEquals(0, chain.supply(receiver));
        assertEquals(1, random.doubles, "null does not apply to a receiver; weight 0 draws; ALWAYS does not");
        assertEquals(1, first.asked.size(), "the draw of weight 0 failed, its second place asked it");
        assertEquals(1, second.asked.size());
    }

    @Test
    void shouldAskASourceListedTwiceOnlyOnce() throws Exception {
        FakeSource twice = new FakeSource(false);
        CountingRandom random = new CountingRandom();
        InputChain chain = new InputChain(List.of(new InputChain.Link(twice, 1.0),
                new InputChain.Link(twice, InputChain.ALWAYS)));
        assertEquals(-1, chain.supply(new InputRequest(concat(), 1, String.class, new Assembly(), random)));
        assertEquals(1, twice.asked.size());
        assertEquals(1, random.doubles);
    }

    @Test
    void shouldRejectAWeightOutsideTheUnitInterval() {
        assertThrows(IllegalArgumentException.class, () -> new InputChain.Link(new NullSource(), 1.5));
    }
}
