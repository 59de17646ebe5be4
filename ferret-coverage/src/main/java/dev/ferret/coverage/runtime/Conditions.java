package dev.ferret.coverage.runtime;

/**
 * Conditional jumps by opcode, and their mutants: the negated jump ({@code <} to {@code >=},
 * {@code ==} to {@code !=}, PIT's negate-conditionals mutator) and, for orderings, the jump with
 * its boundary moved ({@code <} to {@code <=}, {@code >=} to {@code >}: PIT's conditionals
 * boundary mutator). Opcodes are the JVM's.
 */
final class Conditions {

    static final int IFEQ = 153;
    static final int IFNE = 154;
    static final int IFLT = 155;
    static final int IFGE = 156;
    static final int IFGT = 157;
    static final int IFLE = 158;
    static final int IF_ICMPEQ = 159;
    static final int IF_ICMPLE = 164;
    static final int IF_ACMPEQ = 165;
    static final int IFNULL = 198;

    private Conditions() {
    }

    /** The mutants of a jump: negated, and for an ordering its boundary moved. */
    static int mutants(int opcode) {
        int relation = relation(opcode);
        return relation == IFEQ || relation == IFNE ? 1 : 2;
    }

    /** The opcode jumping like mutant {@code which} of {@code opcode} (0 negated, 1 boundary), or itself for -1. */
    static int mutated(int opcode, int which) {
        if (which < 0) {
            return opcode;
        }
        int offset = opcode - relation(opcode);
        int r = relation(opcode);
        int to = which == 0 ? switch (r) {
            case IFEQ -> IFNE;
            case IFNE -> IFEQ;
            case IFLT -> IFGE;
            case IFGE -> IFLT;
            case IFGT -> IFLE;
            default -> IFGT;
        } : switch (r) {
            case IFLT -> IFLE;
            case IFLE -> IFLT;
            case IFGT -> IFGE;
            default -> IFGT;
        };
        return to + offset;
    }

    /** Whether {@code IFEQ} ... {@code IFLE} jumps on {@code v}. */
    static boolean zero(int opcode, int v) {
        return ints(opcode + (IF_ICMPEQ - IFEQ), v, 0);
    }

    /** Whether {@code IF_ICMPEQ} ... {@code IF_ICMPLE} jumps on {@code a} and {@code b}. */
    static boolean ints(int opcode, int a, int b) {
        return switch (opcode - (IF_ICMPEQ - IFEQ)) {
            case IFEQ -> a == b;
            case IFNE -> a != b;
            case IFLT -> a < b;
            case IFGE -> a >= b;
            case IFGT -> a > b;
            default -> a <= b;
        };
    }

    /** The zero-comparing opcode with the same relation ({@code IF_ICMPLT} to {@code IFLT}). */
    private static int relation(int opcode) {
        return opcode >= IF_ICMPEQ && opcode <= IF_ICMPLE ? opcode - (IF_ICMPEQ - IFEQ) : opcode;
    }
}
