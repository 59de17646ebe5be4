package dev.ferret.stateful.replay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.ferret.core.model.ArrayOperation;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.FieldOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.ScratchOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.examples.stateful.ChainList;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Recorded sequences survive the portable form: another loader rebuilds the same statements, and they run. */
class SequenceCodecTest {

    private static Statement[] sequence() throws Exception {
        return new Statement[] {
            new Statement(new LiteralOperation(int.class, 3), new int[0]),
            new Statement(new ConstructorOperation(ChainList.class.getConstructor(int.class), ChainList.class),
                    new int[] {0}),
            new Statement(new MethodOperation(ChainList.class.getMethod("wipeOut"), ChainList.class, ChainList.class,
                    false), new int[] {1}),
            new Statement(new LiteralOperation(String.class, "a b,\nc - %"), new int[0]),
            new Statement(LiteralOperation.nullOf(String.class), new int[0]),
            new Statement(new LiteralOperation(char.class, 'ü'), new int[0]),
            new Statement(new LiteralOperation(double.class, -0.0), new int[0]),
            new Statement(new FieldOperation(Integer.class.getField("MAX_VALUE"), Integer.class, null), new int[0]),
            new Statement(new ArrayOperation(String.class, 2), new int[] {3, 4}),
            new Statement(new ConstructorOperation(ArrayList.class.getConstructor(), null).instantiated(
                    List.of(String.class)), new int[0]),
            new Statement(new MethodOperation(ChainList.class.getMethod("append", ChainList.class), ChainList.class,
                    ChainList.class, true), new int[] {1, 1}),
        };
    }

    @Test
    void shouldDecodeTheSameStatementsThatRunTheSame() throws Throwable {
        Statement[] recorded = sequence();
        String text = SequenceCodec.encode(recorded);
        Statement[] replayed = SequenceCodec.decode(text, getClass().getClassLoader());
        assertEquals(recorded.length, replayed.length);
        for (int i = 0; i < recorded.length; i++) {
            assertEquals(recorded[i].operation().signature(), replayed[i].operation().signature(), "statement " + i);
            assertEquals(recorded[i].operation().owner(), replayed[i].operation().owner(), "owner of " + i);
            assertEquals(recorded[i].operation().overloaded(), replayed[i].operation().overloaded(), "overloaded " + i);
            assertArrayEquals(recorded[i].inputs(), replayed[i].inputs(), "inputs of " + i);
        }
        assertEquals(List.of(String.class), ((ConstructorOperation) replayed[9].operation()).typeArguments());
        assertEquals("a b,\nc - %", ((LiteralOperation) replayed[3].operation()).value());
        assertNull(((LiteralOperation) replayed[4].operation()).value(), "null, not the string \"-\"");
        assertEquals('ü', ((LiteralOperation) replayed[5].operation()).value());
        assertEquals(Double.doubleToRawLongBits(-0.0),
                Double.doubleToRawLongBits((Double) ((LiteralOperation) replayed[6].operation()).value()));
        Object list = replayed[1].operation().execute(new Object[] {3});
        replayed[2].operation().execute(new Object[] {list});
        assertEquals(true, ((ChainList) list).isEmpty(), "the decoded calls run");
    }

    @Test
    void shouldRefuseASequenceWhoseClassIsGone() throws Exception {
        String text = SequenceCodec.encode(sequence()).replace("ChainList", "GoneList");
        assertNull(SequenceCodec.decode(text, getClass().getClassLoader()));
        assertNull(SequenceCodec.decode("not a sequence", getClass().getClassLoader()));
    }

    @Test
    void shouldDecodeTheTemporaryDirectoryToTheReplayingRunsOwn() throws Throwable {
        ScratchOperation recording = new ScratchOperation(Path.of("/tmp/ferret-scratch-recording"));
        Statement[] recorded = {
            new Statement(recording, new int[0]),
            new Statement(new LiteralOperation(String.class, "a.txt"), new int[0]),
            new Statement(new MethodOperation(Path.class.getMethod("resolve", String.class), Path.class, null, true),
                    new int[] {0, 1}),
        };
        String text = SequenceCodec.encode(recorded);
        ScratchOperation replaying = new ScratchOperation(Path.of("/tmp/ferret-scratch-replaying"));
        Statement[] replayed = SequenceCodec.decode(text, getClass().getClassLoader(), replaying);
        assertSame(replaying, replayed[0].operation());
        assertEquals(Path.of("/tmp/ferret-scratch-replaying/a.txt"), replayed[2].operation().execute(
                new Object[] {replaying.directory(), "a.txt"}));
        assertNull(SequenceCodec.decode(text, getClass().getClassLoader()), "a run without one cannot use it");
    }
}
