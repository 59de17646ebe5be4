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
 * Names test methods after what a test does and shows: the last call of the class under test,
 * the state of the receiver it ran on, the argument that made it throw, its outcome and the state
 * a mutator left ({@code lastKeyOnEmptyThrowsNoSuchElement}, {@code containsKeyWithNullThrowsNullPointer},
 * {@code getOnSize2ReturnsNull}, {@code addReturnsTrueLeavesSize1}), or for an error-revealing test
 * the contract it breaks ({@code equalsNotSymmetricWithTreeSetAfterAdd},
 * {@code getThrowsNullPointerWithoutNullInput}).
 *
 * <p>Names depend only on the tests and their order, so the same tests give the same names. They
 * are valid Java identifiers of at most {@value #MAX_LENGTH} characters, unique within one class:
 * a name already taken says what the call was given ({@code capitalizeWithEmptyReturnsEmpty}),
 * else gets a number ({@code add2}, {@code sizeReturns0_2}).
 */
final class TestNames {

    /** The longest name given (before a number that makes it unique). */
    static final int MAX_LENGTH = 50;

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
            if (taken.contains(base)) { // another test has it: say what this one was called with, else number it
                String argued = baseName(test, true);
                if (!taken.contains(argued)) {
                    name = argued;
                } else {
                    String separator = Character.isDigit(base.charAt(base.length() - 1)) ? "_" : "";
                    for (int n = 2; taken.contains(name); n++) {
                        name = base + separator + n;
                    }
                }
            }
            taken.add(name);
            names.add(name);
        }
        return names;
    }

    /** The name of one test before it is made unique. */
    static String baseName(GeneratedTest test) {
        return baseName(test, false);
    }

    /**
     * @param argued whether a regression test's name also says what its call was given
     *     ({@code capitalizeWithEmptyReturnsEmpty}), to tell it from another test of the same name
     */
    static String baseName(GeneratedTest test, boolean argued) {
        String name;
        if (test.kind() == TestKind.REGRESSION) {
            name = joined(regressionParts(test, argued));
        } else {
            List<String> parts = test.kind() == TestKind.ERROR ? errorParts(test) : List.of(subject(test), "EndsTheJvm");
            StringBuilder joined = new StringBuilder(parts.get(0));
            for (int i = 1; i < parts.size() && joined.length() + parts.get(i).length() <= MAX_LENGTH; i++) {
                joined.append(parts.get(i));
            }
            name = joined.toString();
        }
        String result = name.length() > MAX_LENGTH ? name.substring(0, MAX_LENGTH) : name;
        if (result.isEmpty() || !Character.isJavaIdentifierStart(result.charAt(0))) {
            result = "test" + NameWords.capitalize(result);
        }
        // a name Object's methods or the language already have (Boolean.FALSE gives "false")
        return OBJECT_METHODS.contains(result) || javax.lang.model.SourceVersion.isKeyword(result) ? result + "Call"
                : result;
    }

    /** The parts joined, leaving out those of the lowest priority (highest number) while too long. */
    private static String joined(List<Part> parts) {
        int dropFrom = Integer.MAX_VALUE;
        while (true) {
            StringBuilder name = new StringBuilder();
            int highest = 0;
            for (Part part : parts) {
                if (part.priority() < dropFrom) {
                    name.append(part.text());
                    highest = Math.max(highest, part.priority());
                }
            }
            if (name.length() <= MAX_LENGTH || highest == 0) {
                return name.toString();
            }
            dropFrom = highest;
        }
    }

    /**
     * The parts of a regression test's name, in order, each with its priority (0 is always kept;
     * higher ones are left out first when the name would be too long): the call, the receiver's
     * state it ran on or the argument that made it throw, the outcome, the state it left.
     */
    private static List<Part> regressionParts(GeneratedTest test, boolean argued) {
        int subject = subjectStep(test);
        if (subject < 0) {
            return List.of(new Part("test", 0));
        }
        Step step = test.steps().get(subject);
        String call = NameWords.callName(step);
        List<Part> parts = new ArrayList<>(List.of(new Part(call, 0)));
        int receiver = NameWords.receiver(step);
        String state = receiver < 0 ? null : NameWords.state(test, receiver);
        boolean mutator = NameWords.isMutator(call);
        String thrown = thrown(test, subject);
        String outcome = thrown != null ? "Throws" + NameWords.exceptionWord(thrown) : returned(test, subject);
        if (!mutator && state == null && receiver >= 0 && outcome != null) {
            state = NameWords.fresh(test, receiver, subject); // empty or new, as made
        }
        if (state != null && state.startsWith(NameWords.capitalize(call.replaceFirst("^(is|get)(?=[A-Z])", "")))) {
            state = null; // sizeReturns2, not sizeOnSize2Returns2
        }
        if (!mutator && state != null) {
            parts.add(new Part("On" + state, 2));
        }
        String argument = thrown == null ? null : NameWords.argument(test, subject, thrown);
        if (argument == null && argued) {
            argument = NameWords.firstArgument(test, subject);
        }
        if (argument != null) { // intersectionWithNull, not intersectionWithWithNull
            parts.add(new Part((call.endsWith("With") ? "" : "With") + argument, argued ? 0 : 1));
        }
        if (outcome != null) {
            parts.add(new Part(outcome, 0));
        }
        if (mutator && state != null) {
            parts.add(new Part("Leaves" + state, outcome == null ? 0 : 2));
        }
        if (outcome == null && state == null) {
            String shown = shownOfOthers(test);
            if (shown != null) {
                parts.add(new Part(shown, 1));
            }
        }
        return parts;
    }

    /** A part of a name and its priority: 0 always kept, higher left out first when the name is too long. */
    private record Part(String text, int priority) { }

    /** The exception the test expects of the subject step, or {@code null}. */
    private static String thrown(GeneratedTest test, int subject) {
        for (Check check : test.checks()) {
            if (CheckRoles.wrappedStep(check) == subject) {
                return CheckRoles.exceptionType(check);
            }
        }
        return null;
    }

    /**
     * What the checks show of the subject's result: {@code ReturnsTrue}, {@code ReturnsMinus1}
     * (the value in a word), {@code ReturnsEmpty}, {@code ReturnsSize2} (observers' answers about
     * it, {@code IsEmpty} of a constructor's), or {@code null}.
     */
    private static String returned(GeneratedTest test, int subject) {
        for (Check check : test.checks()) {
            Check.ValueCheck value = Check.valueCheckOrNull(check);
            if (value != null && value.step() == subject && value.observer() == null) {
                String word = NameWords.valueWord(value.expected());
                if (word != null) {
                    return "Returns" + word;
                }
            }
        }
        String observed = NameWords.state(test, subject);
        boolean constructor = test.steps().get(subject).action() instanceof dev.ferret.core.testcase.Action.ConstructorCall;
        return observed == null ? null : (constructor ? "Is" : "Returns") + observed;
    }

    /** For a test whose checks say nothing of its subject: the first observer it asserts ({@code ThenSize}). */
    private static String shownOfOthers(GeneratedTest test) {
        for (Check check : test.checks()) {
            Check.ValueCheck value = Check.valueCheckOrNull(check);
            if (value != null && value.observer() != null) {
                return "Then" + NameWords.capitalize(NameWords.identifier(value.observer()));
            }
        }
        return null;
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
