package dev.ferret.junit.render;

import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.Step;
import java.util.Locale;

/**
 * The words test method names are made of ({@link TestNames}): a call's name, an exception's,
 * a contract's, all letters and digits only.
 */
final class NameWords {

    private NameWords() {
    }

    /** The name a step's call gives a test: {@code add}, {@code newTreeSet}, {@code emptyList}. */
    static String callName(Step step) {
        return step.action().accept(CALL_NAME);
    }

    /** The class whose member a step calls or reads, {@code null} for a literal or generated code. */
    static String owner(Step step) {
        return step.action().memberOwner();
    }

    /** The receiver's step of an instance method call, else -1. */
    static int receiver(Step step) {
        return step.action() instanceof Action.MethodCall m && !m.isStatic() && !step.inputs().isEmpty() ? step.inputs().get(0) : -1;
    }

    /** {@code java.lang.IndexOutOfBoundsException} gives {@code IndexOutOfBounds}. */
    static String exceptionWord(String type) {
        String simple = simpleName(type);
        return simple.endsWith("Exception") && simple.length() > "Exception".length()
                ? simple.substring(0, simple.length() - "Exception".length()) : simple;
    }

    /** What an exception rule adds to the name of the exception thrown. */
    static String ruleWords(String rule) {
        return switch (rule) {
            case "npe-without-null-input" -> "WithoutNullInput";
            case "exception-despite-precondition" -> "DespitePrecondition";
            default -> "";
        };
    }

    /** A contract in a few capitalized words: {@code equals-symmetric} gives {@code EqualsNotSymmetric}. */
    static String contractWords(String contract) {
        String known = switch (contract) {
            case "equals-symmetric" -> "EqualsNotSymmetric";
            case "equals-reflexive" -> "EqualsNotReflexive";
            case "equals-transitive" -> "EqualsNotTransitive";
            case "equals-null" -> "EqualsNullNotFalse";
            case "equals-hashcode" -> "HashCodeDisagreesWithEquals";
            case "compareto-equals" -> "CompareToDisagreesWithEquals";
            case "compareto-reflexive" -> "CompareToNotReflexive";
            case "compareto-antisymmetric" -> "CompareToNotAntisymmetric";
            case "compareto-transitive" -> "CompareToNotTransitive";
            case "equals-returns-normally" -> "EqualsThrows";
            case "hashcode-returns-normally" -> "HashCodeThrows";
            case "tostring-returns-normally" -> "ToStringThrows";
            case "compareto-returns-normally" -> "CompareToThrows";
            case "size-toarray" -> "SizeDisagreesWithToArray";
            default -> null;
        };
        if (known != null) {
            return known;
        }
        int colon = contract.indexOf(':');
        StringBuilder words = new StringBuilder();
        for (String word : (colon > 0 ? contract.substring(0, colon) : contract).split("[^A-Za-z0-9]+")) {
            words.append(capitalize(word));
        }
        return words.length() == 0 ? "Violated" : words.toString();
    }

    /** A class's simple name, letters and digits only. */
    static String simpleName(String binaryName) {
        String simple = binaryName.substring(binaryName.lastIndexOf('.') + 1);
        return identifier(simple.substring(simple.lastIndexOf('$') + 1));
    }

    /** Only the characters of a Java identifier that are letters or digits. */
    static String identifier(String text) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80 && Character.isLetterOrDigit(c)) {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    static String decapitalize(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }

    /** {@code CONSTANT_NAME} gives {@code constantName}. */
    private static String camel(String constant) {
        if (!constant.equals(constant.toUpperCase(Locale.ROOT))) {
            return decapitalize(identifier(constant));
        }
        StringBuilder sb = new StringBuilder();
        for (String word : constant.toLowerCase(Locale.ROOT).split("_+")) {
            sb.append(sb.length() == 0 ? word : capitalize(word));
        }
        return identifier(sb.toString());
    }

    private static final Action.Visitor<String> CALL_NAME = new Action.Visitor<>() {
        @Override
        public String constructorCall(Action.ConstructorCall call) {
            return "new" + simpleName(call.owner());
        }

        @Override
        public String methodCall(Action.MethodCall call) {
            return identifier(call.name());
        }

        @Override
        public String fieldRead(Action.FieldRead read) {
            return camel(read.name());
        }

        @Override
        public String literal(Action.Literal literal) {
            return "literal";
        }

        @Override
        public String arrayLiteral(Action.ArrayLiteral array) {
            return "newArray";
        }

        @Override
        public String implementation(Action.Implementation implementation) {
            return "new" + simpleName(implementation.interfaceType());
        }

        @Override
        public String tempDir(Action.TempDir tempDir) {
            return "tempDir";
        }
    };
}
