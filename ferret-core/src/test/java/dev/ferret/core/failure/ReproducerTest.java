package dev.ferret.core.failure;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.ferret.core.execution.CallClock;
import dev.ferret.core.minimize.Witness;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import dev.ferret.core.oracle.ContractChecker;
import dev.ferret.core.oracle.Contracts;
import dev.ferret.core.oracle.ExceptionPolicy;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReproducerTest {

    /** The JDK's own broken symmetry: a date equals a timestamp of the same instant, not the other way round. */
    private final Reproducer dateAndTimestamp = new Reproducer(new ContractChecker(Contracts.defaults()),
            ExceptionPolicy.defaults(), List.of(Date.class), "equals-symmetric", null, Date.class, null);

    private static List<Statement> dateAndTimestamp() throws Exception {
        List<Statement> s = new ArrayList<>();
        s.add(new Statement(new LiteralOperation(long.class, 0L), new int[0]));
        s.add(new Statement(new ConstructorOperation(Date.class.getConstructor(long.class), Date.class), new int[] {0}));
        s.add(new Statement(new ConstructorOperation(Timestamp.class.getConstructor(long.class), Date.class),
                new int[] {0}));
        return s;
    }

    @Test
    void shouldReproduceTheFailureOfALegalWitness() throws Exception {
        List<Statement> s = dateAndTimestamp();

        assertNotNull(dateAndTimestamp.check(new Witness(s.toArray(new Statement[0]), new int[] {1, 2}),
                CallClock.NONE));
    }

    @Test
    void shouldNotReproduceWithACollectionPutIntoItself() throws Exception {
        // what a replacement may make of list.add(x): list.add(list), illegal when generated
        List<Statement> s = dateAndTimestamp();
        s.add(new Statement(new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class), new int[0]));
        s.add(new Statement(new MethodOperation(ArrayList.class.getMethod("add", Object.class), ArrayList.class,
                ArrayList.class, false), new int[] {3, 3}));

        assertNull(dateAndTimestamp.check(new Witness(s.toArray(new Statement[0]), new int[] {1, 2}), CallClock.NONE));
    }

    @Test
    void shouldNotReproduceWithAMapHoldingADecoratorOfItself() throws Exception {
        // what a minimized witness may build: map.put(k, synchronizedMap(map)), which the judge rules illegal
        List<Statement> s = dateAndTimestamp();
        s.add(new Statement(new ConstructorOperation(java.util.HashMap.class.getConstructor(), java.util.HashMap.class),
                new int[0]));
        s.add(new Statement(new MethodOperation(java.util.Collections.class.getMethod("synchronizedMap",
                java.util.Map.class), java.util.Collections.class, null, false), new int[] {3}));
        s.add(new Statement(new MethodOperation(java.util.HashMap.class.getMethod("put", Object.class, Object.class),
                java.util.HashMap.class, java.util.HashMap.class, false), new int[] {3, 0, 4}));

        assertNull(dateAndTimestamp.check(new Witness(s.toArray(new Statement[0]), new int[] {1, 2}), CallClock.NONE));
        assertNotNull(dateAndTimestamp.check(new Witness(s.subList(0, 5).toArray(new Statement[0]), new int[] {1, 2}),
                CallClock.NONE), "the decorator alone is legal");
    }
}
