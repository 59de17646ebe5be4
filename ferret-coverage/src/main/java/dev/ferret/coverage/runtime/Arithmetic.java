package dev.ferret.coverage.runtime;

/**
 * Arithmetic instructions by opcode, and each one's replacement in a math mutant (PIT's math
 * mutator's table): {@code +} and {@code -} swapped, {@code *} to {@code /}, {@code /} and
 * {@code %} to {@code *}, {@code &} and {@code |} swapped, {@code ^} to {@code &}, {@code <<}
 * and {@code >>} swapped, {@code >>>} to {@code <<}. Opcodes are the JVM's, typed by their
 * instruction (IADD 96 ... LUSHR 125).
 */
final class Arithmetic {

    private Arithmetic() {
    }

    /** The opcode a math mutant puts in place of {@code opcode}. */
    static int replacement(int opcode) {
        int kind = kind(opcode);
        int type = opcode >= 120 ? (opcode - 120) % 2 : (opcode - 96) % 4; // 0 int, 1 long, 2 float, 3 double
        int to = switch (kind) {
            case ADD -> SUB;
            case SUB -> ADD;
            case MUL -> DIV;
            case DIV, REM -> MUL;
            case AND -> OR;
            case OR -> AND;
            case XOR -> AND;
            case SHL -> SHR;
            case SHR -> SHL;
            case USHR -> SHL;
            default -> kind;
        };
        return opcode(to, type);
    }

    static int ints(int opcode, int a, int b) {
        return switch (kind(opcode)) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case DIV -> a / b;
            case REM -> a % b;
            case AND -> a & b;
            case OR -> a | b;
            case XOR -> a ^ b;
            case SHL -> a << b;
            case SHR -> a >> b;
            default -> a >>> b;
        };
    }

    static long longs(int opcode, long a, long b) {
        return switch (kind(opcode)) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case DIV -> a / b;
            case REM -> a % b;
            case AND -> a & b;
            case OR -> a | b;
            case XOR -> a ^ b;
            case SHL -> a << b;
            case SHR -> a >> b;
            default -> a >>> b;
        };
    }

    static float floats(int opcode, float a, float b) {
        return switch (kind(opcode)) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case DIV -> a / b;
            default -> a % b;
        };
    }

    static double doubles(int opcode, double a, double b) {
        return switch (kind(opcode)) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case DIV -> a / b;
            default -> a % b;
        };
    }

    static final int ADD = 0;
    static final int SUB = 1;
    static final int MUL = 2;
    static final int DIV = 3;
    static final int REM = 4;
    static final int SHL = 5;
    static final int SHR = 6;
    static final int USHR = 7;
    static final int AND = 8;
    static final int OR = 9;
    static final int XOR = 10;

    /** The operation of an arithmetic opcode: {@link #ADD} ... {@link #XOR}. */
    static int kind(int opcode) {
        if (opcode >= 96 && opcode <= 115) { // IADD .. DREM: four types each
            return (opcode - 96) / 4;
        }
        if (opcode >= 120 && opcode <= 125) { // ISHL .. LUSHR: int and long
            return SHL + (opcode - 120) / 2;
        }
        if (opcode >= 126 && opcode <= 131) { // IAND .. LXOR
            return AND + (opcode - 126) / 2;
        }
        throw new IllegalArgumentException("not arithmetic: " + opcode);
    }

    /** The opcode of operation {@code kind} on {@code type} (0 int, 1 long, 2 float, 3 double). */
    static int opcode(int kind, int type) {
        if (kind <= REM) {
            return 96 + kind * 4 + type;
        }
        if (kind <= USHR) {
            return 120 + (kind - SHL) * 2 + type;
        }
        return 126 + (kind - AND) * 2 + type;
    }
}
