package dev.ferret.core.oracle;

/**
 * A property that must hold of one, two or three values produced by the code under test.
 * Implementations must be stateless and have a public no-argument constructor so users can add
 * their own by class name ({@code --contract com.example.MyContract}).
 *
 * <p>Example: a unary contract {@code x.isValid()} would return {@code "isvalid"} from
 * {@link #name()}, 1 from {@link #arity()}, check {@code x instanceof Foo} in
 * {@link #appliesTo(Object[])}, evaluate {@code ((Foo) x).isValid()} in {@link #holds(Object[])}
 * and return {@code "((com.example.Foo) {0}).isValid()"} from {@link #condition()}.
 */
public interface Contract {

    /** Short stable identifier, lower case with dashes: {@code equals-symmetric}. */
    String name();

    /** Number of values the contract relates: 1, 2 or 3. */
    int arity();

    /** Whether the contract is meaningful for these (non-null) values. */
    boolean appliesTo(Object[] values);

    /**
     * Evaluates the contract. An exception thrown by the code under test propagates; it is then
     * reported as a violation of {@link #nameWhenThrowing()}.
     */
    boolean holds(Object[] values) throws Throwable;

    /**
     * The same property as a Java boolean expression for the emitted test, with {@code {0}},
     * {@code {1}}, {@code {2}} standing for the values. Use fully qualified names and casts, as
     * the values' variables may be declared with a wider type.
     */
    String condition();

    /** The contract reported when {@link #holds} throws; by default this contract. */
    default String nameWhenThrowing() {
        return name();
    }
}
