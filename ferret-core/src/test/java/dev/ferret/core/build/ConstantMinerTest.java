package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.LiteralOperation;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ConstantMinerTest {

    private static Set<Object> values(List<LiteralOperation> ops) {
        return ops.stream().map(LiteralOperation::value).collect(Collectors.toSet());
    }

    @Test
    void shouldMineStringConstants() {
        List<LiteralOperation> ops = ConstantMiner.mine(MinerFixture.class);
        assertTrue(values(ops).contains("ferret-marker"), ops.toString());
        assertTrue(values(ops).contains("small"), ops.toString());
        LiteralOperation marker = ops.stream().filter(o -> "ferret-marker".equals(o.value())).findFirst().orElseThrow();
        assertEquals(String.class, marker.outputType());
    }

    @Test
    void shouldMineNumericConstantsWithTheirPrimitiveTypes() {
        List<LiteralOperation> ops = ConstantMiner.mine(MinerFixture.class);
        Map<Object, Class<?>> types = ops.stream()
                .collect(Collectors.toMap(LiteralOperation::value, LiteralOperation::outputType, (a, b) -> a));
        assertEquals(int.class, types.get(54_321), ops.toString());
        assertEquals(long.class, types.get(77_777L), ops.toString());
        assertEquals(double.class, types.get(2.75), ops.toString());
        assertEquals(float.class, types.get(1.25f), ops.toString());
    }

    @Test
    void shouldSkipHugeNumbersAndLongStrings() {
        Set<Object> v = values(ConstantMiner.mine(MinerFixture.class));
        assertFalse(v.contains(5_000_000));
        assertFalse(v.contains(MinerFixture.TOO_LONG));
    }

    @Test
    void shouldNotReturnDuplicates() {
        List<LiteralOperation> ops = ConstantMiner.mine(MinerFixture.class);
        Set<String> sigs = new HashSet<>();
        for (LiteralOperation op : ops) {
            assertTrue(sigs.add(op.signature()), "duplicate " + op.signature());
        }
    }

    @Test
    void shouldReturnEmptyForNonClassFileData() throws Exception {
        assertEquals(List.of(), ConstantMiner.parse(new DataInputStream(new ByteArrayInputStream(
                new byte[] {1, 2, 3, 4, 0, 0, 0, 0, 0, 0}))));
    }

    @Test
    void shouldGroupMinedLiteralsByBoxedType() {
        Map<Class<?>, List<LiteralOperation>> mined = LiteralMining.mine(List.of(MinerFixture.class, MinerFixture.class));
        assertTrue(mined.containsKey(String.class));
        assertTrue(mined.containsKey(Integer.class));
        assertTrue(mined.containsKey(Long.class));
        assertFalse(mined.containsKey(int.class));
        long markers = mined.get(String.class).stream().filter(o -> "ferret-marker".equals(o.value())).count();
        assertEquals(1, markers, "mining the same class twice must not duplicate literals");
    }
}
