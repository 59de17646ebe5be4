package dev.ferret.core.oracle;

import java.util.function.Predicate;

/** A contract given by lambdas; the form of every built-in contract. */
final class BuiltinContract implements Contract {

    /** The property itself. */
    @FunctionalInterface
    interface Check {
        boolean holds(Object[] values) throws Throwable;
    }

    private final String name;
    private final int arity;
    private final Predicate<Object[]> applies;
    private final String condition;
    private final Check check;
    private final String nameWhenThrowing;

    BuiltinContract(String name, int arity, Predicate<Object[]> applies, String condition, Check check,
                    String nameWhenThrowing) {
        this.name = name;
        this.arity = arity;
        this.applies = applies;
        this.condition = condition;
        this.check = check;
        this.nameWhenThrowing = nameWhenThrowing;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int arity() {
        return arity;
    }

    @Override
    public boolean appliesTo(Object[] values) {
        return applies.test(values);
    }

    @Override
    public boolean holds(Object[] values) throws Throwable {
        return check.holds(values);
    }

    @Override
    public String condition() {
        return condition;
    }

    @Override
    public String nameWhenThrowing() {
        return nameWhenThrowing;
    }

    @Override
    public String toString() {
        return name;
    }
}
