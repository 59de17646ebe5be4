package dev.ferret.core.run;

/**
 * A fixture: keeps the bag it is given and its hash code as it was then, as a hash-based
 * collection keeps an element; changing the bag afterwards breaks equals-hashcode, a rule of use.
 */
public final class RunHolder {

    private final RunBag bag;
    private final int hash;

    public RunHolder(RunBag bag) {
        this.bag = bag;
        this.hash = bag.hashCode();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RunHolder h && h.bag.equals(bag);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
