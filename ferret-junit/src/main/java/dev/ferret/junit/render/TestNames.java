package dev.ferret.junit.render;

import dev.ferret.core.testcase.Check;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.Step;
import dev.ferret.core.testcase.TestKind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Names test methods after what a test does and shows: the last call of the class under test
 * and its outcome ({@code removeThrowsIndexOutOfBounds}, {@code addAllThenSize},
 * {@code containsReturnsFalse}), or for an error-revealing test the contract it breaks
 * ({@code equalsNotSymmetricWithTreeSetAfterAdd}, {@code getThrowsNullPointerWithoutNullInput}).
 *
 * <p>Names depend only on the tests and their order, so the same tests give the same names. They
 * are valid Java identifiers of at most {@value #MAX_LENGTH} characters, unique within one class:
 * a name already taken gets a number ({@code add2}, {@code sizeReturns0_2}).
 */
final class TestNames {

    /** The longest name given (before a number that makes it unique). */
    static final int MAX_LENGTH = 60;

    /** Methods of {@code Object} without parameters: a test method of the same name would clash. */
    private static final Set<String> OBJECT_METHODS =
            Set.of("hashCode", "toString", "getClass", "notify", "notifyAll", "wait", "clone", "finalize");

    private TestNames() {
    }

    /** One name per test, in order, unique among themselves. */
    static List<String> of(List<GeneratedTest> tests) {
        List<String> names = new ArrayList<>(tests.size());
        Set<String> taken = new HashSet<>();
        for (GeneratedTest test : tests) {
            String base = baseName(test);
            String name = base;
            String separator = Character.isDigit(base.charAt(base.length() - 1)) ? "_" : "";
            for (int n = 2; !taken.add(name); n++) {
                name = base + separator + n;
            }
            names.add(name);
        }
        return names;
    }

    /** The name of one test before it is made unique. */
    static String baseName(GeneratedTest test) {
        List<String> parts = test.kind() == TestKind.ERROR ? errorParts(test)
                : test.kind() == TestKind.CRASH ? List.of(subject(test), "EndsTheJvm") : regressionParts(test);
        StringBuilder name = new StringBuilder(parts.get(0));
        for (int i = 1; i < parts.size() && name.length() + parts.get(i).length() <= MAX_LENGTH; i++) {
            name.append(parts.get(i));
        }
        String result = name.length() > MAX_LENGTH ? name.substring(0, MAX_LENGTH) : name.toString();
        if (result.isEmpty() || !Character.isJavaIdentifierStart(result.charAt(0))) {
            result = "test" + NameWords.capitalize(result);
        }
        // a name Object's methods or the language already have (Boolean.FALSE gives "false")
        return OBJECT_METHODS.contains(result) || javax.lang.model.SourceVersion.isKeyword(result) ? result + "Call"
                : result;
    }

    /** The parts of a regression test's name: the call, then what it shows, most telling first. */
    private static List<String> regressionParts(GeneratedTest test) {
        int subject = subjectStep(test);
        String call = subject < 0 ? "test" : NameWords.callName(test.steps().get(subject));
        List<String> parts = new ArrayList<>(List.of(call));
        if (subject >= 0) {
            String outcome = outcome(test, subject);
            if (outcome != null) {
                parts.add(outcome);
            }
        }
        return parts;
    }

    private static List<String> errorParts(GeneratedTest test) {
        String call = subject(test);
        for (Check check : test.checks()) {
            List<String> parts = check.accept(new Check.Visitor<List<String>>() {
                @Override
                public List<String> valueCheck(Check.ValueCheck c) {
                    return null;
                }

                @Override
                public List<String> throwsCheck(Check.ThrowsCheck c) {
                    return null;
                }

                @Override
                public List<String> contractCheck(Check.ContractCheck c) {
                    List<String> parts = new ArrayList<>(List.of(NameWords.decapitalize(NameWords.contractWords(c.contract()))));
                    String other = otherOperand(test, c);
                    if (other != null) {
                        parts.add("With" + other);
                    }
                    parts.add("After" + NameWords.capitalize(call));
                    return parts;
                }

                @Override
                public List<String> noExceptionCheck(Check.NoExceptionCheck c) {
                    return List.of(call, "Throws" + NameWords.exceptionWord(c.exceptionType()),
                            NameWords.ruleWords(c.rule()));
                }
            });
            if (parts != null) {
                return parts;
            }
        }
        return List.of(call, NameWords.contractWords(String.valueOf(test.violation())));
    }

    /** The call the test is about, from the failing method or else its subject step. */
    private static String subject(GeneratedTest test) {
        String failing = test.failingMethod();
        if (failing != null && failing.lastIndexOf('.') > 0) {
            String owner = failing.substring(0, failing.lastIndexOf('.'));
            String method = failing.substring(failing.lastIndexOf('.') + 1);
            return method.equals("<init>") ? "new" + NameWords.simpleName(owner) : NameWords.identifier(method);
        }
        int step = subjectStep(test);
        return step < 0 ? "test" : NameWords.callName(test.steps().get(step));
    }

    /**
     * The step the test is about: the step an expected exception wraps, else the last call of the
     * class under test (or of a class nested in it), else the last call; -1 for none.
     */
    static int subjectStep(GeneratedTest test) {
        for (Check check : test.checks()) {
            int wrapped = CheckRoles.wrappedStep(check);
            if (wrapped >= 0 && wrapped < test.steps().size()) {
                return wrapped;
            }
        }
        int lastCall = -1;
        for (int i = test.steps().size() - 1; i >= 0; i--) {
            String owner = NameWords.owner(test.steps().get(i));
            if (owner != null && isOfClass(owner, test.classUnderTest())) {
                return i;
            }
            if (owner != null && lastCall < 0) {
                lastCall = i;
            }
        }
        return lastCall;
    }

    static boolean isOfClass(String owner, String classUnderTest) {
        return owner.equals(classUnderTest) || owner.startsWith(classUnderTest + "$");
    }

    /** What the checks show about the subject step, or {@code null} when they show nothing of it. */
    private static String outcome(GeneratedTest test, int subject) {
        int receiver = NameWords.receiver(test.steps().get(subject));
        String onReceiver = null;
        for (Check check : test.checks()) {
            if (CheckRoles.wrappedStep(check) == subject) {
                String exception = CheckRoles.exceptionType(check);
                return exception == null ? null : "Throws" + NameWords.exceptionWord(exception);
            }
            Check.ValueCheck value = Check.valueCheckOrNull(check);
            String shown = value == null || value.step() != subject ? null : value.observer() == null
                    ? returned(value.expected()) : "Then" + NameWords.capitalize(NameWords.identifier(value.observer()));
            if (shown != null) {
                return shown;
            }
            if (value != null && value.step() == receiver && value.observer() != null && onReceiver == null) {
                onReceiver = "Then" + NameWords.capitalize(NameWords.identifier(value.observer()));
            }
        }
        return onReceiver;
    }

    /** A returned value in a word or two ({@code ReturnsTrue}, {@code ReturnsMinus1}), or {@code null}. */
    private static String returned(Object expected) {
        if (expected == null) {
            return "ReturnsNull";
        }
        if (expected instanceof Boolean b) {
            return b ? "ReturnsTrue" : "ReturnsFalse";
        }
        if (expected instanceof Number n && !(expected instanceof Float) && !(expected instanceof Double)
                && Math.abs(n.longValue()) < 1000) {
            return "Returns" + (n.longValue() < 0 ? "Minus" + -n.longValue() : String.valueOf(n.longValue()));
        }
        if (expected instanceof String s && s.isEmpty()) {
            return "ReturnsEmpty";
        }
        return null; // a value too long for a name: what else the test shows names it
    }

    /** The simple name of the first operand of another type than the first's, if any. */
    private static String otherOperand(GeneratedTest test, Check.ContractCheck contract) {
        List<Integer> operands = contract.operands();
        if (operands.size() < 2) {
            return null;
        }
        String first = typeOf(test, operands.get(0));
        for (int k = 1; k < operands.size(); k++) {
            String type = typeOf(test, operands.get(k));
            if (type != null && !type.equals(first) && TypeNames.primitiveOf(type) == null) {
                return NameWords.simpleName(type.replace("[]", "Array"));
            }
        }
        return null;
    }

    private static String typeOf(GeneratedTest test, int step) {
        if (step < 0 || step >= test.steps().size()) {
            return null;
        }
        Step s = test.steps().get(step);
        return s.variableType() != null ? TypeNames.erasure(s.variableType()) : StepWriter.shape(s).naturalType();
    }

}
