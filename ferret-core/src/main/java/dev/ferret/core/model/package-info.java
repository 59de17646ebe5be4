/**
 * The generation model: {@link dev.ferret.core.model.Operation operations} (constructors,
 * methods, fields, literals, arrays) and immutable {@link dev.ferret.core.model.Sequence
 * sequences} of calls that share their sub-sequences.
 */
package dev.ferret.core.model;
