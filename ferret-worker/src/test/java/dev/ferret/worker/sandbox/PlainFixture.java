package dev.ferret.worker.sandbox;

import java.util.ArrayList;
import java.util.List;

/** Code under test that the sandbox leaves alone: its only static writes are its own initializer's. */
public class PlainFixture {
    static int shared = 1;
    static final List<String> LOG = new ArrayList<>();

    public int twice(int x) {
        LOG.add("twice");
        return 2 * x + shared;
    }
}
