package dev.ferret.worker.environment;

import dev.ferret.core.run.ClassRewriter;
import dev.ferret.guard.boot.ShiftedTime;
import dev.ferret.guard.time.ClockRewriter;
import java.util.List;

/**
 * The guard's clock rewriter as one of the worker's class rewriters: the clock reads of every
 * class of the code under test go through {@link ShiftedTime}, which the code under test's loader
 * takes from Ferret's (so the worker and the code under test share one shift).
 */
public final class ClockRewriting implements ClassRewriter {

    @Override
    public byte[] rewrite(String className, byte[] classFile) {
        byte[] rewritten = ClockRewriter.rewrite(classFile);
        return rewritten == null ? classFile : rewritten;
    }

    /** @return {@link ShiftedTime} (and nothing else of its package) */
    @Override
    public List<String> runtimePackages() {
        return List.of(ShiftedTime.class.getName());
    }
}
