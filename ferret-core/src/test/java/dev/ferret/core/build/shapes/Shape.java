package dev.ferret.core.build.shapes;

/** An abstract class with a template method over an abstract query and an overridable one. */
public abstract class Shape {

    private final String name;

    protected Shape(String name) {
        this.name = name;
    }

    /** Must be overridden. */
    protected abstract int area();

    /** May be overridden. */
    public int sides() {
        return 0;
    }

    /** Cannot be overridden. */
    public final String describe() {
        return name + ":" + area() + "/" + sides();
    }

    /** Records something (an imperative method bodies may call on this). */
    public void mark(int times) {
        // nothing
    }

    @Override
    public String toString() {
        return name;
    }
}
