package dev.ferret.examples.bugs;

/**
 * Planted bug ({@code hashcode-returns-normally}): hashCode divides by the number of samples, so
 * {@code new RunningAverage().hashCode()} throws ArithmeticException.
 */
public final class RunningAverage {
    private long sum;
    private int count;

    public void add(int sample) {
        sum += sample;
        count++;
    }

    public int count() {
        return count;
    }

    public long average() {
        if (count == 0) {
            throw new IllegalStateException("no samples");
        }
        return sum / count;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RunningAverage r && sum == r.sum && count == r.count;
    }

    @Override
    public int hashCode() {
        return 31 * count + Long.hashCode(sum / count); // BUG: division by zero when empty
    }

    @Override
    public String toString() {
        return "average of " + count + " samples";
    }
}
