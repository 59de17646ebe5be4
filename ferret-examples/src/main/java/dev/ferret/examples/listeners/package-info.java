/**
 * Two of Klein, Flatt and Findler's bug categories that need only generated implementations of
 * interfaces, each with a correct twin: a listener that changes the object while it notifies
 * ({@link dev.ferret.examples.listeners.Inventory}, twin
 * {@link dev.ferret.examples.listeners.SnapshotInventory}), and a re-entrant loader
 * ({@link dev.ferret.examples.listeners.LoadingCache}, twin
 * {@link dev.ferret.examples.listeners.ReentrantCache}); and a correct class whose callbacks'
 * exceptions and {@code null} results simply propagate ({@link dev.ferret.examples.listeners.Pipeline}).
 */
package dev.ferret.examples.listeners;
