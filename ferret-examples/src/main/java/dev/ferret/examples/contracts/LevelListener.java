package dev.ferret.examples.contracts;

import dev.ferret.contracts.Requires;

/**
 * Told each time the level of a {@link Tank} or a {@link SafeTank} changes. Its contract: the
 * level it is told is between empty (0) and full (10), so a listener may rely on it (index a
 * gauge's ten segments with it, say).
 */
public interface LevelListener {
    @Requires("level >= 0 && level <= 10")
    void levelChanged(int level);
}
