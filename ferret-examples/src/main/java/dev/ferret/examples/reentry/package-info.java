/**
 * Klein, Flatt and Findler's missing state preconditions that only a callback calling back into
 * the method that called it reveals, each with a planted bug and a correct twin: a listener that
 * sets another setting while {@code set} notifies ({@link dev.ferret.examples.reentry.Settings},
 * twin {@link dev.ferret.examples.reentry.SafeSettings}), and a loader that asks its own cache
 * for another key ({@link dev.ferret.examples.reentry.BoundedCache}, twin
 * {@link dev.ferret.examples.reentry.SafeBoundedCache}). A callback that always calls back
 * recurses without end; these bugs show when it calls back a bounded number of times.
 */
package dev.ferret.examples.reentry;
