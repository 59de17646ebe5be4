/**
 * Rendering of generated tests as Java source with JavaPoet. Entry point:
 * {@link dev.ferret.junit.render.TestRenderer}.
 */
package dev.ferret.junit.render;
