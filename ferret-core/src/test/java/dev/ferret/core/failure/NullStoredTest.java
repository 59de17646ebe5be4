package dev.ferret.core.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.core.minimize.FailureOracle;
import dev.ferret.core.minimize.Witness;
import dev.ferret.core.minimize.WitnessRun;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.LiteralOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Statement;
import org.junit.jupiter.api.Test;

class NullStoredTest {

    /** Keeps a name it is handed, null too, and fails on it later. */
    public static final class Label {
        private String name = "";

        public Label() {
        }

        public void setName(String name) {
            this.name = name;
        }

        public int length() {
            return name.length();
        }

        public int lengthWith(String suffix) {
            return name.length() + suffix.length();
        }
    }

    private static Statement call(String method, int... inputs) throws Exception {
        java.lang.reflect.Method m = java.util.Arrays.stream(Label.class.getMethods())
                .filter(x -> x.getName().equals(method)).findFirst().orElseThrow();
        return new Statement(new MethodOperation(m, Label.class, Label.class, false), inputs);
    }

    /** label = new Label(); s = (value); label.setName(s); then the last call. */
    private static Witness witness(String stored, Statement last) throws Exception {
        return new Witness(new Statement[] {
            new Statement(new ConstructorOperation(Label.class.getConstructor(), Label.class), new int[0]),
            new Statement(new LiteralOperation(String.class, stored), new int[0]),
            call("setName", 0, 1),
            last}, new int[] {3});
    }

    /** Whether the witness's last call throws a NullPointerException. */
    private static final FailureOracle NPE_AT_THE_END = w -> WitnessRun.of(w).lastThrew(NullPointerException.class);

    @Test
    void shouldFindTheCallThatStoredTheNull() throws Exception {
        Witness w = witness(null, call("length", 0));

        assertEquals(2, NullStored.storingCall(w, NPE_AT_THE_END));
    }

    @Test
    void shouldNotBlameStorageWhenTheFailingCallIsHandedANullItself() throws Exception {
        Witness w = new Witness(new Statement[] {
            new Statement(new ConstructorOperation(Label.class.getConstructor(), Label.class), new int[0]),
            new Statement(new LiteralOperation(String.class, null), new int[0]),
            call("lengthWith", 0, 1)}, new int[] {2});

        assertEquals(-1, NullStored.storingCall(w, NPE_AT_THE_END));
    }

    @Test
    void shouldNotBlameACallHandedNoNull() throws Exception {
        // a failure that stays without setName("x"): nothing stored a null
        Witness w = witness("x", call("length", 0));

        assertEquals(-1, NullStored.storingCall(w, candidate -> true));
    }

    @Test
    void shouldFindTheLastCallStoringANullBeforeAnObjectsOwnMethodThrew() throws Exception {
        // label.setName(null) last; then label.length() stands for hashCode() throwing after the sequence
        Witness w = new Witness(java.util.Arrays.copyOf(witness(null, call("length", 0)).statements(), 3),
                new int[] {0});
        FailureOracle lengthThrows = candidate -> {
            try {
                ((Label) WitnessRun.of(candidate).values()[0]).length();
                return false;
            } catch (NullPointerException e) {
                return true;
            }
        };

        assertEquals(2, NullStored.storingCallBeforeContract(w, lengthThrows));
        assertEquals(-1, NullStored.storingCall(w, lengthThrows), "the last call is handed the null itself");
    }

    @Test
    void shouldTakeANullHandedToTheMakerOfTheFailingObjectForTheCause() throws Exception {
        // new StringBuilder((String) null) stands for a constructor that stores the null it is handed
        Statement[] made = {
            new Statement(new LiteralOperation(CharSequence.class, null), new int[0]),
            new Statement(new ConstructorOperation(StringBuilder.class.getConstructor(CharSequence.class),
                    StringBuilder.class), new int[] {0})};
        Statement[] plain = {
            new Statement(new LiteralOperation(String.class, "x"), new int[0]),
            new Statement(new ConstructorOperation(StringBuilder.class.getConstructor(CharSequence.class),
                    StringBuilder.class), new int[] {0})};

        assertEquals(1, NullStored.storingCallBeforeContract(new Witness(made, new int[] {1}), candidate -> true));
        assertEquals(-1, NullStored.storingCallBeforeContract(new Witness(plain, new int[] {1}), candidate -> true));
        assertEquals(-1, NullStored.nullMadeOperand(new Witness(made, new int[] {0})), "a null is made by nothing");
    }
}
