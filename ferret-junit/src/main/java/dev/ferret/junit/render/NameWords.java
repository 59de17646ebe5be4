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

    /** Prefixes of methods that change their receiver ({@code add}, {@code putIfAbsent}, {@code clear}). */
    private static final java.util.List<String> MUTATORS = java.util.List.of("add", "put", "remove", "set", "clear",
            "push", "pop", "poll", "offer", "insert", "append", "delete", "retain", "replace", "compute", "merge",
            "sort", "shuffle", "reverse", "fill", "trim", "ensure", "increment", "decrement", "drain", "take",
            "prepend", "swap", "rotate", "load", "store", "reset", "update", "move", "copy", "create", "write");

    /** Simple-name endings of classes whose new, argument-less instances are empty. */
    private static final java.util.List<String> CONTAINERS = java.util.List.of("List", "Set", "Map", "Queue", "Deque",
            "Bag", "Trie", "Builder", "Collection", "Stack", "Vector", "Buffer", "Array", "Table", "Cache", "Tree");

    /** Whether a call's name says it changes its receiver: a mutator prefix, alone or before a capital. */
    static boolean isMutator(String call) {
        for (String prefix : MUTATORS) {
            if (call.startsWith(prefix) && (call.length() == prefix.length()
                    || Character.isUpperCase(call.charAt(prefix.length())))) {
                return true;
            }
        }
        return false;
    }

    /**
     * A value in a word or two, or {@code null} when it has none short enough: {@code True},
     * {@code Null}, {@code 3}, {@code Minus1}, {@code Empty} (the empty string), {@code Abc} (a
     * short word), {@code EmptyArray}.
     */
    static String valueWord(Object value) {
        if (value == null) {
            return "Null";
        }
        if (value instanceof Boolean b) {
            return b ? "True" : "False";
        }
        if (value instanceof Number n && !(value instanceof Float) && !(value instanceof Double)
                && Math.abs(n.longValue()) < 1000) {
            return n.longValue() < 0 ? "Minus" + -n.longValue() : String.valueOf(n.longValue());
        }
        if (value instanceof dev.ferret.core.testcase.ArrayValue a) {
            return a.length() == 0 ? "EmptyArray" : null;
        }
        if (value instanceof String s) {
            if (s.isEmpty()) {
                return "Empty";
            }
            return s.length() <= 10 && identifier(s).equals(s) ? capitalize(s) : null;
        }
        return null;
    }

    /**
     * What an observer's answer says of an object, or {@code null}: {@code Empty} or
     * {@code NonEmpty} ({@code isEmpty}), {@code Size2} ({@code size}), {@code Parallel} or
     * {@code NotParallel} ({@code isParallel}), {@code First1} (another observer and its value).
     */
    static String observed(String observer, Object expected) {
        String name = identifier(observer);
        if (name.equals("isEmpty") && expected instanceof Boolean b) {
            return b ? "Empty" : "NonEmpty";
        }
        if (name.equals("toString") || name.equals("hashCode")) {
            return null; // long or arbitrary
        }
        if (expected instanceof Boolean b && name.matches("(is|has|can)[A-Z].*")) {
            if (name.startsWith("has")) { // hasNext: HasNext or NoNext
                return b ? capitalize(name) : "No" + name.substring(3);
            }
            String what = name.startsWith("is") ? name.substring(2) : capitalize(name);
            return b ? what : "Not" + what;
        }
        String value = valueWord(expected);
        if (value == null || expected == null || expected instanceof Boolean
                || expected instanceof dev.ferret.core.testcase.ArrayValue) {
            return null; // getNullText() == null says little
        }
        String what = name.matches("get[A-Z].*") ? name.substring(3) : capitalize(name);
        return what + value;
    }

    /**
     * The state of a value its checks show, most telling first: {@code Empty}, then its size, then
     * another observer's answer, then {@code NonEmpty}; {@code null} when they show none.
     */
    static String state(dev.ferret.core.testcase.GeneratedTest test, int receiver) {
        String other = null;
        String size = null;
        String nonEmpty = null;
        for (dev.ferret.core.testcase.Check check : test.checks()) {
            dev.ferret.core.testcase.Check.ValueCheck v = dev.ferret.core.testcase.Check.valueCheckOrNull(check);
            if (v == null || v.step() != receiver || v.observer() == null) {
                continue;
            }
            String word = observed(v.observer(), v.expected());
            if ("Empty".equals(word)) {
                return word;
            }
            if ("NonEmpty".equals(word)) {
                nonEmpty = word;
            }
            if (word != null && (v.observer().equals("size") || v.observer().equals("length"))) {
                size = size == null ? word : size;
            } else if (word != null && other == null && !"NonEmpty".equals(word)) {
                other = word;
            }
        }
        return size != null ? size : other != null ? other : nonEmpty;
    }

    /**
     * {@code Empty} (a container) or {@code New} when the receiver is made by a constructor without
     * arguments and nothing uses it before the subject step; else {@code null}.
     */
    static String fresh(dev.ferret.core.testcase.GeneratedTest test, int receiver, int subject) {
        Step made = test.steps().get(receiver);
        if (!(made.action() instanceof Action.ConstructorCall c) || !made.inputs().isEmpty()) {
            return null;
        }
        for (int i = receiver + 1; i < subject; i++) {
            if (test.steps().get(i).inputs().contains(receiver)) {
                return null;
            }
        }
        String simple = simpleName(c.owner());
        return CONTAINERS.stream().anyMatch(simple::endsWith) ? "Empty" : "New";
    }

    /**
     * The argument that tells why a call threw, or {@code null}: {@code Null} for a null argument,
     * the type of the first argument for a {@code ClassCastException}, the first whole number for
     * an index or argument error.
     */
    static String argument(dev.ferret.core.testcase.GeneratedTest test, int subject, String thrown) {
        Step step = test.steps().get(subject);
        int first = receiver(step) >= 0 ? 1 : 0;
        String exception = exceptionWord(thrown);
        for (int k = first; k < step.inputs().size(); k++) {
            int input = step.inputs().get(k);
            if (input >= 0 && input < test.steps().size()
                    && test.steps().get(input).action() instanceof Action.Literal l && l.value() == null) {
                return "Null";
            }
        }
        for (int k = first; k < step.inputs().size(); k++) {
            int input = step.inputs().get(k);
            if (input < 0 || input >= test.steps().size()) {
                continue;
            }
            Step in = test.steps().get(input);
            if (exception.equals("ClassCast")) {
                String type = in.variableType() != null ? TypeNames.erasure(in.variableType())
                        : StepWriter.shape(in).naturalType();
                return type == null ? null : capitalize(simpleName(type.replace("[]", "Array")));
            }
            if ((exception.endsWith("OutOfBounds") || exception.equals("IllegalArgument")
                    || exception.equals("NegativeArraySize")) && in.action() instanceof Action.Literal l
                    && (l.value() instanceof Integer || l.value() instanceof Long)) {
                return valueWord(l.value());
            }
        }
        return null;
    }

    /**
     * The first argument of a call (not its receiver) in a word: a literal's value
     * ({@link #valueWord}), else its type's simple name; {@code null} for a call without arguments.
     */
    static String firstArgument(dev.ferret.core.testcase.GeneratedTest test, int subject) {
        Step step = test.steps().get(subject);
        int first = receiver(step) >= 0 ? 1 : 0;
        if (step.inputs().size() <= first) {
            return null;
        }
        int input = step.inputs().get(first);
        if (input < 0 || input >= test.steps().size()) {
            return null;
        }
        Step in = test.steps().get(input);
        if (in.action() instanceof Action.Literal l) {
            String word = valueWord(l.value());
            if (word != null) {
                return word;
            }
        }
        String type = in.variableType() != null ? TypeNames.erasure(in.variableType()) : StepWriter.shape(in).naturalType();
        return type == null ? null : capitalize(simpleName(type.replace("[]", "Array")));
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
