package dev.ferret.core.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.minimize.Witness;
import dev.ferret.core.model.ConstructorOperation;
import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class UsageRulesTest {

    private static final ConstructorOperation NEW_LIST;
    private static final MethodOperation WRAP;
    private static final MethodOperation ADD;
    private static final MethodOperation CLEAR;
    private static final MethodOperation ADD_ALL;

    static {
        try {
            NEW_LIST = new ConstructorOperation(ArrayList.class.getConstructor(), ArrayList.class);
            WRAP = new MethodOperation(Collections.class.getMethod("synchronizedList", List.class), Collections.class,
                    Collections.class, false);
            ADD = new MethodOperation(List.class.getMethod("add", Object.class), List.class, List.class, true);
            CLEAR = new MethodOperation(List.class.getMethod("clear"), List.class, List.class, false);
            ADD_ALL = new MethodOperation(Collections.class.getMethod("addAll", java.util.Collection.class,
                    Object[].class), Collections.class, Collections.class, false);
        } catch (NoSuchMethodException e) {
            throw new AssertionError(e);
        }
    }

    private static Statement s(Operation op, int... in) {
        return new Statement(op, in);
    }

    @Test
    void shouldSeeAChangeOfACapturedValueOrThroughAnotherDecoratorOfIt() {
        // 0 list; 1 a = wrap(list); 2 b = wrap(list); 3 list.clear(); 4 a.clear()
        Statement[] flat = {s(NEW_LIST), s(WRAP, 0), s(WRAP, 0), s(CLEAR, 0), s(CLEAR, 1)};
        assertTrue(UsageRules.capturedBefore(flat, 0, 3, -1), "the list changed after wrap captured it");
        assertTrue(UsageRules.changesSharedBacking(flat, 1, 4), "a changes the list b captured too");
        assertFalse(UsageRules.changesSharedBacking(flat, 1, 2), "nothing but a's own creator captured the list yet");
    }

    @Test
    void shouldFollowADecoratorOfAViewBackToTheObjectItViews() throws Exception {
        MethodOperation subList = new MethodOperation(List.class.getMethod("subList", int.class, int.class), List.class,
                List.class, false);
        dev.ferret.core.model.LiteralOperation zero = new dev.ferret.core.model.LiteralOperation(int.class, 0);
        // 0 list; 1 holder; 2 holder.add(list); 3 0; 4 view = list.subList(0, 0); 5 d = wrap(view); 6 d.clear()
        Statement[] flat = {s(NEW_LIST), s(NEW_LIST), s(ADD, 1, 0), s(zero), s(subList, 0, 3, 3), s(WRAP, 4),
            s(CLEAR, 5)};
        assertTrue(UsageRules.changesSharedBacking(flat, 5, 6),
                "clearing a decorator of a view of the list changes the list the holder keeps");
        Statement[] notHeld = {s(NEW_LIST), s(NEW_LIST), s(ADD, 1, 3), s(zero), s(subList, 0, 3, 3), s(WRAP, 4),
            s(CLEAR, 5)};
        assertFalse(UsageRules.changesSharedBacking(notHeld, 5, 6), "nothing else keeps the list");
    }

    @Test
    void shouldSeeAChangeOfAnObjectWhoseViewADecoratorHolds() throws Exception {
        MethodOperation subList = new MethodOperation(List.class.getMethod("subList", int.class, int.class), List.class,
                List.class, false);
        dev.ferret.core.model.LiteralOperation zero = new dev.ferret.core.model.LiteralOperation(int.class, 0);
        // 0 list; 1 0; 2 view = list.subList(0, 0); 3 d = wrap(view), the failing object; 4 list.clear()
        Statement[] flat = {s(NEW_LIST), s(zero), s(subList, 0, 1, 1), s(WRAP, 2), s(CLEAR, 0)};
        assertTrue(UsageRules.viewCapturedBefore(flat, 0, 4), "the decorator holds a view of the list");
        assertEquals(UsageRules.MUTATION_AFTER_CAPTURE, UsageRules.broken(new Witness(flat, new int[] {3}),
                candidate -> candidate.size() == flat.length));
        Statement[] viewAlone = {s(NEW_LIST), s(zero), s(subList, 0, 1, 1), s(CLEAR, 0)};
        assertFalse(UsageRules.viewCapturedBefore(viewAlone, 0, 3), "a view nothing holds");
    }

    @Test
    void shouldBlameTheRuleOnlyWhenTheFailureVanishesWithoutTheChange() throws Exception {
        // 0 list; 1 wrap(list), the failing object; 2 other; 3 list.add(other)
        Statement[] flat = {s(NEW_LIST), s(WRAP, 0), s(NEW_LIST), s(ADD, 0, 2)};
        Witness w = new Witness(flat, new int[] {1});
        assertEquals(UsageRules.MUTATION_AFTER_CAPTURE,
                UsageRules.broken(w, candidate -> candidate.size() == flat.length));
        assertNull(UsageRules.broken(w, candidate -> true), "fails without the change too: not the rule");
        Witness onTheFailingObject = new Witness(new Statement[] {s(NEW_LIST), s(WRAP, 0), s(NEW_LIST), s(ADD, 1, 2)},
                new int[] {1});
        assertNull(UsageRules.broken(onTheFailingObject, candidate -> false), "a change through the failing object");
        Witness twoViews = new Witness(new Statement[] {s(NEW_LIST), s(WRAP, 0), s(WRAP, 0), s(NEW_LIST),
            s(ADD, 1, 3)}, new int[] {1, 2});
        assertEquals(UsageRules.MUTATION_AFTER_CAPTURE, UsageRules.broken(twoViews, candidate -> false),
                "a change through one of two views of one list, though both are failing objects");
    }

    private static boolean copies(Witness candidate) {
        return java.util.Arrays.stream(candidate.statements())
                .anyMatch(st -> st.operation() instanceof ConstructorOperation c && c.outputType() == ArrayList.class
                        && st.inputs().length == 1);
    }

    @Test
    void shouldSeeAComparedCollectionChangedBehindTheDecoratorThatKeptIt() throws Exception {
        // 0 list; 1 d = wrap(list); 2 list.clear(); the failure compares list and d
        Statement[] flat = {s(NEW_LIST), s(WRAP, 0), s(CLEAR, 0)};
        Witness w = new Witness(flat, new int[] {1, 0});
        List<Witness> tried = new ArrayList<>();
        // a decorator: the failure needs the change, and goes when wrap is handed a copy of the list
        assertEquals(UsageRules.MUTATION_AFTER_CAPTURE, UsageRules.broken(w, candidate -> {
            tried.add(candidate);
            return candidate.size() == flat.length + 1 ? !copies(candidate) : candidate.size() == flat.length;
        }));
        Witness copied = tried.stream().filter(UsageRulesTest::copies).findFirst().orElseThrow();
        assertEquals(List.of(ArrayList.class, ArrayList.class, List.class, void.class), java.util.Arrays.stream(
                copied.statements()).map(st -> st.operation().outputType()).toList(), "new ArrayList(list) before wrap");
        assertEquals(1, copied.statements()[2].inputs()[0], "wrap takes the copy");
        assertEquals(List.of(2, 0), java.util.Arrays.stream(copied.anchors()).boxed().toList());
        // a copy constructor: it fails with a copy too, so the library answers for it
        assertNull(UsageRules.broken(w, candidate -> candidate.size() != flat.length - 1));
        // and a failure that stays without the change is not the rule's
        assertNull(UsageRules.broken(w, candidate -> !copies(candidate)));
    }

    @Test
    void shouldSeeAChangeOfACollectionWhileItIsAnElementOfASetEvenWhenItIsComparedItself() throws Exception {
        ConstructorOperation newSet = new ConstructorOperation(java.util.HashSet.class.getConstructor(),
                java.util.HashSet.class);
        MethodOperation setAdd = new MethodOperation(java.util.Set.class.getMethod("add", Object.class),
                java.util.Set.class, java.util.Set.class, false);
        // 0 set; 1 list; 2 set.add(list); 3 other; 4 list.add(other); checked on set and list
        Statement[] flat = {s(newSet), s(NEW_LIST), s(setAdd, 0, 1), s(NEW_LIST), s(ADD, 1, 3)};
        assertTrue(UsageRules.storedInLookupBefore(flat, 1, 4), "the list is an element of the set");
        assertEquals(UsageRules.MUTATION_AFTER_CAPTURE, UsageRules.broken(new Witness(flat, new int[] {0, 1}),
                candidate -> candidate.size() == flat.length));
        // 0 holder list; 1 list; 2 holder.add(list); 3 other; 4 list.add(other): a list finds nothing by hash
        Statement[] inAList = {s(NEW_LIST), s(NEW_LIST), s(ADD, 0, 1), s(NEW_LIST), s(ADD, 1, 3)};
        assertFalse(UsageRules.storedInLookupBefore(inAList, 1, 4));
        assertNull(UsageRules.broken(new Witness(inAList, new int[] {0, 1}), candidate -> false));
    }

    @Test
    void shouldSeeAChangeByAStaticHelperTheCapturedValueIsHandedTo() throws Exception {
        // 0 list; 1 wrap(list), the failing object; 2 elements; 3 Collections.addAll(list, elements)
        Statement[] flat = {s(NEW_LIST), s(WRAP, 0), s(NEW_LIST), s(ADD_ALL, 0, 2)};
        Witness w = new Witness(flat, new int[] {1});
        assertEquals(UsageRules.MUTATION_AFTER_CAPTURE,
                UsageRules.broken(w, candidate -> candidate.size() == flat.length));
        assertNull(UsageRules.broken(w, candidate -> true), "fails without the helper's change too: not the rule");
        Witness notCaptured = new Witness(new Statement[] {s(NEW_LIST), s(NEW_LIST), s(ADD_ALL, 0, 1)},
                new int[] {0});
        assertNull(UsageRules.broken(notCaptured, candidate -> false), "the failing object itself, captured by none");
    }

    @Test
    void shouldSeeAChangeMadeByACallbackAStaticHelperRuns() throws Exception {
        // 0 list; 1 d = wrap(list), the failing object; 2 a generated Runnable holding the list (it clears it);
        // 3 a static helper handed the Runnable only
        dev.ferret.core.model.CallbackOperation runnable = new dev.ferret.core.model.CallbackOperation(Runnable.class,
                List.of(List.class), List.of(new dev.ferret.core.model.CallbackOperation.Body(
                        Runnable.class.getMethod("run"), List.of(new dev.ferret.core.model.CallbackOperation.Call(
                                CLEAR, new int[] {0})), -1)));
        MethodOperation helper = new MethodOperation(java.util.Objects.class.getMethod("requireNonNull", Object.class),
                java.util.Objects.class, java.util.Objects.class, false);
        Statement[] flat = {s(NEW_LIST), s(WRAP, 0), s(runnable, 0), s(helper, 2)};
        Witness w = new Witness(flat, new int[] {1});
        assertTrue(UsageRules.runsCallbackOnCaptured(w, flat, 3), "the callback holds the list the decorator wraps");
        assertEquals(UsageRules.MUTATION_AFTER_CAPTURE, UsageRules.broken(w, candidate -> candidate.size() == flat.length));
        Statement[] unwrapped = {s(NEW_LIST), s(NEW_LIST), s(runnable, 0), s(helper, 2)};
        assertFalse(UsageRules.runsCallbackOnCaptured(new Witness(unwrapped, new int[] {1}), unwrapped, 3),
                "nothing wraps the list the callback holds");
    }

    @Test
    void shouldNotTakeAGeneratedCallbackCapturingAValueForADecorator() throws Exception {
        // 0 list; 1 a generated Runnable capturing the list (its body clears it); 2 wrap(list); 3 list.add(list)
        dev.ferret.core.model.CallbackOperation runnable = new dev.ferret.core.model.CallbackOperation(Runnable.class,
                List.of(List.class), List.of(new dev.ferret.core.model.CallbackOperation.Body(
                        Runnable.class.getMethod("run"), List.of(new dev.ferret.core.model.CallbackOperation.Call(
                                CLEAR, new int[] {0})), -1)));
        Statement[] flat = {s(NEW_LIST), s(runnable, 0), s(NEW_LIST), s(ADD, 0, 2)};
        assertFalse(UsageRules.capturedBefore(flat, 0, 3, -1), "a listener that uses the list does not wrap it");
        Statement[] wrapped = {s(NEW_LIST), s(runnable, 0), s(WRAP, 0), s(ADD, 0, 2)};
        assertTrue(UsageRules.capturedBefore(wrapped, 0, 3, -1), "the decorator does");
    }

    @Test
    void shouldTakeAGeneratedCollectionReadingAValueForAViewOfIt() throws Exception {
        // 0 list; 1 a generated List whose size() is the list's; 2 wrap(generated); 3 list.add(list)
        dev.ferret.core.model.CallbackOperation view = new dev.ferret.core.model.CallbackOperation(List.class,
                List.of(List.class), List.of(new dev.ferret.core.model.CallbackOperation.Body(
                        List.class.getMethod("size"), List.of(new dev.ferret.core.model.CallbackOperation.Call(
                                new MethodOperation(List.class.getMethod("size"), List.class, List.class, false),
                                new int[] {0})), 1)));
        Statement[] wrapped = {s(NEW_LIST), s(view, 0), s(WRAP, 1), s(ADD, 0, 2)};
        assertTrue(UsageRules.capturedBefore(wrapped, 0, 3, -1), "the decorator holds the list through the view");
        Statement[] unwrapped = {s(NEW_LIST), s(view, 0), s(NEW_LIST), s(ADD, 0, 2)};
        assertFalse(UsageRules.capturedBefore(unwrapped, 0, 3, -1), "nothing holds the view");
    }
}
