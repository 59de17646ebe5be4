package dev.ferret.choice.engine;

/** Mutable path counts of one worker; merged into a {@link Report} at the end. */
final class Counters {
    long explored;
    long structs;
    long assumePrunes;
    long poolPrunes;
    long depthPrunes;
    long failures;
    int maxDepth;

    void add(Counters o) {
        explored += o.explored;
        structs += o.structs;
        assumePrunes += o.assumePrunes;
        poolPrunes += o.poolPrunes;
        depthPrunes += o.depthPrunes;
        failures += o.failures;
        maxDepth = Math.max(maxDepth, o.maxDepth);
    }
}
