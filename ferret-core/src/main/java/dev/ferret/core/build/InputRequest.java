package dev.ferret.core.build;

import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Sequence;
import dev.ferret.core.model.Types;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * An input wanted for one parameter of the call being assembled, and the sequence assembled so
 * far, to which an {@link InputSource} appends what produces the value.
 */
public final class InputRequest {

    private final Operation operation;
    private final int slot;
    private final Class<?> type;
    private final Assembly assembly;
    private final RandomGenerator random;

    private final int receiver;

    InputRequest(Operation operation, int slot, Class<?> type, Assembly assembly, RandomGenerator random) {
        this(operation, slot, type, assembly, random, -1);
    }

    /** @param receiver the index of the receiver of the call being assembled, once chosen; -1 for none */
    InputRequest(Operation operation, int slot, Class<?> type, Assembly assembly, RandomGenerator random,
                 int receiver) {
        this.operation = operation;
        this.slot = slot;
        this.type = type;
        this.assembly = assembly;
        this.random = random;
        this.receiver = receiver;
    }

    /**
     * The index in the sequence of the receiver of the instance call being assembled, once it was
     * chosen (for the inputs after it); -1 for none. A generated callback passed to the call may
     * act on it, as a listener acts on the object that notifies it.
     */
    public int receiver() {
        return receiver;
    }

    /** The operation whose call is being assembled. */
    public Operation operation() {
        return operation;
    }

    /** The parameter's position among the operation's inputs (0 is the receiver of an instance method). */
    public int slot() {
        return slot;
    }

    /**
     * The type the value must have: the parameter's declared type, or for an {@code Object}
     * parameter compared with a peer, the receiver's runtime type.
     */
    public Class<?> type() {
        return type;
    }

    /** {@link #type()} boxed. */
    public Class<?> boxedType() {
        return Types.box(type);
    }

    /** Whether the input is the receiver of an instance method (never null). */
    public boolean isReceiver() {
        return slot == 0 && SequenceAssembler.isInstanceCall(operation);
    }

    /** The run's one source of random choices. */
    public RandomGenerator random() {
        return random;
    }

    /**
     * Appends a sequence to the one being assembled.
     *
     * @return the index its first statement gets (its last: this plus its size minus 1)
     */
    public int append(Sequence part) {
        return assembly.append(part);
    }

    /**
     * Appends one statement whose inputs are values already in the sequence.
     *
     * @return its index
     */
    int appendStatement(dev.ferret.core.model.Statement statement) {
        return assembly.collapseWith(statement);
    }

    /** The values already in the sequence, with their runtime types, that may be reused. */
    List<Assembly.Available> available() {
        return assembly.available();
    }

    /** Appends a pool entry's sequence, making its values available for reuse; the value's index. */
    int appendEntry(ValuePool.Entry entry) {
        return assembly.appendEntry(entry);
    }
}
