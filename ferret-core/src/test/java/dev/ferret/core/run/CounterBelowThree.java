package dev.ferret.core.run;

import dev.ferret.core.oracle.Contract;

/** Fixture: a user contract, loaded by class name, that fails once a RunCounter reaches 3. */
public final class CounterBelowThree implements Contract {

    @Override
    public String name() {
        return "counter-below-three";
    }

    @Override
    public int arity() {
        return 1;
    }

    @Override
    public boolean appliesTo(Object[] values) {
        return values[0].getClass().getName().equals("dev.ferret.core.run.RunCounter");
    }

    @Override
    public boolean holds(Object[] values) throws Throwable {
        return (int) values[0].getClass().getMethod("get").invoke(values[0]) < 3;
    }

    @Override
    public String condition() {
        return "((dev.ferret.core.run.RunCounter) {0}).get() < 3";
    }
}
