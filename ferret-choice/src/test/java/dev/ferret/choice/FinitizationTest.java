package dev.ferret.choice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Generated;
import dev.ferret.choice.engine.Mode;
import dev.ferret.choice.engine.Report;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class FinitizationTest {

    /** Strictly ascending lists over 0..n-1 of distinct nodes: 2^n of them, up to isomorphism. */
    private static final int N = 3;

    @Test
    void shouldGenerateEveryValidStructureBySettingFieldsInOrderWhereReadsAreNotWoven() {
        Report<ChainFixture.Chain> r = Explorer.of(ChainFixture.chains(N)).withMode(Mode.DELAYED).collect();
        Set<List<Integer>> values = r.values().stream().map(g -> g.value().values()).collect(Collectors.toSet());
        assertEquals(Set.of(List.of(), List.of(0), List.of(1), List.of(2), List.of(0, 1), List.of(0, 2),
                List.of(1, 2), List.of(0, 1, 2)), values);
        assertTrue(r.structs() > values.size(), "node renamings and unreachable nodes count apart: " + r.structs());
    }

    @Test
    void shouldChooseFieldsAtTheirFirstReadWhereReadsAreWovenAndBuildEachStructureOnce() {
        Report<ChainFixture.WovenChain> lazy = Finitization.lazily(
                () -> Explorer.of(ChainFixture.wovenChains(N)).withMode(Mode.DELAYED).collect());
        List<List<Integer>> values = lazy.values().stream().map(g -> g.value().values()).toList();
        assertEquals(1 << N, values.size(), "one structure per sorted list: " + values);
        assertEquals(values.size(), new HashSet<>(values).size());
        long eager = Explorer.of(ChainFixture.chains(N)).withMode(Mode.DELAYED).count().explored();
        assertTrue(lazy.explored() * 10 < eager, "lazy " + lazy.explored() + " vs eager " + eager);
    }

    @Test
    void shouldHandOutCanonicalTrailsThatRebuildTheStructuresWithoutWeaving() {
        Generator<ChainFixture.WovenChain> g = ChainFixture.wovenChains(N);
        List<String> trails = Replay.trails(g, 100, 100_000);
        assertEquals(1 << N, trails.size());
        Set<List<Integer>> rebuilt = new HashSet<>();
        for (String t : trails) {
            ChainFixture.WovenChain c = Replay.of(g, t); // not lazily: every field set in canonical order
            assertTrue(c.repOK());
            rebuilt.add(c.values());
        }
        Set<List<Integer>> direct = Explorer.of(ChainFixture.chains(N)).withMode(Mode.DELAYED).collect().values()
                .stream().map(Generated::value).map(ChainFixture.Chain::values).collect(Collectors.toSet());
        assertEquals(direct, rebuilt);
    }

    @Test
    void shouldSampleAValidStructureLazily() {
        Generator<ChainFixture.WovenChain> g = ChainFixture.wovenChains(4);
        for (long seed = 0; seed < 10; seed++) {
            String t = Replay.sample(g, seed, 1_000);
            assertTrue(Replay.<ChainFixture.WovenChain>of(g, t).repOK(), t);
        }
    }

    @Test
    void shouldRefuseFieldsThatDoNotExistOrDoNotFit() {
        assertThrows(IllegalArgumentException.class,
                () -> Finitization.of(ChainFixture.Chain.class).ints(ChainFixture.Node.class, "missing", 0, 1));
        assertThrows(IllegalArgumentException.class,
                () -> Finitization.of(ChainFixture.Chain.class).ints(ChainFixture.Node.class, "next", 0, 1));
        assertThrows(IllegalArgumentException.class,
                () -> Finitization.of(ChainFixture.Chain.class).booleans(ChainFixture.Node.class, "value"));
    }
}
