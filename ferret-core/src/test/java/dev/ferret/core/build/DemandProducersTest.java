package dev.ferret.core.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DemandProducersTest {

    private final DemandProducers producers = new DemandProducers();

    private List<String> signatures(Class<?> c) {
        return producers.producersFor(c).stream().map(Operation::signature).toList();
    }

    @Test
    void shouldOfferArrayListConstructorForList() {
        List<String> sigs = signatures(List.class);
        assertTrue(sigs.contains("java.util.ArrayList.<init>()"), sigs.toString());
        assertTrue(sigs.contains("java.util.LinkedList.<init>()"), sigs.toString());
        assertTrue(sigs.contains("java.util.Arrays.asList(java.lang.Object[])"), sigs.toString());
    }

    @Test
    void shouldOnlyOfferProducersWhoseResultFitsTheType() {
        for (Class<?> type : List.of(List.class, Set.class, CharSequence.class, Number.class)) {
            for (Operation op : producers.producersFor(type)) {
                assertTrue(type.isAssignableFrom(Types.box(op.outputType()))
                        || op.outputType() == Object.class, type + " <- " + op);
            }
        }
    }

    @Test
    void shouldSortProducersBySignature() {
        List<String> sigs = signatures(List.class);
        List<String> sorted = new ArrayList<>(sigs);
        sorted.sort(null);
        assertEquals(sorted, sigs);
    }

    @Test
    void shouldOfferArrayLiteralsOfSmallLengthsForArrays() {
        assertEquals(List.of("int[0]", "int[1]", "int[2]", "int[3]"), signatures(int[].class));
        for (Operation op : producers.producersFor(int[].class)) {
            assertEquals(int[].class, op.outputType());
        }
    }

    @Test
    void shouldOfferNothingForPrimitivesOrInaccessibleTypes() {
        assertEquals(List.of(), signatures(int.class));
        assertEquals(List.of(), signatures(Collections2.class));
    }

    @Test
    void shouldCacheResultsPerType() {
        assertSame(producers.producersFor(List.class), producers.producersFor(List.class));
    }

    @Test
    void shouldOfferEnumConstantsForEnums() {
        List<String> sigs = signatures(java.util.concurrent.TimeUnit.class);
        assertTrue(sigs.contains("java.util.concurrent.TimeUnit.DAYS"), sigs.toString());
    }

    private static class Collections2 {
    }

    @Test
    void shouldNameNoFileOfItsOwn() {
        assertEquals(List.of(), signatures(java.nio.file.Path.class), "no Path.of(\"\"), Path.of(URI)");
        assertEquals(List.of(), signatures(java.io.File.class), "no new File(\".\")");
        List<String> streams = signatures(java.io.FileOutputStream.class);
        assertTrue(streams.contains("java.io.FileOutputStream.<init>(java.io.File)"), streams.toString());
        assertTrue(streams.stream().noneMatch(s -> s.contains("<init>(java.lang.String")), streams.toString());
        assertTrue(signatures(java.io.PrintWriter.class).stream().noneMatch(s -> s.contains("<init>(java.lang.String")));
    }

    @Test
    void shouldOfferTheStandardCharsetsAndOptions() {
        assertTrue(signatures(java.nio.charset.Charset.class).contains("java.nio.charset.StandardCharsets.UTF_8"),
                signatures(java.nio.charset.Charset.class).toString());
        assertTrue(signatures(java.nio.file.OpenOption.class).contains("java.nio.file.StandardOpenOption.APPEND"),
                signatures(java.nio.file.OpenOption.class).toString());
    }
}
