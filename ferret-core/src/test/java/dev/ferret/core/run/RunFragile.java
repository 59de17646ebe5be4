package dev.ferret.core.run;

/** Fixture: toString throws once two or more items were pushed (a tostring-returns-normally bug). */
public final class RunFragile {

    private int items;
    private int total;

    public void push(int item) {
        items++;
        total += item;
    }

    public int total() {
        return total;
    }

    public RunFragile merged(RunFragile other) {
        RunFragile r = new RunFragile();
        r.items = items + other.items;
        r.total = total + other.total;
        return r;
    }

    @Override
    public String toString() {
        if (items >= 2) {
            throw new IllegalStateException("cannot print " + items + " items");
        }
        return "RunFragile[" + total + "]";
    }
}
