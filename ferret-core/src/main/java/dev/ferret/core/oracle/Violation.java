package dev.ferret.core.oracle;

/**
 * A contract found not to hold.
 *
 * @param contract name of the violated contract
 * @param condition the Java condition that fails, with placeholders for the operands
 * @param operands the indices, in the sequence, of the values the contract was checked on
 * @param threw true if checking threw instead of returning false
 * @param subject the runtime class of the first operand, the value the violation is about
 */
public record Violation(String contract, String condition, int[] operands, boolean threw, Class<?> subject) { }
