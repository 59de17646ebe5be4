/**
 * Two of Klein, Flatt and Findler's bug categories that need generated subclasses, each with a
 * planted bug and a correct twin: a constructor that calls an overridable hook whose override uses
 * the half-built object ({@link dev.ferret.examples.hooks.Widget}, twin
 * {@link dev.ferret.examples.hooks.SafeWidget}), and a query that should have been final, whose
 * override breaks a template method ({@link dev.ferret.examples.hooks.Shelf}, twin
 * {@link dev.ferret.examples.hooks.TidyShelf}).
 */
package dev.ferret.examples.hooks;
